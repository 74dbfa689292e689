// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SelectedServicesPanel } from './selected-services-panel.ui';
import { SlotList, type OfferedSlot } from '@booking/platform/time-step';
import { TimezoneWarning } from './timezone-warning.ui';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const svc = (id: number) => ({
  id, worker_id: 1, category_id: 1, title: `Услуга ${id}`, description: null, price: 1000, slot_duration: 30, booking_deadline: 15, status: 'active' as const, place_id: 1,
});
const categories = [{ id: 1, name: 'Стрижки', worker_id: 1 }];

describe('chosen services panel', () => {
  it('is open with two services and can be collapsed', () => {
    render(<SelectedServicesPanel services={[svc(1), svc(2)]} categories={categories} />);
    const toggle = screen.getByRole('button', { name: 'Выбранные услуги' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('chosen-services').textContent).toContain('СтрижкиУслуга 1');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('chosen-services')).toBeNull();
  });

  it('starts collapsed with three', () => {
    render(<SelectedServicesPanel services={[svc(1), svc(2), svc(3)]} categories={categories} />);
    expect(screen.getByRole('button', { name: 'Выбранные услуги' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('slot list', () => {
  const slots: OfferedSlot[] = [
    { start: 600, end: 630, timeslotId: 1, timeStart: '10:00:00', label: '10:00 — 10:30' },
    { start: 630, end: 660, timeslotId: 1, timeStart: '10:30:00', label: '10:30 — 11:00' },
  ];
  it('marks the chosen range and reports taps', () => {
    const onToggle = vi.fn();
    render(<SlotList slots={slots} chosen={slots[1]!} onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: '10:30 — 11:00' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '10:00 — 10:30' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '10:00 — 10:30' }));
    expect(onToggle).toHaveBeenCalledWith(slots[0]);
  });

  it('says so when the day has no time', () => {
    render(<SlotList slots={[]} chosen={null} onToggle={() => undefined} />);
    expect(screen.getByText('Нет доступного времени на этот день')).toBeTruthy();
  });
});

describe('timezone warning', () => {
  const browserZone = (timeZone: string) =>
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);

  it('warns a client in Novosibirsk about a master in Moscow', () => {
    browserZone('Asia/Novosibirsk');
    render(<TimezoneWarning masterZone="Europe/Moscow" />);
    expect(screen.getByTestId('timezone-warning').textContent).toContain('Важно! Мастер находится в другом городе!');
    expect(screen.getByTestId('timezone-warning').textContent).toContain('−4 ч');
  });

  it('says nothing to a client in Moscow', () => {
    browserZone('Europe/Moscow');
    render(<TimezoneWarning masterZone="Europe/Moscow" />);
    expect(screen.queryByTestId('timezone-warning')).toBeNull();
  });
});
