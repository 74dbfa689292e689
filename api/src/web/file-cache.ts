import { readFileSync, statSync } from 'node:fs';

/** A file's parsed content, read again only when its size or modification time changes; null when it is missing or does not parse. */
export function fileCache<T>(parse: (text: string) => T) {
  const cache = new Map<string, { stamp: string; value: T }>();
  return (file: string): T | null => {
    let stamp: string;
    try {
      const st = statSync(file);
      stamp = `${st.size}:${st.mtimeMs}`;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.value;
    try {
      const value = parse(readFileSync(file, 'utf8'));
      cache.set(file, { stamp, value });
      return value;
    } catch {
      return null;
    }
  };
}
