/** Image types an avatar may have (docs/product.md, Form rules: jpeg, jpg, png, gif), known by their first bytes. */
const SIGNATURES: { ext: 'jpg' | 'png' | 'gif'; mime: string; bytes: number[] }[] = [
  { ext: 'jpg', mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { ext: 'png', mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'gif', mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { ext: 'gif', mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/**
 * The image type by content. A name or a Content-Type header is whatever the sender says; the
 * magic bytes are what a browser will actually decode, so they decide.
 */
export function sniffImage(head: Buffer): { ext: 'jpg' | 'png' | 'gif'; mime: string } | null {
  const hit = SIGNATURES.find((s) => head.length >= s.bytes.length && s.bytes.every((b, i) => head[i] === b));
  return hit ? { ext: hit.ext, mime: hit.mime } : null;
}

export const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
