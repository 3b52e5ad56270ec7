import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { deriveKey } from './derive-key.ts';
import { httpOnlyCookie } from './http-only-cookie.ts';

/** What the callback must check against, kept from the start of a sign-in to its end. */
export type AuthTransaction = { state: string; nonce: string; codeVerifier: string; returnTo: string };

/** Long enough to pick an account or type a password, short enough to make a stolen cookie useless. */
const TRANSACTION_MAX_AGE_MS = 10 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type AuthTransactions = {
  save(res: Response, transaction: AuthTransaction): void;
  /** The transaction, once: the cookie is dropped as it is read, so a replayed callback finds none. */
  take(req: Request, res: Response): AuthTransaction | undefined;
};

/**
 * The sign-in in progress lives in the browser, encrypted and authenticated (AES-256-GCM with a key
 * derived from SESSION_SECRET), so any BFF replica can finish what another started.
 */
export function authTransactions(publicUrl: string, secret: string): AuthTransactions {
  const cookie = httpOnlyCookie(publicUrl, 'rt_auth', TRANSACTION_MAX_AGE_MS);
  const key = deriveKey(secret, 'auth-transaction');
  return {
    save(res, transaction) {
      cookie.set(res, seal(key, { ...transaction, expires: Date.now() + TRANSACTION_MAX_AGE_MS }));
    },
    take(req, res) {
      const value = cookie.read(req);
      if (value === undefined) return undefined;
      cookie.clear(res);
      const opened = open(key, value);
      if (!opened || opened.expires < Date.now()) return undefined;
      const { state, nonce, codeVerifier, returnTo } = opened;
      return { state, nonce, codeVerifier, returnTo };
    },
  };
}

type Sealed = AuthTransaction & { expires: number };

function seal(key: Buffer, payload: Sealed): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The payload (only a holder of SESSION_SECRET could have sealed it), or undefined when altered or sealed with another key. */
function open(key: Buffer, value: string): Sealed | undefined {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  let text: string;
  try {
    text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch (error) {
    // A failed authentication tag is the expected answer to a forged or stale-key cookie.
    if (error instanceof Error && /authenticate/i.test(error.message)) return undefined;
    throw error;
  }
  return JSON.parse(text) as Sealed;
}
