// Subscribes the MAX bot's webhook (run once per deployment, with the internet):
//   MAX_BOT_TOKEN=… MAX_WEBHOOK_SECRET=… npm run max:set-webhook -- https://booking.example.com
// MAX then delivers updates to https://booking.example.com/api/max/webhook with the secret in
// X-Max-Bot-Api-Secret. MAX_API_ROOT points it at another Bot API server. MAX's API is served with a
// certificate of the Russian Ministry of Digital Development's CA: Node needs it in NODE_EXTRA_CA_CERTS.
import { MAX_UPDATE_TYPES } from '@booking/contracts/schemas';
import { loadConfig } from '../src/config';
import { createMaxBot } from '../src/max/max-bot';

const config = loadConfig();
const base = process.argv.slice(2).find((a) => a !== '--');
if (!base || !/^https:\/\/[^/]+/.test(base)) {
  console.error('usage: npm run max:set-webhook -- https://your.public.host   (MAX calls webhooks over HTTPS only, with a certificate that is not self-signed)');
  process.exit(2);
}
if (!config.maxBotToken || !config.maxWebhookSecret) {
  console.error('MAX_BOT_TOKEN and MAX_WEBHOOK_SECRET must both be set: the webhook route is off without them.');
  process.exit(2);
}
const url = `${base.replace(/\/+$/, '')}/api/max/webhook`;
const bot = createMaxBot({ maxBotToken: config.maxBotToken, maxApiRoot: config.maxApiRoot });
await bot.api.subscribe(url, config.maxWebhookSecret, [...MAX_UPDATE_TYPES]);
const subscriptions = await bot.api.getSubscriptions();
console.log(`MAX webhook subscribed: ${subscriptions.map((s) => s.url).join(', ')}`);
