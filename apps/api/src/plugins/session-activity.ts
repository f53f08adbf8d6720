import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

/**
 * How often one process writes that a session is in use: a token used again within this time
 * costs no database round trip, so a session may outlive its idle timeout by at most this much.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
const MAX_CACHED_SESSIONS = 10_000;

/** A new session (one per token issued): its id is the token's `sid`. */
export async function openSession(db: Database): Promise<string> {
  const [row] = await db.insert(sessions).values({}).returning({ id: sessions.id });
  return row!.id;
}

/**
 * The idle timeout of access tokens (TOKEN_IDLE_MINUTES): each token names its session (`sid`),
 * and a session not used for that long stops working, whatever the token's expiry. Every use
 * moves its last use forward, in the database, so all API processes agree.
 */
export class SessionActivity {
  /** Sessions this process found live, and when (clock of this process). */
  private readonly checked = new Map<string, number>();

  constructor(private readonly options: { db: Database; idleMinutes: number }) {}

  /** True when the session was used within the idle timeout; records this use. */
  async use(sessionId: string): Promise<boolean> {
    const at = this.checked.get(sessionId);
    if (at !== undefined && Date.now() - at < SESSION_TOUCH_INTERVAL_MS) return true;
    const { db, idleMinutes } = this.options;
    const [live] = await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          gt(sessions.lastUsedAt, sql`now() - ${idleMinutes} * interval '1 minute'`),
        ),
      )
      .returning({ id: sessions.id });
    if (!live) {
      this.checked.delete(sessionId);
      return false;
    }
    if (this.checked.size >= MAX_CACHED_SESSIONS) this.checked.clear();
    this.checked.set(sessionId, Date.now());
    return true;
  }
}

/** Deletes sessions idle past the timeout (their tokens no longer work). How many went. */
export async function purgeIdleSessions(options: {
  db: Database;
  idleMinutes: number;
}): Promise<number> {
  const gone = await options.db
    .delete(sessions)
    .where(lt(sessions.lastUsedAt, sql`now() - ${options.idleMinutes} * interval '1 minute'`))
    .returning({ id: sessions.id });
  return gone.length;
}
