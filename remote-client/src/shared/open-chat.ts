import { messengerChatUrl, notify, openLink } from '@booking/platform';
import { texts } from './texts';

/**
 * Opens the chat with `username`. A name that makes no valid messenger link (docs/product.md, Form rules: the
 * invalid URL error) is logged and told to the user, instead of throwing in the click handler.
 */
export function openChat(username: string): void {
  try {
    openLink(messengerChatUrl(username));
  } catch (error) {
    console.error(error);
    notify({ title: texts.cancelFailTitle, message: texts.chatLinkInvalid, tone: 'error' });
  }
}
