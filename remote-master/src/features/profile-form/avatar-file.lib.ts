import { texts } from '../../shared/texts';

/** Only these pictures are accepted; the server checks the bytes again (docs/product.md, Form rules). */
export const AVATAR_ACCEPT = '.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif';
/** The upload limit the server enforces (5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarCheck = { ok: true } | { ok: false; ignore: true } | { ok: false; ignore: false; message: string };

/**
 * Whether a picked file can become the avatar: other types are ignored (docs/product.md, Form rules: the pick
 * simply does not take), a picture over 5 MB is refused with a message the user can act on.
 */
export function checkAvatarFile(file: Pick<File, 'name' | 'size'>): AvatarCheck {
  if (!/\.(jpe?g|png|gif)$/i.test(file.name)) return { ok: false, ignore: true };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, ignore: false, message: texts.avatarTooBig };
  return { ok: true };
}
