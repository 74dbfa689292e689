// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaRoutes, entryPage, lazyPage, preloadOpenedPage, preloadPageOf, useOpenedPageReady } from './lazy-page';
import { screen as describeScreen } from '../screens/screen.lib';

afterEach(cleanup);

const Hello = ({ who }: { who: string }) => <p>Привет, {who}</p>;

describe('lazyPage', () => {
  it('renders a page whose chunk is in at once, without showing the Suspense fallback', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Hello }));
    await page.preload();
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <page.Page who="Анна" />
      </Suspense>,
    );
    expect(screen.getByText('Привет, Анна')).toBeTruthy();
    expect(screen.queryByText('загрузка')).toBeNull();
  });

  it('suspends like React.lazy while the chunk is on its way, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const page = lazyPage(load);
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <page.Page who="Мария" />
      </Suspense>,
    );
    expect(screen.getByText('загрузка')).toBeTruthy();
    await screen.findByText('Привет, Мария');
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    expect(page.isLoaded()).toBe(false);
    await page.preload();
    expect(page.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the page an area is opened at', () => {
  it('is found by route pattern, with the standalone base taken off, and starts loading', async () => {
    const place = lazyPage(() => Promise.resolve({ default: Hello }));
    const other = lazyPage(() => Promise.resolve({ default: Hello }));
    const pages = [['/place/:placeId', place], ['/worker/:placeId/:workerId', other]] as const;
    expect(preloadOpenedPage(pages, '/remotes/client', '/remotes/client/place/2')).toBe(place);
    expect(preloadOpenedPage(pages, '/remotes/client', '/worker/1/2')).toBe(other);
    expect(preloadOpenedPage(pages, '/remotes/client', '/')).toBeNull();
    await waitFor(() => expect(place.isLoaded()).toBe(true));
  });

  it('the routes wait for its chunk, then render; a failed load does not keep them waiting', async () => {
    let resolve!: () => void;
    const page = lazyPage(() => new Promise<{ default: typeof Hello }>((r) => (resolve = () => r({ default: Hello }))));
    void page.preload();
    const { result } = renderHook(() => useOpenedPageReady(page));
    expect(result.current).toBe(false);
    await act(async () => resolve());
    expect(result.current).toBe(true);
    const failing = lazyPage<object>(() => Promise.reject(new Error('offline')));
    const failed = renderHook(() => useOpenedPageReady(failing));
    await waitFor(() => expect(failed.result.current).toBe(true));
    expect(renderHook(() => useOpenedPageReady(null)).result.current).toBe(true);
  });

  it('tells the page its first screen is shown once the routes render (the Telegram SDK waits for it)', async () => {
    const shown = vi.fn();
    window.addEventListener('booking:screen-shown', shown);
    let resolve!: () => void;
    const page = lazyPage(() => new Promise<{ default: typeof Hello }>((r) => (resolve = () => r({ default: Hello }))));
    void page.preload();
    renderHook(() => useOpenedPageReady(page));
    expect(shown).not.toHaveBeenCalled();
    await act(async () => resolve());
    expect(shown).toHaveBeenCalledTimes(1);
    // Home is in the area's entry: shown at the area's first render.
    renderHook(() => useOpenedPageReady(null));
    expect(shown).toHaveBeenCalledTimes(2);
    window.removeEventListener('booking:screen-shown', shown);
  });
});

describe("an area's routes from its screens", () => {
  const home = describeScreen({ name: 'home', patterns: ['/'], inEntry: true });
  const place = describeScreen({ name: 'place', patterns: ['/place/:placeId', '/place'] });

  it('one route per pattern, the opened page started, and a screen\'s page preloaded by name', async () => {
    const Page = () => <p>страница</p>;
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const pages = { home: entryPage(Page), place: lazyPage(load) };
    const area = areaRoutes([home, place], pages, '/remotes/client');
    expect(area.routes.map((r) => [r.screen.name, r.pattern])).toEqual([['home', '/'], ['place', '/place/:placeId'], ['place', '/place']]);
    // Opened at `/` (jsdom's address): Home is in the entry, ready at once, nothing to load.
    expect(area.opened?.isLoaded()).toBe(true);
    expect(load).not.toHaveBeenCalled();
    preloadPageOf(place);
    await waitFor(() => expect(pages.place.isLoaded()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen without a page is an error at once, not a blank route', () => {
    expect(() => areaRoutes([home, place], { home: entryPage(() => null) }, '/remotes/client')).toThrow(/No page for the screen place/);
  });
});
