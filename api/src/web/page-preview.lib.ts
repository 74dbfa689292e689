/**
 * A link's card in the page's head: Open Graph (VK, WhatsApp, MAX, Telegram read it) and Twitter's
 * card. Every value is text people typed (a master's title, a description), so each is escaped for
 * an HTML attribute and kept to one line.
 */
export interface PreviewTags {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

const attr = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The description as cards show it: one line, at most 200 characters. */
const short = (value: string) => (value.length > 200 ? `${value.slice(0, 199).trimEnd()}…` : value);

export function previewTags(p: PreviewTags): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', p.title],
    ['property', 'og:description', short(p.description)],
    ['property', 'og:url', p.url],
    ...(p.image ? ([['property', 'og:image', p.image]] as [string, string, string][]) : []),
    ['name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', p.title],
    ['name', 'twitter:description', short(p.description)],
    ...(p.image ? ([['name', 'twitter:image', p.image]] as [string, string, string][]) : []),
  ];
  return tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${attr(value)}">`).join('');
}
