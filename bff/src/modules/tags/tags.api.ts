import type { BiblioTagRow, GroupTagRow, SavedTag } from '@rt/api/contract';
import { byKey, type Loader, type RecordsApi } from '../../datasources/records-api.ts';
import { recordId } from '../../datasources/record-id.ts';

type Tags = { biblio_tags: BiblioTagRow[]; group_tags: GroupTagRow[] };
type Body = Record<string, unknown>;

/** The document viewer's tags (spec 7, Tags). */
export class TagsApi {
  constructor(private readonly api: RecordsApi) {}

  #ofRecord?: Loader<Tags>;
  /** A record's page and group tags, read once per request. */
  get ofRecord() {
    return (this.#ofRecord ??= byKey((id) => this.api.get<Tags>(`biblio_tag/${id}`)));
  }

  save = (onRecord: string, body: Body) =>
    this.api.send<SavedTag>('post', `biblio_tag/${recordId(onRecord, 'recordId')}`, body);
  saveGroup = (onRecord: string, body: Body) =>
    this.api.send<GroupTagRow>('post', `biblio_tag/save_group_tag/${recordId(onRecord, 'recordId')}`, body);
  delete = (id: string) => this.api.send<{ id: number }>('delete', `biblio_tag/delete_tag/${recordId(id, 'id')}`);
  deleteGroup = (id: string) =>
    this.api.send<{ id: number }>('delete', `biblio_tag/delete_group_tag/${recordId(id, 'id')}`);
}
