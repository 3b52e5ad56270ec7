import type { RuleInput, TemplateFieldInput } from '../factories.ts';
import { COMMON_FIELDS, GOVERNMENT_FIELDS, SCHOOL_FIELDS, toFields, UNIVERSITY_FIELDS } from './template-fields.ts';
import { COMMON_RULES, GOVERNMENT_RULES, SCHOOL_RULES, UNIVERSITY_RULES } from './template-rules.ts';

/** The research templates: each kind of survey's fields and rules. */

export type TemplateName = 'University Template' | 'Schools Template' | 'Government Template';

export const TEMPLATES: ReadonlyArray<{ name: TemplateName; fields: TemplateFieldInput[]; rules: RuleInput[] }> = [
  {
    name: 'University Template',
    fields: toFields(COMMON_FIELDS, UNIVERSITY_FIELDS),
    rules: [...COMMON_RULES, ...UNIVERSITY_RULES],
  },
  {
    name: 'Schools Template',
    fields: toFields(COMMON_FIELDS, SCHOOL_FIELDS),
    rules: [...COMMON_RULES, ...SCHOOL_RULES],
  },
  {
    name: 'Government Template',
    fields: toFields(COMMON_FIELDS, GOVERNMENT_FIELDS),
    rules: [...COMMON_RULES, ...GOVERNMENT_RULES],
  },
];
