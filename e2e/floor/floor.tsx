import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The time benchmark's floor: the least a React 19 page can do to show data from our API, built
// with the project's Rsbuild. It reads the init data from the URL hash as the product does, asks
// for one JSON (the places list) and renders it. Nothing else: no router, no query cache, no SDK.

interface Place {
  id: number;
  name: string;
  address?: string | null;
}

const initData = new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData') ?? '';

function Floor() {
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/places', { headers: { 'X-Telegram-Init-Data': initData } })
      .then((res) => (res.ok ? (res.json() as Promise<Place[]>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then(setPlaces, (e: Error) => setError(e.message));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!places) return <p>Загрузка...</p>;
  return (
    <ul data-testid="floor-data">
      {places.map((p) => (
        <li key={p.id}>
          <strong>{p.name}</strong> {p.address}
        </li>
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
