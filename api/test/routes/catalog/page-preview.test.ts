import { describe, expect, it } from 'vitest';
import { pagePreview } from '../../../src/services/page-preview.service';
import { useApp } from '../../helper';

const ctx = useApp();
const ORIGIN = 'https://booking.example.org';

describe('the link card of a public page', () => {
  it('a master’s welcome page: their title, description and avatar, on the public origin', async () => {
    await ctx.db.query("UPDATE workers SET avatar = '/api/files/abc.jpg' WHERE id = 1");
    expect(await pagePreview(ctx.db, ORIGIN, '/welcome/1/1', 'ru')).toEqual({
      title: 'Мария Иванова', description: 'Парикмахер-стилист, стрижки и окрашивание', image: `${ORIGIN}/api/files/abc.jpg`, url: `${ORIGIN}/welcome/1/1`,
    });
  });

  it('a place (its address) and a business; without a description, the invitation in the asked language', async () => {
    expect(await pagePreview(ctx.db, ORIGIN, '/place/1', 'ru')).toMatchObject({ title: 'Лайм на Тверской', description: 'Москва, Тверская ул., 12', image: null });
    expect(await pagePreview(ctx.db, ORIGIN, '/business/1', 'ru')).toMatchObject({ title: 'Студия «Лайм»', description: 'Салон красоты' });
    await ctx.db.query("UPDATE businesses SET description = NULL, avatar = 'https://cdn.example.org/b.png' WHERE id = 1");
    expect(await pagePreview(ctx.db, ORIGIN, '/business/1', 'en')).toMatchObject({ description: 'Book online: choose a service and a free time.', image: 'https://cdn.example.org/b.png' });
  });

  it('none for other pages, unknown ids, odd paths, and a deployment without a public origin', async () => {
    for (const p of ['/', '/bookings', '/welcome/1/999999', '/place/999999', '/business/0', '/welcome/1/1/x', '/place/1e3', '/welcome/99999999999/1']) {
      expect(await pagePreview(ctx.db, ORIGIN, p, 'ru'), p).toBeNull();
    }
    expect(await pagePreview(ctx.db, null, '/welcome/1/1', 'ru')).toBeNull();
  });
});
