/**
 * When the app offers 'Добавить на главный экран': after a client's second booking, or to a
 * master after the first booking they receive; never once the app was added; not again for 30 days
 * after a refusal (kept on the server, so the rule holds across the user's devices).
 */
export const HOME_SCREEN_ASK_AGAIN_MS = 30 * 86_400_000;

export interface HomeScreenFacts {
  clientBookings: number;
  masterBookings: number;
  addedAt: Date | null;
  refusedAt: Date | null;
}

export function homeScreenState(f: HomeScreenFacts, at: Date): { offer: boolean; added: boolean; refused_at: string | null } {
  const earned = f.clientBookings >= 2 || f.masterBookings >= 1;
  const refusedRecently = f.refusedAt !== null && at.getTime() - f.refusedAt.getTime() < HOME_SCREEN_ASK_AGAIN_MS;
  return { offer: earned && f.addedAt === null && !refusedRecently, added: f.addedAt !== null, refused_at: f.refusedAt?.toISOString() ?? null };
}
