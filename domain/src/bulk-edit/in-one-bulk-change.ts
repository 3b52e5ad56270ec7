/**
 * How a bulk update is sent to the API, by the screen and the bench alike: in requests of
 * BULK_UPDATE_REQUEST_SIZE records, one after the other, an apply's requests making one bulk change.
 */

/**
 * Records per update request: the API takes 10,000 and commits 500 a transaction, two at once, so a
 * request of 2,000 is four transactions, one read and judged while another is written, and answers
 * within a second: the progress moves and a stop loses little (docs/decisions/036).
 */
export const BULK_UPDATE_REQUEST_SIZE = 2000;

/** The ids in requests of at most `size`, in the order given. */
export function splitIds<T>(ids: readonly T[], size = BULK_UPDATE_REQUEST_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('A request takes at least one record');
  const parts: T[][] = [];
  for (let start = 0; start < ids.length; start += size) parts.push(ids.slice(start, start + size));
  return parts;
}

export type InRequests<R> = {
  results: R[];
  /** Records whose request answered. */
  done: number;
  /** The request that failed (nothing after it was sent), or null when all answered. */
  failure: { error: unknown; from: number } | null;
};

/**
 * Sends the ids in requests of `size`, one after the other, reporting records answered so far;
 * stops at the first request that fails (the next ones are not sent) and says where.
 */
export async function inRequests<R>(
  ids: readonly number[],
  send: (part: number[]) => Promise<R>,
  onProgress: (done: number, total: number) => void = () => {},
  size = BULK_UPDATE_REQUEST_SIZE,
): Promise<InRequests<R>> {
  const results: R[] = [];
  let done = 0;
  onProgress(0, ids.length);
  for (const part of splitIds(ids, size)) {
    try {
      results.push(await send(part));
    } catch (error) {
      return { results, done, failure: { error, from: done } };
    }
    done += part.length;
    onProgress(done, ids.length);
  }
  return { results, done, failure: null };
}

/**
 * Apply's requests as one bulk change: the first request makes it and each later one is sent the
 * id the first answered, so the action is one entry in 'Bulk changes today' and one undo
 * (docs/decisions/036).
 */
export async function inOneBulkChange<R extends { result: { bulkChangeId?: string | null } }>(
  ids: readonly number[],
  send: (part: number[], bulkChangeId: string | null) => Promise<R>,
  onProgress?: (done: number, total: number) => void,
  size = BULK_UPDATE_REQUEST_SIZE,
): Promise<InRequests<R>> {
  let bulkChangeId: string | null = null;
  return inRequests(
    ids,
    async (part) => {
      const answered = await send(part, bulkChangeId);
      bulkChangeId ??= answered.result.bulkChangeId ?? null;
      return answered;
    },
    onProgress,
    size,
  );
}
