import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, currentLanguage } from './language';

// An entry of its own ('@booking/platform/page-links'), bundled by the screens that link to such
// pages (the welcome pages), so no cold start carries it; the page's language it reads is the
// page's one whatever the copy of language.ts (language.ts keeps it on the page's global object).

/**
 * A link of this app to a page it opens in another tab, in the page's language: a path of this
 * site gets `?lang=en` when the page is not in Russian; another site's address stays as it is.
 */
export function inPageLanguage(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || currentLanguage() === DEFAULT_LANGUAGE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${currentLanguage()}`;
}
