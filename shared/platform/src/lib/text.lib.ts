/** The one ellipsis character truncated labels end with. */
export const ELLIPSIS = '…';

/** `text` cut to `max` characters plus '…' when longer; unchanged otherwise. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : text;
}

/** Spec section 9: address labels are cut at 30 characters. */
export const truncateAddress = (address: string) => truncate(address, 30);

/** Spec section 9: list item titles are cut at 40 characters. */
export const truncateTitle = (title: string) => truncate(title, 40);

/** Spec section 9: a service title longer than 40 characters is cut to 35 plus '…' (show the full title as a tooltip). */
export const truncateServiceTitle = (title: string) => (Array.from(title).length > 40 ? truncate(title, 35) : title);
