// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { workerByTelegramQuery, workerQuery } from './workers.api';
import { servicesQuery } from './services.api';
import { placesQuery } from './places.api';

const worker = { id: 1, user_id: 42, business_id: 1, uuid: 'u', title: 'Мария', description: null, avatar: '', booking_rules_text: null, user: { username: 'maria', timezone: 'Europe/Moscow' } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('entity queries', () => {
  it("a worker's own profile lookup resolves to null on 404, and to the worker when there is one", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Worker not found' }, 404));
    await expect(client().fetchQuery(workerByTelegramQuery(42))).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json(worker));
    await expect(client().fetchQuery(workerByTelegramQuery(42))).resolves.toMatchObject({ id: 1, adjacent_slots_only: false });
    expect(String(fetchMock.mock.calls[1]![0].url)).toMatch(/\/api\/workers\/telegram\/42$/);
  });

  it('other failures still reject: a 404 of a worker page is not-found, a drifted answer is an error', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Worker not found' }, 404));
    await expect(client().fetchQuery(workerQuery(9))).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(json({ id: 'one' }));
    await expect(client().fetchQuery(workerQuery(9))).rejects.toThrow(/Unexpected response/);
  });
});

describe('lists the server answers in pages of 100', () => {
  const service = (id: number) => ({ id, worker_id: 1, category_id: 1, title: `Услуга ${id}`, description: null, price: 1000, slot_duration: 30, booking_deadline: 15, status: 'active', place_id: 1 });
  const place = (id: number) => ({ id, name: `Место ${id}`, address: 'Москва', avatar: '', business_id: 1, contacts: { phone: '', vk: null, website: null }, workers: [], gallery: [] });
  const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
  const urls = () => fetchMock.mock.calls.map((call) => String(call[0].url).replace(/^.*\/api\//, ''));

  it("a master's 250 services: the plain URL, then the next pages while a page is full", async () => {
    fetchMock.mockResolvedValueOnce(json(range(1, 100).map(service))).mockResolvedValueOnce(json(range(101, 100).map(service))).mockResolvedValueOnce(json(range(201, 50).map(service)));
    const list = await client().fetchQuery(servicesQuery({ workerId: 1 }));
    expect(list.map((s) => s.id)).toEqual(range(1, 250));
    expect(urls()).toEqual(['services/?worker_id=1', 'services/?worker_id=1&limit=100&offset=100', 'services/?worker_id=1&limit=100&offset=200']);
  });

  it('a short first page is the whole list: one request', async () => {
    fetchMock.mockResolvedValueOnce(json(range(1, 3).map(place)));
    expect(await client().fetchQuery(placesQuery())).toHaveLength(3);
    expect(urls()).toEqual(['places']);
  });

  it('exactly 100 places: a second, empty page ends it', async () => {
    fetchMock.mockResolvedValueOnce(json(range(1, 100).map(place))).mockResolvedValueOnce(json([]));
    expect(await client().fetchQuery(placesQuery(7))).toHaveLength(100);
    expect(urls()).toEqual(['places?business_id=7', 'places?business_id=7&limit=100&offset=100']);
  });

  it('stops after 10 pages whatever the server says', async () => {
    fetchMock.mockImplementation(async () => json(range(1, 100).map(place)));
    expect(await client().fetchQuery(placesQuery())).toHaveLength(1000);
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });
});
