import type { Queryable } from '../queryable';

/** The offer to put the app on the home screen (migration 29): what the rule reads, and the answer. */
export interface HomeScreenRow {
  /** Bookings the user made as a client (any status), and bookings their master account received. */
  client_bookings: number;
  master_bookings: number;
  added_at: Date | null;
  refused_at: Date | null;
}

export async function readHomeScreen(db: Queryable, userId: number): Promise<HomeScreenRow | undefined> {
  const { rows } = await db.query<{ client_bookings: string; master_bookings: string; added_at: Date | string | null; refused_at: Date | string | null }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM bookings b WHERE b.client_id = u.id LIMIT 2) c) AS client_bookings,
            (SELECT count(*) FROM (SELECT 1 FROM workers w JOIN bookings b ON b.worker_id = w.id WHERE w.user_id = u.id LIMIT 1) m) AS master_bookings,
            u.home_screen_added_at AS added_at, u.home_screen_refused_at AS refused_at
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0];
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return r && { client_bookings: Number(r.client_bookings), master_bookings: Number(r.master_bookings), added_at: date(r.added_at), refused_at: date(r.refused_at) };
}

export async function saveHomeScreenAnswer(db: Queryable, userId: number, answer: 'added' | 'refused', at: Date): Promise<void> {
  const column = answer === 'added' ? 'home_screen_added_at' : 'home_screen_refused_at';
  await db.query(`UPDATE users SET ${column} = $2 WHERE id = $1`, [userId, at.toISOString()]);
}
