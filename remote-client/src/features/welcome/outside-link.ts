import { openLink } from '@booking/platform';

/**
 * Anchor props for a link that leaves the app in a new tab: a real href (readable, middle-click),
 * and a click that opens it the platform's way (inside Telegram, its in-app browser or Telegram itself).
 */
export function outsideLink(url: string) {
  const absolute = new URL(url, window.location.origin).toString();
  return {
    href: absolute,
    target: '_blank',
    rel: 'noopener noreferrer',
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      openLink(absolute);
    },
  };
}
