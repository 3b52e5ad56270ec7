import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import { CallerCache, type CallerChange } from './caller-cache.ts';
import { credentialsKey, sessionCredentials } from './credentials.ts';

const user = (id: number, role: string) =>
  ({ id, email: `u${id}@example.org`, role: { id: 1, value: role } }) as unknown as UserRecord;

describe('CallerCache', () => {
  it('remembers a session for the time given, then asks again', () => {
    let now = 1_000;
    const cache = new CallerCache(5_000, () => now);
    const session = sessionCredentials('a'.repeat(43));
    cache.set(session, user(1, 'Researcher'));
    now += 4_999;
    expect(cache.get(session)?.id).toBe(1);
    now += 1;
    expect(cache.get(session)).toBeUndefined();
  });

  it('keeps sessions apart, and forgets a signed-out session and every session of a user whose role changed', () => {
    const cache = new CallerCache();
    const [a, b, c] = ['a', 'b', 'c'].map((s) => sessionCredentials(s.repeat(43)));
    cache.set(a, user(1, 'Researcher'));
    cache.set(b, user(1, 'Researcher'));
    cache.set(c, user(2, 'IT'));
    expect(cache.get(c)?.id).toBe(2);
    cache.forget(c);
    expect(cache.get(c)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get(a)).toBeUndefined();
    expect(cache.get(b)).toBeUndefined();
  });

  it('tells a bearer token from a session cookie of the same text', () => {
    const cache = new CallerCache();
    cache.set({ kind: 'bearer', headers: { authorization: 'Bearer x' } }, user(3, 'External Auditor'));
    expect(cache.get({ kind: 'session', headers: { authorization: 'Bearer x' } })).toBeUndefined();
  });

  it('asks once for requests of one session arriving together, and asks again after a failure', async () => {
    const cache = new CallerCache();
    const [a, b] = ['a', 'b'].map((s) => sessionCredentials(s.repeat(43)));
    let asked = 0;
    const ask = (answer: () => UserRecord) => async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer();
    };
    const found = await Promise.all([
      cache.lookup(
        a,
        ask(() => user(1, 'Researcher')),
      ),
      cache.lookup(
        a,
        ask(() => user(1, 'Researcher')),
      ),
      cache.lookup(
        b,
        ask(() => user(2, 'IT')),
      ),
    ]);
    expect(found.map((u) => u?.id)).toEqual([1, 1, 2]);
    expect(asked).toBe(2);
    // Kept for the next requests: no more asking.
    expect(
      await cache.lookup(
        a,
        ask(() => user(9, 'IT')),
      ),
    ).toMatchObject({ id: 1 });
    expect(asked).toBe(2);

    cache.forget(a);
    const failing = ask(() => {
      throw new Error('API unreachable');
    });
    await expect(Promise.all([cache.lookup(a, failing), cache.lookup(a, failing)])).rejects.toThrow('API unreachable');
    expect(asked).toBe(3);
    expect(
      await cache.lookup(
        a,
        ask(() => user(1, 'Researcher')),
      ),
    ).toMatchObject({ id: 1 });
    expect(asked).toBe(4);
  });

  it('a sign-out while the API is being asked: that answer is not kept, and the next request asks afresh', async () => {
    const cache = new CallerCache();
    const session = sessionCredentials('a'.repeat(43));
    let release: (user: UserRecord) => void = () => {};
    const onItsWay = cache.lookup(session, () => new Promise<UserRecord>((resolve) => (release = resolve)));
    cache.forget(session);
    let askedAgain = 0;
    const afterSignOut = cache.lookup(session, async () => {
      askedAgain += 1;
      return null;
    });
    release(user(1, 'Researcher'));
    expect(await onItsWay).toMatchObject({ id: 1 });
    expect(await afterSignOut).toBeNull();
    expect(askedAgain).toBe(1);
    expect(cache.get(session)).toBeUndefined();
  });

  it('a role change while the API is being asked: the old role is not kept', async () => {
    const cache = new CallerCache();
    const session = sessionCredentials('b'.repeat(43));
    let release: (user: UserRecord) => void = () => {};
    const onItsWay = cache.refresh(session, () => new Promise<UserRecord>((resolve) => (release = resolve)));
    cache.forgetUser(1);
    release(user(1, 'IT'));
    await onItsWay;
    expect(cache.get(session)).toBeUndefined();
    await cache.refresh(session, async () => user(1, 'Researcher'));
    expect(cache.get(session)?.role?.value).toBe('Researcher');
  });

  it('an answer naming nobody forgets what was kept', async () => {
    const cache = new CallerCache();
    const session = sessionCredentials('c'.repeat(43));
    cache.set(session, user(1, 'Researcher'));
    expect(await cache.refresh(session, async () => null)).toBeNull();
    expect(cache.get(session)).toBeUndefined();
  });

  it('announces its own sign-outs and role changes, and applies those of other replicas without announcing them again', async () => {
    const here = new CallerCache();
    const there = new CallerCache();
    const [a, b] = ['a', 'b'].map((s) => sessionCredentials(s.repeat(43)));
    const announced: CallerChange[] = [];
    here.announceTo((change) => {
      announced.push(change);
      there.apply(change);
    });
    there.announceTo(() => {
      throw new Error('a change told by another replica is not announced again');
    });
    for (const cache of [here, there]) {
      cache.set(a, user(1, 'Researcher'));
      cache.set(b, user(2, 'IT'));
    }
    here.forget(a);
    expect(announced).toEqual([{ kind: 'session', key: credentialsKey(a) }]);
    expect(there.get(a)).toBeUndefined();
    expect(there.get(b)?.id).toBe(2);

    // Told while an answer was on its way there: that answer is not kept.
    let release: (user: UserRecord) => void = () => {};
    const onItsWay = there.refresh(b, () => new Promise<UserRecord>((resolve) => (release = resolve)));
    here.forgetUser(2);
    expect(announced[1]).toEqual({ kind: 'user', userId: '2' });
    release(user(2, 'IT'));
    await onItsWay;
    expect(there.get(b)).toBeUndefined();
  });

  it('forgets everything, answers on their way too, when notices from other replicas may have been missed', async () => {
    const cache = new CallerCache();
    const [a, b] = ['a', 'b'].map((s) => sessionCredentials(s.repeat(43)));
    cache.set(a, user(1, 'Researcher'));
    let release: (user: UserRecord) => void = () => {};
    const onItsWay = cache.refresh(b, () => new Promise<UserRecord>((resolve) => (release = resolve)));
    cache.forgetAll();
    release(user(2, 'IT'));
    await onItsWay;
    expect(cache.get(a)).toBeUndefined();
    expect(cache.get(b)).toBeUndefined();
  });
});
