// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { sessionStore, shareLink } from '@booking/platform';
import { InviteLink } from './invite-link.ui';

vi.mock('@booking/platform', async (importOriginal) => ({ ...(await importOriginal<typeof import('@booking/platform')>()), shareLink: vi.fn(async () => true) }));

const UUID = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';

afterEach(() => {
  cleanup();
  sessionStore.getState().setContainer(null);
  vi.mocked(shareLink).mockClear();
});

const value = (id: string) => (screen.getByTestId(id) as HTMLInputElement).value;

describe("the master's links for clients", () => {
  it('offers the MAX link beside the Telegram and the browser link', () => {
    render(<InviteLink workerUuid={UUID} />);
    expect(value('invite-link')).toBe(`https://t.me/booking_demo_bot?startapp=${UUID}`);
    expect(value('max-link')).toBe(`https://max.ru/booking_demo_bot?startapp=${UUID}`);
    expect(value('web-link')).toBe(`${window.location.origin}/m/${UUID}`);
    // Outside MAX there is no MAX sheet to share through.
    expect(screen.queryByRole('button', { name: 'Поделиться в MAX' })).toBeNull();
  });

  it("inside MAX, shares the MAX link through MAX's sheet, and gives it to the buttons beside", async () => {
    sessionStore.getState().setContainer('max');
    const given: string[] = [];
    render(<InviteLink workerUuid={UUID}>{(link) => void given.push(link)}</InviteLink>);
    fireEvent.click(screen.getByRole('button', { name: 'Поделиться в MAX' }));
    await vi.waitFor(() => expect(shareLink).toHaveBeenCalledWith(`https://max.ru/booking_demo_bot?startapp=${UUID}`, 'Записывайтесь ко мне онлайн'));
    expect(given.at(-1)).toBe(`https://max.ru/booking_demo_bot?startapp=${UUID}`);
  });
});
