// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { placeKeys, serviceKeys, servicesQuery, timetableKeys } from '@booking/platform';
import { useDeleteTimetableDay } from './schedule/schedule.api';
import { useCreateService } from './service/services.api';

// The master's own writes (this area's entities): what each sends and which queries it refreshes.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrapperOf = (qc: QueryClient) => ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;

describe("the master's writes", () => {
  it('creating a service refreshes every services query and nothing else', async () => {
    const qc = client();
    qc.setQueryData(servicesQuery({ workerId: 1 }).queryKey, []);
    qc.setQueryData(placeKeys.one(1), { id: 1 });
    const service = { id: 5, worker_id: 1, category_id: 1, title: 'Стрижка', description: null, price: 1500, slot_duration: 60, booking_deadline: 15, status: 'active', place_id: 1 };
    fetchMock.mockResolvedValue(json(service, 201));
    const { result } = renderHook(() => useCreateService(), { wrapper: wrapperOf(qc) });
    await act(() => result.current.mutateAsync({ worker_id: 1, category_id: 1, place_id: 1, title: 'Стрижка', price: 1500, slot_duration: 60, booking_deadline: 15, status: 'active' }));
    await waitFor(() => expect(qc.getQueryState(servicesQuery({ workerId: 1 }).queryKey)?.isInvalidated).toBe(true));
    expect(qc.getQueryState(placeKeys.one(1))?.isInvalidated).toBe(false);
    expect(servicesQuery({ workerId: 1 }).queryKey[0]).toBe(serviceKeys.all[0]);
  });

  it('deleting a day sends worker_id and date as query params (the server reads the query) and refreshes the schedule', async () => {
    const qc = client();
    qc.setQueryData(timetableKeys.dates(1), []);
    fetchMock.mockResolvedValue(json({ worker_id: 1, date: '2026-11-25', deleted: true }));
    const { result } = renderHook(() => useDeleteTimetableDay(), { wrapper: wrapperOf(qc) });
    await act(() => result.current.mutateAsync({ worker_id: 1, date: '2026-11-25' }));
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe('DELETE');
    expect(request.url).toMatch(/\/api\/timetable\/\?worker_id=1&date=2026-11-25$/);
    await waitFor(() => expect(qc.getQueryState(timetableKeys.dates(1))?.isInvalidated).toBe(true));
  });
});
