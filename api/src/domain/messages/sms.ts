/**
 * A booking message as an SMS: the message's own words (the same catalogues as the bot's), every
 * control character but its line breaks dropped (a name typed elsewhere cannot break the message), and
 * the address where the person opens the booking (its own link, services/outbox-runner.ts), when the
 * deployment has a public origin.
 */
export function smsText(text: string, address: string | null): string {
  const clean = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim();
  return address ? `${clean}\n${address}` : clean;
}
