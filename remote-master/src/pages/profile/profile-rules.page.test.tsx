// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import ProfilePage from './profile.page';

// 'Правила отмены и переноса' in the master's profile: read from the worker, saved with
// PATCH /registration/worker carrying only the two rules.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: 'Стрижки и окрашивание', avatar: '', booking_rules_text: null,
  cancel_cutoff_hours: 3, max_moves: null, user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const PLACE = { id: 2, name: 'Мария', address: 'Тверская, 1', avatar: null, business_id: 3, contacts: { phone: '+79991234567', vk: null, website: null }, workers: [7] };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let patches: unknown[];
let workerReads: number;
let refuse: { message: string; field: string } | null;
beforeEach(() => {
  patches = [];
  workerReads = 0;
  refuse = null;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/workers/telegram/${USER.id}`) return (workerReads++, answer(WORKER));
    if (url.pathname === `/api/workers/${WORKER.id}/places`) return answer([PLACE]);
    if (url.pathname === '/api/registration/worker' && request.method === 'PATCH') {
      patches.push(await request.json());
      return refuse ? answer({ ...refuse, error: 'Bad Request' }, 400) : answer({ ...WORKER, place_id: PLACE.id });
    }
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest(USER);
afterEach(() => {
  vi.restoreAllMocks();
});

async function openRules() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const section = await screen.findByTestId('change-rules-form', {}, { timeout: 5000 });
  return within(section);
}
const select = (rules: Awaited<ReturnType<typeof openRules>>, label: string) => rules.getByLabelText(label) as HTMLSelectElement;

describe("'Правила отмены и переноса' in the profile", () => {
  it("shows the worker's rules and saves the chosen ones, 'без ограничений' as null", async () => {
    const rules = await openRules();
    expect(rules.getByRole('heading', { name: 'Правила отмены и переноса' })).toBeTruthy();
    expect(select(rules, 'Отменить или перенести можно не позднее чем за').value).toBe('3');
    expect(select(rules, 'Сколько раз можно перенести запись').value).toBe('none');
    expect(select(rules, 'Сколько раз можно перенести запись').selectedOptions[0]!.textContent).toBe('без ограничений');

    fireEvent.change(select(rules, 'Отменить или перенести можно не позднее чем за'), { target: { value: '24' } });
    fireEvent.change(select(rules, 'Сколько раз можно перенести запись'), { target: { value: '1' } });
    fireEvent.click(rules.getByRole('button', { name: 'Сохранить правила' }));
    await waitFor(() => expect(patches).toEqual([{ telegram_id: USER.id, cancel_cutoff_hours: 24, max_moves: 1 }]));
    // Saved: the worker is read again, so the cabinet shows what the server keeps.
    await waitFor(() => expect(workerReads).toBe(2));

    fireEvent.change(select(rules, 'Отменить или перенести можно не позднее чем за'), { target: { value: '0' } });
    fireEvent.change(select(rules, 'Сколько раз можно перенести запись'), { target: { value: 'none' } });
    fireEvent.click(rules.getByRole('button', { name: 'Сохранить правила' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ telegram_id: USER.id, cancel_cutoff_hours: 0, max_moves: null });
  });

  it("the server's refusal lands under its field and the choice stays", async () => {
    refuse = { message: 'Выберите срок из списка', field: 'body.cancel_cutoff_hours' };
    const rules = await openRules();
    fireEvent.change(select(rules, 'Отменить или перенести можно не позднее чем за'), { target: { value: '6' } });
    fireEvent.click(rules.getByRole('button', { name: 'Сохранить правила' }));
    const message = await rules.findByText('Выберите срок из списка');
    expect(message.id).toBe('cr-cutoff-error');
    expect(select(rules, 'Отменить или перенести можно не позднее чем за').value).toBe('6');
  });
});
