import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The masters' shop keys at rest: AES-256-GCM under PAYMENTS_ENCRYPTION_KEY (config.ts), so a copy
 * of the database (a backup, a leaked dump) holds no usable key. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the worker's id is bound in as associated data, so a
 * sealed key moved to another master's row does not open.
 */
const VERSION = 'v1';

export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text, or null when it was sealed with another key, for another context, or altered. */
export function open(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
