import type { OAuth2Auth } from '@heron/engine';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_TTL_MS, SignInStore, type PendingSignIn } from './sign-in-store.js';

const auth = { type: 'oauth2', grant: 'authorization_code' } as OAuth2Auth;
const entry = (createdAt: number): PendingSignIn => ({
  userId: 'u1',
  projectId: 'p1',
  auth,
  codeVerifier: 'v',
  createdAt,
});

describe('SignInStore', () => {
  it('hands a sign-in out once', () => {
    const store = new SignInStore({ now: () => 1000 });
    store.add('s1', entry(1000));
    expect(store.find('s1')?.userId).toBe('u1');
    expect(store.take('s1')?.userId).toBe('u1');
    expect(store.take('s1')).toBeUndefined();
    expect(store.find('s1')).toBeUndefined();
  });

  it('forgets a sign-in after ten minutes', () => {
    let now = 0;
    const store = new SignInStore({ now: () => now });
    store.add('s1', entry(0));
    now = SIGN_IN_TTL_MS - 1;
    expect(store.find('s1')).toBeDefined();
    now = SIGN_IN_TTL_MS;
    expect(store.find('s1')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('drops the oldest sign-in past its size', () => {
    let now = 0;
    const store = new SignInStore({ now: () => now, maxEntries: 3 });
    for (const state of ['a', 'b', 'c', 'd']) {
      now += 1;
      store.add(state, entry(now));
    }
    expect(store.size).toBe(3);
    expect(store.find('a')).toBeUndefined();
    expect(store.find('b')).toBeDefined();
    expect(store.find('d')).toBeDefined();
  });
});
