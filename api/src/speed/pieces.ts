/**
 * The server's speed pieces (docs/perf.md, "Speed pieces"). Each sits in its folder here behind one
 * interface with a plain version beside the fast one, and that folder's index.ts picks which runs:
 * the fast one, unless SPEED_PLAIN names the piece (to measure what it buys) or the database cannot
 * use it.
 */
export const SPEED_PIECES = ['booking-queue', 'day-cache', 'profiles', 'init-data-memory', 'pglite-session', 'list-cards', 'figures'] as const;
export type SpeedPiece = (typeof SPEED_PIECES)[number];

/** SPEED_PLAIN: a comma list of pieces to run plain; a name that is not a piece is refused. */
export function parsePlainPieces(value: string | undefined): ReadonlySet<SpeedPiece> {
  const names = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(SPEED_PIECES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`SPEED_PLAIN names no such piece: ${unknown.join(', ')} (pieces: ${SPEED_PIECES.join(', ')})`);
  return new Set(names as SpeedPiece[]);
}
