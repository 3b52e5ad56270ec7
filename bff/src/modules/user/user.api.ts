import { byKey, once, type Loader, type RecordsApi } from '../../datasources/records-api.ts';
import { jsonNumber, recordId } from '../../datasources/record-id.ts';
import type { UserRecord } from './user.mappers.ts';

/** Users and roles in the records API. */
export class UsersApi {
  constructor(private readonly api: RecordsApi) {}

  /** The caller as the API knows them now, or null when the credentials name nobody. */
  readonly current = once(() => this.api.find<UserRecord>('user/current'));
  readonly list = () => this.api.get<UserRecord[]>('user');
  readonly roles = <T>() => this.api.get<T>('role');

  #byId?: Loader<UserRecord | null>;
  get byId() {
    return (this.#byId ??= byKey((id) => this.api.find<UserRecord>(`user/${id}`)));
  }

  assignRole(userId: string, roleId: string | number) {
    return this.api.send<UserRecord>('put', `user/${recordId(userId, 'userId')}`, { role_id: jsonNumber(roleId) });
  }
}
