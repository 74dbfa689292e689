import type { WorkerDayBooking } from '@booking/contracts/schemas';
import { Avatar, Button, formatDuration, formatPrice, messengerChatUrl, openLink } from '@booking/platform';
import { texts } from '../../shared/texts';
import { AttendanceButtons, AttendanceMark } from './attendance-buttons.ui';
import { DepositLine } from '../../entities/deposit/deposit-line.ui';

/** 'HH:MM' of an 'HH:MM:SS' time. */
export const hhmm = (time: string) => time.slice(0, 5);

interface BusySlotCardProps {
  slot: WorkerDayBooking & { client_username?: string | null };
  busy: boolean;
  /** Name the booking's place: the master works at several. */
  showPlace?: boolean;
  onCancel: (slot: WorkerDayBooking) => void;
  /** Who came: given while the master may mark it (start passed, within 7 days). */
  attendance?: { busy: boolean; onMark: (value: WorkerDayBooking['attendance']) => void };
  /** 'Перенести': given while the master may move it (active, not started). */
  onMove?: () => void;
  /** The client's card, opened by tapping the client's name. */
  client?: { href: string; onOpen: () => void };
}

/** One client booking of the day (docs/product.md, Data: Booking). */
export function BusySlotCard({ slot, busy, showPlace = false, onCancel, attendance, onMove, client }: BusySlotCardProps) {
  const chat = slot.client_username ? safeChatUrl(slot.client_username) : null;
  return (
    <article className="bk-card bk-busy-slot" data-testid="busy-slot" data-booking-id={slot.booking_id}>
      <div className="bk-busy-slot__time">
        {hhmm(slot.time_start)} — {hhmm(slot.time_end)}
      </div>
      <div className="bk-busy-slot__client">
        <Avatar src={slot.client_avatar} name={slot.client_name} size={40} />
        <div>
          <strong data-testid="client-name">
            {client ? (
              <a
                href={client.href}
                className="bk-busy-slot__client-link"
                onClick={(e) => {
                  e.preventDefault();
                  client.onOpen();
                }}
              >
                {slot.client_name}
              </a>
            ) : (
              slot.client_name
            )}
          </strong>
          {slot.client_phone && (
            <a className="bk-busy-slot__chat bk-busy-slot__phone" href={`tel:+${slot.client_phone}`} data-testid="client-phone">
              +{slot.client_phone}
            </a>
          )}
          {chat && (
            <a
              className="bk-busy-slot__chat"
              href={chat}
              onClick={(e) => {
                e.preventDefault();
                openLink(chat);
              }}
            >
              {texts.writeClient}
            </a>
          )}
        </div>
      </div>
      {showPlace && (
        <div className="bk-busy-slot__place" data-testid="booking-place">
          {slot.place_name}
        </div>
      )}
      {slot.category_name && <div className="bk-hint">{slot.category_name}</div>}
      <div className="bk-busy-slot__service">{slot.service_title}</div>
      <div className="bk-busy-slot__meta">
        {formatPrice(slot.service_price)} · {formatDuration(slot.duration)}
      </div>
      {slot.deposit && <DepositLine deposit={slot.deposit} />}
      {attendance ? <AttendanceButtons value={slot.attendance} busy={attendance.busy} onMark={attendance.onMark} /> : <AttendanceMark value={slot.attendance} />}
      {onMove && (
        <Button variant="secondary" onClick={onMove}>
          {texts.moveBooking}
        </Button>
      )}
      {slot.can_cancel && (
        <Button variant="destructive" busy={busy} onClick={() => onCancel(slot)}>
          {texts.cancelBooking}
        </Button>
      )}
    </article>
  );
}

/** A username that does not make a valid chat link is simply not linked. */
function safeChatUrl(username: string): string | null {
  try {
    return messengerChatUrl(username);
  } catch {
    return null;
  }
}
