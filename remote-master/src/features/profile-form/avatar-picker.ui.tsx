import { useEffect, useState, type ChangeEvent } from 'react';
import { Avatar } from '@booking/platform';
import { texts } from '../../shared/texts';
import { AVATAR_ACCEPT, checkAvatarFile } from './avatar-file.lib';

interface AvatarPickerProps {
  /** The saved picture's URL (empty when none). */
  current: string | null;
  name: string;
  file: File | null;
  onPick: (file: File) => void;
}

/** The avatar with a preview of a freshly picked file; the upload happens when the form is saved. */
export function AvatarPicker({ current, name, file, onPick }: AvatarPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    const check = checkAvatarFile(picked);
    if (check.ok) {
      setError(null);
      onPick(picked);
    } else if (!check.ignore) setError(check.message);
  };

  return (
    <div className="bk-avatar-picker">
      <Avatar src={preview ?? current} name={name || '?'} size={72} />
      <div>
        <label className="bk-button bk-button--plain bk-avatar-picker__button">
          {texts.avatarPick}
          <input type="file" accept={AVATAR_ACCEPT} className="bk-visually-hidden" aria-label={texts.fieldAvatar} onChange={pick} />
        </label>
        <p className="bk-hint">{texts.avatarHint}</p>
        {error && (
          <p className="bk-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
