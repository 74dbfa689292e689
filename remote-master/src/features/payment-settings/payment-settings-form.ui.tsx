import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { depositTexts as t } from '../../entities/deposit/deposit.texts';
import { FormField, fieldA11y } from '../../shared/form-field.ui';
import { FormFooter } from '../../shared/form-footer.ui';
import { placeServerError } from '../../shared/server-error.lib';
import { PaymentSettingsFormSchema, type PaymentSettingsFormOutput, type PaymentSettingsFormValues } from './payment-settings.lib';

export interface PaymentSettingsFormProps {
  defaultValues: PaymentSettingsFormValues;
  /** Connects the shop; a rejection with a {@link ServerFieldError} is shown under its field or above the button, the input kept. */
  onSubmit: (values: PaymentSettingsFormOutput) => Promise<void>;
}

const FIELDS = ['shop_id', 'secret_key', 'receipts'] as const;

/** The shop's id, its secret key and whether it issues receipts; 'Подключить' has the server check them with ЮKassa. */
export function PaymentSettingsForm({ defaultValues, onSubmit }: PaymentSettingsFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<PaymentSettingsFormValues, unknown, PaymentSettingsFormOutput>({
    defaultValues,
    resolver: valibotResolver(PaymentSettingsFormSchema),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setError(...placeServerError(error, FIELDS, t.connectFailed));
    }
  });

  return (
    <form className="bk-form" noValidate onSubmit={submit} data-testid="payment-settings-form">
      <FormField id="ps-shop-id" label={t.shopId} error={errors.shop_id?.message}>
        <input inputMode="numeric" autoComplete="off" {...fieldA11y('ps-shop-id', errors.shop_id?.message)} {...register('shop_id')} />
      </FormField>
      <FormField id="ps-secret-key" label={t.secretKey} error={errors.secret_key?.message}>
        {/* The shop's key, not the master's password: no password manager should offer or keep it. */}
        <input type="password" autoComplete="off" spellCheck={false} {...fieldA11y('ps-secret-key', errors.secret_key?.message)} {...register('secret_key')} />
      </FormField>
      <label className="bk-reach__switch">
        <input type="checkbox" role="switch" {...register('receipts')} />
        <span>{t.receipts}</span>
      </label>
      <FormFooter serverError={errors.root?.server?.message} busy={isSubmitting} label={t.connect} busyLabel={t.connecting} />
    </form>
  );
}
