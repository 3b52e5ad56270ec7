/**
 * The shapes the records API answers with (`data` of `{ message, data }`), for its clients to
 * type against: derived from the queries themselves, so the contract cannot drift from the code.
 */
import type { Selectable } from 'kysely';
import type { LocationTable } from './db/types.ts';
import type { findBatches } from './modules/collection/find-batches.ts';
import type { loadWorkDetail } from './modules/rights/load-work-detail.ts';
import type { toRecipient } from './modules/rights/rights-shapes.ts';
import type { UserView } from './modules/user/user-view.ts';

export type { UserView };
export type { CollectionRow } from './modules/collection/find-collections.ts';
export type { FullRecord } from './modules/research/load-full-record.ts';
export type { Work } from './modules/rights/rights-shapes.ts';

export type BatchRow = Awaited<ReturnType<typeof findBatches>>[number] & { locations?: LocationRow[] };
export type LocationRow = Selectable<LocationTable>;
type WorkDetail = NonNullable<Awaited<ReturnType<typeof loadWorkDetail>>>;
/** GET /api/wrs/work_detail, in the rights system's envelope. */
export type WorkDetailResponse = {
  work_details: { result: WorkDetail['work'] };
  shares: { results: WorkDetail['shares'] };
  terms: { results: WorkDetail['terms'] };
  contributors: { results: WorkDetail['contributors'] };
};
export type RecipientResult = ReturnType<typeof toRecipient>;

/** POST /api/login: the new session's id (the cookie value) and who signed in. */
export type LoginResponse = { session: string; user: UserView };
/** POST /api/logout: the ended session's ID token, for the provider's end-session call. */
export type LogoutResponse = { id_token: string | null };
