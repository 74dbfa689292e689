import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/config';
import { logSender } from '../../../src/sms/sms';
import { useApp } from '../../helper';

const APP = { 'x-booking-app': '1' };

describe('web sign-in’s settings', () => {
  it('is on with an SMS.ru key or in demo mode, off otherwise; SMS_COUNTRIES lists dialling codes', () => {
    expect(loadConfig({ BOT_TOKEN: 't', SMS_RU_API_ID: 'k' }).webSignIn).toBe(true);
    expect(loadConfig({}).webSignIn).toBe(true); // no BOT_TOKEN: demo mode
    expect(loadConfig({ BOT_TOKEN: 't' }).webSignIn).toBe(false);
    expect(loadConfig({ BOT_TOKEN: 't' }).smsCountries).toEqual(['7']);
    expect(loadConfig({ BOT_TOKEN: 't', SMS_COUNTRIES: '+7, 375' }).smsCountries).toEqual(['7', '375']);
    expect(() => loadConfig({ BOT_TOKEN: 't', SMS_COUNTRIES: '7,abc' })).toThrow(/SMS_COUNTRIES/);
    expect(loadConfig({ BOT_TOKEN: 't' }).smsApiRoot).toBe('https://sms.ru');
  });

  it('says at start-up when sign-in by phone is off, and never logs a code then', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadConfig({ BOT_TOKEN: 't' });
    expect(warn.mock.calls.flat().join('\n')).toContain('sign-in by phone is off');
    warn.mockRestore();
  });

  it('writes a demo code to the log, marked as not sent', async () => {
    const lines: string[] = [];
    await logSender((l) => lines.push(l)).send('79991234567', '123456 — код');
    expect(lines).toEqual(['[demo SMS, not sent] to +79991234567: 123456 — код']);
  });
});

describe('with web sign-in off', () => {
  const ctx = useApp({ webSignIn: false, demo: false });

  it('refuses a code and a sign-in, saying so, and /me says it is off', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: APP, payload: { name: 'Вера', phone: '+7 999 123-45-67' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'auth.web_sign_in_off', message: 'Вход по телефону здесь выключен. Откройте приложение в Telegram.' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: APP, payload: { phone: '+79991234567', code: '123456' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/me' })).json()).toEqual({ person: null, web_sign_in: false, demo: false });
    expect((await ctx.db.query('SELECT 1 FROM sign_in_codes')).rows).toHaveLength(0);
  });
});

describe('with SMS_COUNTRIES listing more', () => {
  const ctx = useApp({ rateLimitPerMinute: 0, smsCountries: ['7', '375'] }, { sms: true });

  it('texts a Belarusian number too', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: APP, payload: { name: 'Вера', phone: '+375 29 123-45-67' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.sms.lastTo('375291234567')).toBeDefined();
  });
});

describe('behind a trusted balancer that speaks HTTPS', () => {
  const ctx = useApp({ rateLimitPerMinute: 0, trustProxy: ['127.0.0.1'] }, { sms: true });

  it('marks the session cookie Secure, as the balancer’s X-Forwarded-Proto says; from anyone else the header is not believed', async () => {
    const phone = '79995557777';
    await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: APP, payload: { name: 'Вера', phone } });
    const code = /^(\d{6}) /.exec(ctx.sms.lastTo(phone)!.text)![1]!;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { ...APP, 'x-forwarded-proto': 'https' }, payload: { phone, code } });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', remoteAddress: '10.0.0.9', headers: { ...APP, 'x-forwarded-proto': 'https' } });
    expect(String(other.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
