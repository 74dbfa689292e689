/** The one ellipsis character truncated labels end with. */
export const ELLIPSIS = '…';

/** `text` cut to `max` characters plus '…' when longer; unchanged otherwise. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : text;
}

/** Address labels are cut at 30 characters (docs/product.md, Constants). */
export const truncateAddress = (address: string) => truncate(address, 30);

/** List item titles are cut at 40 characters (docs/product.md, Constants). */
export const truncateTitle = (title: string) => truncate(title, 40);

/** A service title longer than 40 characters is cut to 35 plus '…' (show the full title as a tooltip) (docs/product.md, Constants). */
export const truncateServiceTitle = (title: string) => (Array.from(title).length > 40 ? truncate(title, 35) : title);
