import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useClosingConfirmation } from '@booking/platform';
import { FormField, fieldA11y } from '../../shared/form-field.ui';
import type { Category } from '@booking/contracts/schemas';
import { texts } from '../../shared/texts';
import { placeServerError } from '../../shared/server-error.lib';
import { CategoryPicker } from './category-picker.ui';
import {
  DEADLINE_OPTIONS, DURATION_OPTIONS, STATUS_OPTIONS, digitsOnly, minutesLabel, serviceFormSchema,
  type ServiceFormOutput, type ServiceFormValues,
} from './service-form.lib';
import { DepositFields, type DepositFieldsProps, type ShopState } from './deposit-fields.ui';
import type { HintEvent } from './service-hints.lib';
import { FormFooter } from '../../shared/form-footer.ui';
import { SelectField } from '../../shared/select-field.ui';
import { choice } from '../../shared/choice';

// The labels are made when shown: the platform's words for durations may arrive after this module.
const DURATION_CHOICES = DURATION_OPTIONS.map((m) => choice(m, () => minutesLabel(m)));
const DEADLINE_CHOICES = DEADLINE_OPTIONS.map((m) => choice(m, () => minutesLabel(m)));

export interface ServiceFormProps {
  categories: Category[];
  defaultValues: ServiceFormValues;
  submitLabel: string;
  onCreateCategory: (name: string) => Promise<Category>;
  /** Saves the service; a rejection with a {@link ServerFieldError} is shown under its field or above the button. */
  onSubmit: (values: ServiceFormOutput) => Promise<void>;
  /** The user's steps, for the first-service hints. */
  onProgress?: (event: HintEvent) => void;
  /** Shown above the form (the current onboarding hint). */
  hint?: string | null;
  /** The master's shop: a deposit can be chosen only with one connected. */
  shop?: ShopState;
  /** The way to the profile's 'Приём оплаты', offered while the shop is not connected. */
  paymentSettings?: DepositFieldsProps['paymentSettings'];
}

const FIELDS = ['category_id', 'title', 'description', 'price', 'slot_duration', 'booking_deadline', 'status', 'deposit_type', 'deposit_value'] as const;

/** Create and edit a service (docs/product.md: Data, Form rules and Constants); nothing is sent while a field is invalid. */
export function ServiceForm({ categories, defaultValues, submitLabel, onCreateCategory, onSubmit, onProgress, hint, shop = 'unknown', paymentSettings }: ServiceFormProps) {
  const resolver = useMemo(() => valibotResolver(serviceFormSchema(shop === 'connected')), [shop]);
  const { register, control, handleSubmit, setError, watch, formState, getValues, reset } = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    defaultValues,
    resolver,
  });
  const { errors, isSubmitting, isDirty } = formState;
  // Inside Telegram, closing the app with unsaved changes asks first.
  useClosingConfirmation(isDirty);
  const [categoryId, title, price, depositType, depositValue] = watch(['category_id', 'title', 'price', 'deposit_type', 'deposit_value']);
  useEffect(() => void (categoryId && onProgress?.('category')), [categoryId, onProgress]);
  useEffect(() => void (title.trim() && onProgress?.('title')), [title, onProgress]);
  useEffect(() => void (price && onProgress?.('price')), [price, onProgress]);

  const submit = handleSubmit(async (values) => {
    onProgress?.('submit');
    try {
      await onSubmit(values);
      // Saved: what is in the form is now what the server has (no closing confirmation).
      reset(getValues(), { keepValues: true });
    } catch (error) {
      setError(...placeServerError(error, FIELDS, texts.serviceCreateFailed));
    }
  });
  const priceField = register('price');

  return (
    <form className="bk-form" noValidate onSubmit={submit}>
      {hint && (
        <p className="bk-hint-bubble" role="status">
          {hint}
        </p>
      )}
      <FormField id="sf-category" label={texts.fieldCategory} error={errors.category_id?.message}>
        <Controller
          control={control}
          name="category_id"
          render={({ field }) => (
            <CategoryPicker categories={categories} value={field.value} error={errors.category_id?.message} onChange={field.onChange} onCreate={onCreateCategory} />
          )}
        />
      </FormField>
      <FormField id="sf-title" label={texts.fieldTitle} error={errors.title?.message}>
        <input maxLength={200} {...fieldA11y('sf-title', errors.title?.message)} {...register('title')} />
      </FormField>
      <FormField id="sf-description" label={texts.fieldServiceDescription} error={errors.description?.message}>
        <textarea maxLength={2000} {...fieldA11y('sf-description', errors.description?.message)} {...register('description')} />
      </FormField>
      <FormField id="sf-price" label={texts.fieldPrice} error={errors.price?.message}>
        <input
          inputMode="numeric"
          autoComplete="off"
          {...fieldA11y('sf-price', errors.price?.message)}
          {...priceField}
          onChange={(e) => {
            e.target.value = digitsOnly(e.target.value);
            return priceField.onChange(e);
          }}
        />
      </FormField>
      <SelectField id="sf-duration" label={texts.fieldDuration} error={errors.slot_duration?.message} field={register('slot_duration')} options={DURATION_CHOICES} />
      <SelectField id="sf-deadline" label={texts.fieldDeadline} error={errors.booking_deadline?.message} field={register('booking_deadline')} options={DEADLINE_CHOICES} />
      <SelectField id="sf-status" label={texts.fieldStatus} error={errors.status?.message} field={register('status')} options={STATUS_OPTIONS} />
      <DepositFields
        shop={shop}
        type={depositType}
        value={depositValue}
        price={price}
        error={errors.deposit_value?.message}
        typeField={register('deposit_type')}
        valueField={register('deposit_value')}
        paymentSettings={paymentSettings}
      />
      <FormFooter serverError={errors.root?.server?.message} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
