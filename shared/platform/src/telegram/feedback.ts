import { telegramStore } from './telegram.store';
import type { HapticKind } from './telegram-runtime';

export type { HapticKind };

/**
 * Haptic feedback inside Telegram: `select` when the user picks a tab, a time, a date or a service;
 * `success`, `error` or `warning` for the outcome of a booking, a cancel, a save or a payment.
 * Nothing happens outside Telegram or before the SDK has started.
 */
export function haptic(kind: HapticKind): void {
  try {
    telegramStore.getState().runtime?.haptic(kind);
  } catch (error) {
    // Feedback is never worth breaking the action it accompanies.
    console.error('Haptic feedback failed', error);
  }
}
