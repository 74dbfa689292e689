import { texts } from '../../entities/client/clients.texts';

interface BlockSwitchProps {
  blocked: boolean;
  busy: boolean;
  onChange: (blocked: boolean) => void;
}

/** 'Заблокировать': a switch with what it means for the client under it. */
export function BlockSwitch({ blocked, busy, onChange }: BlockSwitchProps) {
  return (
    <div className="bk-card bk-client-block">
      <label className="bk-switch">
        <span className="bk-switch__label">{texts.block}</span>
        <input
          type="checkbox"
          role="switch"
          checked={blocked}
          aria-checked={blocked}
          aria-busy={busy || undefined}
          aria-describedby="client-block-hint"
          onChange={(e) => {
            // Kept focusable while the change is saved (disabling would drop the keyboard's focus).
            if (!busy) onChange(e.target.checked);
          }}
        />
        <span className="bk-switch__track" aria-hidden="true" />
      </label>
      <p id="client-block-hint" className="bk-hint" data-testid="block-state">
        {blocked ? texts.blockedHint : texts.notBlockedHint}
      </p>
    </div>
  );
}
