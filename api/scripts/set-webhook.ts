// Registers the bot's webhook with Telegram (run once per deployment, with the internet):
//   BOT_TOKEN=… TELEGRAM_WEBHOOK_SECRET=… npm run bot:set-webhook -- https://booking.example.com
// Telegram then delivers updates to https://booking.example.com/api/telegram/webhook with the secret
// in X-Telegram-Bot-Api-Secret-Token. TELEGRAM_API_ROOT points it at another Bot API server.
import { loadConfig } from '../src/config';
import { createBot } from '../src/telegram/bot';

const config = loadConfig();
const base = process.argv.slice(2).find((a) => a !== '--');
if (!base || !/^https:\/\/[^/]+/.test(base)) {
  console.error('usage: npm run bot:set-webhook -- https://your.public.host   (Telegram calls webhooks over HTTPS only)');
  process.exit(2);
}
if (!config.telegramWebhookSecret) {
  console.error('TELEGRAM_WEBHOOK_SECRET is not set: the webhook route is off without it.');
  process.exit(2);
}
const url = `${base.replace(/\/+$/, '')}/api/telegram/webhook`;
const bot = createBot(config);
await bot.api.setWebhook(url, {
  secret_token: config.telegramWebhookSecret,
  // business_*: a master's own chats (Telegram Business); inline_query: the master's card, offered by `@bot` in any chat.
  allowed_updates: ['message', 'pre_checkout_query', 'business_connection', 'business_message', 'inline_query'],
  drop_pending_updates: false,
});
const info = await bot.api.getWebhookInfo();
console.log(`Webhook set: ${info.url} (pending updates: ${info.pending_update_count})`);
