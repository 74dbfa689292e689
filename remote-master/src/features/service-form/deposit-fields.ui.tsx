import type { UseFormRegisterReturn } from 'react-hook-form';
import { depositOf, type DepositType } from '@booking/contracts/schemas';
import { formatPrice } from '@booking/platform';
import { depositTexts as t } from '../../entities/deposit/deposit.texts';
import { FormField, fieldA11y } from '../../shared/form-field.ui';
import { SelectField } from '../../shared/select-field.ui';
import { DEPOSIT_TYPE_OPTIONS, digitsOnly } from './service-form.lib';

/** Whether the master's ЮKassa shop is connected; 'unknown' while it is read (or could not be). */
export type ShopState = 'connected' | 'not-connected' | 'unknown';

export interface DepositFieldsProps {
  shop: ShopState;
  type: DepositType;
  value: string;
  price: string;
  error?: string;
  typeField: UseFormRegisterReturn;
  valueField: UseFormRegisterReturn;
  /** The way to the profile's 'Приём оплаты', shown while the shop is not connected. */
  paymentSettings?: { href: string; onOpen: () => void };
}

/** 'Предоплата' of the service form: none, a sum or a percent of the price, and what the client pays. */
export function DepositFields({ shop, type, value, price, error, typeField, valueField, paymentSettings }: DepositFieldsProps) {
  const locked = shop !== 'connected';
  const sum = /^\d+$/.test(value) && /^\d+$/.test(price) ? depositOf(Number(price), type, Number(value)) : 0;
  return (
    <div role="group" aria-labelledby="sf-deposit-type" data-testid="deposit-fields">
      <SelectField id="sf-deposit-type" label={t.depositTitle} field={typeField} options={DEPOSIT_TYPE_OPTIONS} disabled={locked} />
      {type !== 'none' && (
        <FormField
          id="sf-deposit-value"
          label={type === 'percent' ? t.depositValuePercent : t.depositValueFixed}
          error={error}
          hint={sum > 0 && !error ? <span data-testid="deposit-sum">{t.depositSum(formatPrice(sum))}</span> : undefined}
        >
          <input
            inputMode="numeric"
            autoComplete="off"
            disabled={locked}
            {...fieldA11y('sf-deposit-value', error)}
            {...valueField}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value);
              return valueField.onChange(e);
            }}
          />
        </FormField>
      )}
      {shop === 'not-connected' && (
        <p className="bk-hint" data-testid="deposit-needs-shop">
          {t.depositNeedsShop}
          {paymentSettings && (
            <>
              {' '}
              <a
                className="bk-link"
                href={paymentSettings.href}
                onClick={(e) => {
                  e.preventDefault();
                  paymentSettings.onOpen();
                }}
              >
                {t.depositToProfile}
              </a>
            </>
          )}
        </p>
      )}
    </div>
  );
}
