/**
 * For the issue 40 measurement only: SPEED_PLAIN, a comma list of pieces (queue, cards, profiles,
 * known, initcache, session), selects each piece's plain version. The day cache is DAY_CACHE=0.
 */
const plain = new Set((process.env.SPEED_PLAIN ?? '').split(',').map((s) => s.trim()).filter(Boolean));
export const isPlain = (piece: 'queue' | 'cards' | 'profiles' | 'known' | 'initcache' | 'session') => plain.has(piece);
