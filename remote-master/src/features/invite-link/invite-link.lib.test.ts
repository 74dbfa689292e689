import { describe, expect, it } from 'vitest';
import { inviteLink, maxInviteLink, telegramShareUrl } from './invite-link.lib';

describe('invite link (docs/product.md, Identity and start-up)', () => {
  it("opens the bot's Mini App with the worker uuid as the start parameter", () => {
    const uuid = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
    expect(inviteLink('@booking_demo_bot', uuid)).toBe(`https://t.me/booking_demo_bot?startapp=${uuid}`);
  });

  it('refuses a malformed bot name or uuid instead of making a dead link', () => {
    expect(() => inviteLink('', 'abc')).toThrow(/bot username/);
    expect(() => inviteLink('bot name', 'abc')).toThrow(/bot username/);
    expect(() => inviteLink('demo_bot', 'a/b')).toThrow(/uuid/);
  });

  it("shares through Telegram's share link with the link and text encoded", () => {
    expect(telegramShareUrl('https://t.me/b?startapp=x', 'Запись')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Ft.me%2Fb%3Fstartapp%3Dx&text=%D0%97%D0%B0%D0%BF%D0%B8%D1%81%D1%8C',
    );
  });

  it("opens the MAX bot's mini app the same way, and refuses a malformed name", () => {
    const uuid = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
    expect(maxInviteLink('booking_demo_bot', uuid)).toBe(`https://max.ru/booking_demo_bot?startapp=${uuid}`);
    expect(() => maxInviteLink('bad name', uuid)).toThrow(/bot name/);
  });
});
