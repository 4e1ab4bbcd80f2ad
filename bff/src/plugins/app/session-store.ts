import type { User } from 'contracts/schemas/user';

/** What the BFF keeps for a signed-in browser. The api token never leaves the server. */
export type Session = { token: string; user: User; expiresAt: string };

export interface SessionStore {
  get(id: string): Promise<Session | undefined>;
  /** Stores (or refreshes) a session for `ttlSeconds`. */
  set(id: string, session: Session, ttlSeconds: number): Promise<void>;
  destroy(id: string): Promise<void>;
  close(): Promise<void>;
}

/** One process's sessions, in memory (the default; lost on restart, not shared). */
export function createMemorySessionStore(now: () => number = Date.now): SessionStore {
  const sessions = new Map<string, { session: Session; until: number }>();
  return {
    async get(id) {
      const entry = sessions.get(id);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        sessions.delete(id);
        return undefined;
      }
      return entry.session;
    },
    async set(id, session, ttlSeconds) {
      sessions.set(id, { session, until: now() + ttlSeconds * 1000 });
    },
    async destroy(id) {
      sessions.delete(id);
    },
    async close() {
      sessions.clear();
    },
  };
}
