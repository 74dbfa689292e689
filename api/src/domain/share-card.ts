import { deepLinks } from '@booking/contracts';
import type { Language } from '@booking/contracts/schemas';
import { DOCUMENT_TEXTS } from './documents';

/**
 * The master's card as an inline message (Telegram's InlineQueryResultArticle), shared from
 * the app (savePreparedInlineMessage, then the app's shareMessage) or sent with `@bot` in any chat
 * (an inline query). Its photo shows as the message's large link preview and as the result's
 * thumbnail; its one button leads to the master's invite link.
 */
export interface CardWorker {
  id: number;
  uuid: string;
  title: string;
  description: string;
  avatar: string;
}

export interface InlineArticle {
  type: 'article';
  id: string;
  title: string;
  description: string;
  thumbnail_url?: string;
  input_message_content: { message_text: string; link_preview_options: { is_disabled: true } | { url: string; prefer_large_media: true; show_above_text: true } };
  reply_markup: { inline_keyboard: { text: string; url: string }[][] };
}

/** An absolute address of the master's photo: as stored when absolute, else on `origin`; null without either. */
export function photoUrl(avatar: string, origin: string | null): string | null {
  if (/^https?:\/\//.test(avatar)) return avatar;
  if (avatar.startsWith('/') && origin) return `${origin}${avatar}`;
  return null;
}

/** The card in `language` (the master's: they share it), their own title and description as written. */
export function masterCard(w: CardWorker, bot: string, origin: string | null, language: Language = 'ru'): InlineArticle {
  const photo = photoUrl(w.avatar, origin);
  const t = DOCUMENT_TEXTS[language].card;
  return {
    type: 'article',
    id: `master-${w.id}`,
    title: w.title,
    description: w.description,
    ...(photo ? { thumbnail_url: photo } : {}),
    input_message_content: {
      message_text: `${w.title}\n${w.description}\n\n${t.invitation}`,
      link_preview_options: photo ? { url: photo, prefer_large_media: true, show_above_text: true } : { is_disabled: true },
    },
    reply_markup: { inline_keyboard: [[{ text: t.book, url: deepLinks.inviteUrl(bot, w.uuid) }]] },
  };
}
