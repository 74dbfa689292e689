// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HomeScreenOffer } from './home-screen-offer';

// 'Добавить на главный экран' when the server offers it and Telegram says the app is missing.
const tg = vi.hoisted(() => ({ status: 'missing' as string | null, addAnswer: 'added' as string | null, asked: 0, checked: 0 }));
vi.mock('@booking/platform', async (original) => ({
  ...(await original<typeof import('@booking/platform')>()),
  homeScreenStatus: async () => (tg.checked++, tg.status),
  addToHomeScreen: async () => (tg.asked++, tg.addAnswer),
}));

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let offer: boolean;
let posted: unknown[];
beforeEach(() => {
  Object.assign(tg, { status: 'missing', addAnswer: 'added', asked: 0, checked: 0 });
  offer = true;
  posted = [];
  // Inside Telegram (its webview proxy is there): the offer loads its prompt.
  Object.assign(window, { TelegramWebviewProxy: { postEvent: () => undefined } });
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname !== '/api/profile/home-screen') return new Promise<Response>(() => undefined);
    if (request.method === 'POST') {
      const body = (await request.json()) as { answer: string };
      posted.push(body);
      offer = false;
      return answer({ offer, added: body.answer === 'added', refused_at: body.answer === 'refused' ? '2026-11-26T10:00:00.000Z' : null });
    }
    return answer({ offer, added: false, refused_at: null });
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

let queries: QueryClient;
const show = () => {
  queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <HomeScreenOffer />
    </QueryClientProvider>,
  );
};

describe('the home-screen offer', () => {
  it('offered and missing: “Добавить на главный экран” asks Telegram, and the answer goes to the server', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить на главный экран' }));
    await waitFor(() => expect(posted).toEqual([{ answer: 'added' }]));
    expect(tg.asked).toBe(1);
    await waitFor(() => expect(screen.queryByTestId('home-screen-offer')).toBeNull());
  });

  it('“Не сейчас” is a refusal the server keeps (it asks again after 30 days), and the offer goes', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Не сейчас' }));
    await waitFor(() => expect(posted).toEqual([{ answer: 'refused' }]));
    expect(tg.asked).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('home-screen-offer')).toBeNull());
  });

  it('a refusal in Telegram’s own question is sent as refused', async () => {
    tg.addAnswer = 'refused';
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить на главный экран' }));
    await waitFor(() => expect(posted).toEqual([{ answer: 'refused' }]));
  });

  it('already on the home screen: nothing shown, the server is told', async () => {
    tg.status = 'added';
    show();
    await waitFor(() => expect(posted).toEqual([{ answer: 'added' }]));
    expect(screen.queryByTestId('home-screen-offer')).toBeNull();
  });

  it('outside Telegram: nothing asked of the server', async () => {
    delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    show();
    // Not even once the prompt's code, which asks the server, could have loaded and rendered.
    await act(async () => void (await import('./home-screen-prompt.ui')));
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('not offered by the server, or unsupported by Telegram: nothing shown, nothing sent', async () => {
    offer = false;
    const first = show();
    // Nothing shown once the server's answer is in.
    await waitFor(() => expect(queries.getQueryData(['users', 'home-screen'])).toBeDefined());
    expect(screen.queryByTestId('home-screen-offer')).toBeNull();
    first.unmount();
    offer = true;
    tg.status = 'unsupported';
    show();
    // Nothing shown, nothing sent, once Telegram has said it cannot.
    await waitFor(() => expect(tg.checked).toBe(1));
    expect(screen.queryByTestId('home-screen-offer')).toBeNull();
    expect(posted).toEqual([]);
  });
});
