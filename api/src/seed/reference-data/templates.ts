import type { RuleInput, TemplateFieldInput } from '../factories.ts';
import { templateParts } from '../../install/reference-data.ts';
import { DEMO_REFERENCE_DATA } from './demo-file.ts';

/** The research templates: each kind of survey's fields and rules. */

export type TemplateName = string;

export const TEMPLATES: ReadonlyArray<{ name: TemplateName; fields: TemplateFieldInput[]; rules: RuleInput[] }> =
  DEMO_REFERENCE_DATA.templates.map((template) => ({ name: template.name, ...templateParts(template) }));
