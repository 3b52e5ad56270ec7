/** A user as the records API answers it. */
export type { UserView as UserRecord } from '@rt/api/contract';
