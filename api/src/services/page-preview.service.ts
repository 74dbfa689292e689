import type { Language } from '@booking/contracts/schemas';
import type { Database } from '../db/database';
import * as places from '../db/queries/places.queries';
import * as businesses from '../db/queries/businesses.queries';
import * as workers from '../db/queries/workers.queries';
import { DOCUMENT_TEXTS } from '../domain/documents';

/**
 * What a link pasted into VK, WhatsApp, MAX or Telegram shows as its card (Open Graph and Twitter
 * card tags in the page, web/page-preview.lib.ts): a master's welcome page (where the master's
 * short link `/m/{uuid}` leads), a place and a business. Only what their public reads show (no
 * person's ids), and only with a public origin, which every address in the card is built from.
 */
export interface PagePreview {
  title: string;
  description: string;
  /** An absolute https/http address of the avatar; null when there is none. */
  image: string | null;
  url: string;
}

const WELCOME = /^\/welcome\/(\d{1,9})\/(\d{1,9})$/;
const PLACE = /^\/place\/(\d{1,9})$/;
const BUSINESS = /^\/business\/(\d{1,9})$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An avatar as an absolute address: one of ours (a path) on the public origin, another site's as it is. */
function imageOf(avatar: unknown, origin: string): string | null {
  const value = text(avatar);
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : null;
}

/** The card of the page at `pathname`, or null for a page that has none (or when there is no public origin). */
export async function pagePreview(db: Database, publicOrigin: string | null, pathname: string, language: Language): Promise<PagePreview | null> {
  if (!publicOrigin) return null;
  const fallback = DOCUMENT_TEXTS[language].card.invitation;
  const url = `${publicOrigin}${pathname}`;
  let m = WELCOME.exec(pathname);
  if (m) {
    const worker = await workers.findWorker(db, Number(m[2]));
    if (!worker || !text(worker.title)) return null;
    return { title: text(worker.title), description: text(worker.description) || fallback, image: imageOf(worker.avatar, publicOrigin), url };
  }
  m = PLACE.exec(pathname);
  if (m) {
    const place = await places.findPlace(db, Number(m[1]));
    if (!place || !text(place.name)) return null;
    return { title: text(place.name), description: text(place.address) || fallback, image: imageOf(place.avatar, publicOrigin), url };
  }
  m = BUSINESS.exec(pathname);
  if (m) {
    const business = await businesses.findBusiness(db, Number(m[1]));
    if (!business || !text(business.name)) return null;
    return { title: text(business.name), description: text(business.description) || fallback, image: imageOf(business.avatar, publicOrigin), url };
  }
  return null;
}
