import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { authTransactions } from './auth-transaction.ts';
import { sessionCookie } from './session-cookie.ts';

/** Just enough of Express's response to see the cookies set. */
function fakeResponse() {
  const cookies: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => cookies.push({ name, value, options }),
    clearCookie: (name: string, options: Record<string, unknown>) => cookies.push({ name, value: '', options }),
  };
  return { res: res as unknown as Response, cookies };
}
const request = (cookie: string) => ({ headers: { cookie } }) as Request;

describe('cookies', () => {
  it('names the session cookie __Host-rt_session over https (Secure), rt_session over plain http', () => {
    expect(sessionCookie('https://research.example.org').name).toBe('__Host-rt_session');
    expect(sessionCookie('http://localhost:4000').name).toBe('rt_session');
    const { res, cookies } = fakeResponse();
    sessionCookie('https://research.example.org').set(res, 'id');
    expect(cookies[0].options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  });

  it('keeps the sign-in transaction sealed, reads it once, and refuses one that was altered or sealed elsewhere', () => {
    const transactions = authTransactions('http://localhost:4000', 's'.repeat(32));
    const { res, cookies } = fakeResponse();
    const transaction = { state: 'the-state', nonce: 'the-nonce', codeVerifier: 'the-verifier', returnTo: '/queue' };
    transactions.save(res, transaction);
    const sealed = cookies[0].value;
    expect(sealed).not.toContain('the-state');

    const taken = fakeResponse();
    expect(transactions.take(request(`rt_auth=${sealed}`), taken.res)).toEqual(transaction);
    expect(taken.cookies).toMatchObject([{ name: 'rt_auth', value: '' }]);

    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const altered = bytes.toString('base64url');
    expect(transactions.take(request(`rt_auth=${altered}`), fakeResponse().res)).toBeUndefined();
    const elsewhere = authTransactions('http://localhost:4000', 'o'.repeat(32));
    expect(elsewhere.take(request(`rt_auth=${sealed}`), fakeResponse().res)).toBeUndefined();
  });
});
