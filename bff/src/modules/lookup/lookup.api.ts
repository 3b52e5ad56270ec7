import type { RecordsApi } from '../../datasources/records-api.ts';
import { recordId } from '../../datasources/record-id.ts';
import type { LookupList } from '../../__generated__/resolvers-types.ts';
import type { TemplateRecord } from './lookup.mappers.ts';

/** Lookup lists, licence schemes, research templates and their fields and rules. */
export class LookupsApi {
  constructor(private readonly api: RecordsApi) {}

  /** A lookup list by its enum name; its lower-case form is the API's path (EDITION → /api/edition). */
  list = <T>(name: LookupList) => this.api.get<T>(name.toLowerCase());
  licenceSchemes = <T>() => this.api.get<T>('licence_scheme');
  templates = () => this.api.get<TemplateRecord[]>('research_template');
  template = async (id: number) => (await this.templates()).find((t) => t.id === id) ?? null;
  /** With the collection's licence scheme, the API answers an External Auditor the scheme's reduced set. */
  templateFields = <T>(templateId: number, licenceSchemeId?: number) =>
    this.api.get<T>(
      `research_template_fields/research_template/${recordId(templateId)}`,
      licenceSchemeId === undefined ? undefined : { licence_scheme_id: recordId(licenceSchemeId, 'licenceSchemeId') },
    );
  rules = <T>(templateId: number) => this.api.get<T>(`rule/research_template/${recordId(templateId)}`);
}
