import { uiTexts } from './ui.texts';
import { noticeStore, useNotices } from './notice.store';

/** Renders the current notices; one host per React root (each remote has its own root). */
export function NoticeHost() {
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="bk-notices" aria-live="assertive">
      {notices.map((n) => (
        <div key={n.id} role={n.tone === 'error' ? 'alert' : 'status'} className={`bk-notice bk-notice--${n.tone}`}>
          <strong>{n.title}</strong>
          <span>{n.message}</span>
          <button type="button" className="bk-link" aria-label={uiTexts.close} onClick={() => noticeStore.getState().dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
