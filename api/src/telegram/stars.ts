import type { Bot } from 'grammy';
import type { StarsGateway } from '../services/subscriptions.service';

/** Telegram Stars through the bot: invoice links, refunds and the renewal of Stars subscriptions. */
export function starsGateway(bot: Bot): StarsGateway {
  return {
    createInvoiceLink: (invoice) =>
      bot.api.createInvoiceLink(
        invoice.title,
        invoice.description,
        invoice.payload,
        '', // Stars need no payment provider.
        'XTR',
        [{ label: invoice.title, amount: invoice.amount }],
        invoice.subscriptionPeriod === null ? {} : { subscription_period: invoice.subscriptionPeriod },
      ),
    refund: async (userId, chargeId) => {
      await bot.api.refundStarPayment(userId, chargeId);
    },
    setRenewalCanceled: async (userId, chargeId, canceled) => {
      await bot.api.editUserStarSubscription(userId, chargeId, canceled);
    },
  };
}
