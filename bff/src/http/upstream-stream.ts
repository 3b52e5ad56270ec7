import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Request as GotStream } from 'got';

export type UpstreamAnswer = { statusCode: number; headers: Record<string, unknown> };

/** The status and headers of a streamed call to the records API, once they arrive (or its error). */
export function upstreamAnswer(upstream: GotStream): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    upstream.once('response', resolve);
    upstream.once('error', reject);
  });
}

/** Sends the answer on as it comes: its status, the headers named in `told`, then the body. */
export async function relayAnswer(
  upstream: GotStream,
  answer: UpstreamAnswer,
  res: Response,
  told: readonly string[],
): Promise<void> {
  res.status(answer.statusCode);
  for (const name of told) {
    const value = answer.headers[name];
    if (typeof value === 'string') res.set(name, value);
  }
  await pipeline(upstream, res);
}
