import { useEffect, useState } from 'react';

/** How long 'Скопировано!' stays (docs/product.md, Constants). */
const COPIED_MS = 2000;

/**
 * Copies a text and says so for a moment (the invite link, the calendar's address, the card's fallback) ('Скопировано!' for 2 s, docs/product.md, Constants). A failed copy is
 * only logged (docs/product.md, Messages and errors): the text stays on screen to copy by hand.
 */
export function useCopied(): [copied: boolean, copy: (text: string) => Promise<boolean>] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        return true;
      },
      (error: unknown) => {
        console.error('Clipboard copy failed', error);
        return false;
      },
    );
  return [copied, copy];
}
