import { useState } from 'react';

/** A round picture; the first letter of the name when there is no picture or it fails to load. */
export function Avatar({ src, name, size = 48 }: { src: string | null | undefined; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (!src || broken) {
    return (
      <span className="bk-avatar" style={style} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img className="bk-avatar" style={style} src={src} alt="" onError={() => setBroken(true)} />;
}
