import { useState } from 'react';

/** Up to two initials of a name ('Мария Иванова' → 'МИ'); '?' for an empty name. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    // The first letter or digit of each word: quotes and other marks make no initial ('Студия «Лайм»' → 'СЛ').
    .map((word) => (word.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase());
  return letters.join('') || '?';
}

/** A round picture; the name's initials when there is no picture or it fails to load. */
export function Avatar({ src, name, size = 48 }: { src: string | null | undefined; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (!src || broken) {
    return (
      <span className="bk-avatar" style={style} aria-hidden="true" data-testid="avatar-initials">
        {initials(name)}
      </span>
    );
  }
  return <img className="bk-avatar" style={style} src={src} alt="" onError={() => setBroken(true)} />;
}
