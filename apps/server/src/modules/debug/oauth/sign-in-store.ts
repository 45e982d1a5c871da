import type { OAuth2Auth } from '@heron/engine';

/**
 * The sign-ins started and not yet finished, by their `state`: who started one, for which
 * project, with which auth (variables resolved) and the PKCE verifier the token request must
 * prove. Kept in this process's memory: a sign-in lives ten minutes, the store holds a few hundred
 * (the oldest goes first, so a flood of starts cannot grow it), and a state is taken once.
 */

export interface PendingSignIn {
  userId: string;
  projectId: string;
  /** The auth as the authorization request was built from it (variables resolved). */
  auth: OAuth2Auth;
  codeVerifier: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

export interface SignInStoreOptions {
  /** How long a sign-in may take, in milliseconds. */
  ttlMs?: number;
  /** How many sign-ins are kept at most; the oldest is dropped past it. */
  maxEntries?: number;
  /** Epoch milliseconds. */
  now?: () => number;
}

/** Ten minutes: long enough to sign in and consent, as long as providers keep their codes. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
export const SIGN_IN_MAX_ENTRIES = 500;

export class SignInStore {
  // A Map keeps insertion order: its first entries are the oldest.
  readonly #entries = new Map<string, PendingSignIn>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: SignInStoreOptions = {}) {
    this.#ttlMs = options.ttlMs ?? SIGN_IN_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SIGN_IN_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    this.#dropExpired();
    return this.#entries.size;
  }

  now(): number {
    return this.#now();
  }

  add(state: string, entry: PendingSignIn): void {
    this.#dropExpired();
    this.#entries.set(state, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** The live sign-in of `state`, left in place (the caller decides whether to take it). */
  find(state: string): PendingSignIn | undefined {
    this.#dropExpired();
    return this.#entries.get(state);
  }

  /** Removes the sign-in of `state`: it cannot be finished again. */
  take(state: string): PendingSignIn | undefined {
    const entry = this.find(state);
    this.#entries.delete(state);
    return entry;
  }

  #dropExpired(): void {
    const cutoff = this.#now() - this.#ttlMs;
    // Oldest first: the scan stops at the first one still alive.
    for (const [state, entry] of this.#entries) {
      if (entry.createdAt > cutoff) break;
      this.#entries.delete(state);
    }
  }
}
