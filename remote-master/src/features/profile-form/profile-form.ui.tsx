import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useClosingConfirmation } from '@booking/platform';
import { FormField, fieldA11y } from '../../shared/form-field.ui';
import { texts } from '../../shared/texts';
import { placeServerError } from '../../shared/server-error.lib';
import { AvatarPicker } from './avatar-picker.ui';
import { PhoneInput } from './phone-input.ui';
import { ProfileFormSchema, RULES_MAX, addressFor, type ProfileFormOutput, type ProfileFormValues } from './profile-form.lib';
import { FormFooter } from '../../shared/form-footer.ui';

export interface ProfileFormProps {
  defaultValues: ProfileFormValues;
  /** The saved avatar's URL, if any. */
  avatar: string | null;
  submitLabel: string;
  /** Saves the profile; a rejection with a {@link ServerFieldError} is shown under its field. */
  onSubmit: (values: ProfileFormOutput, avatarFile: File | null) => Promise<void>;
  /** Ask the Telegram username (inside Telegram only: a master in a plain browser may have none). Default true. */
  askUsername?: boolean;
}

const FIELDS: ReadonlyArray<Path<ProfileFormValues>> = [
  'worker_title', 'worker_description', 'place_address', 'place_contacts.phone', 'place_contacts.vk', 'place_contacts.website', 'tg_username', 'booking_rules_text',
];

/** The worker profile form (docs/product.md: Data and Form rules): nothing is sent while a field is invalid. */
export function ProfileForm({ defaultValues, avatar, submitLabel, onSubmit, askUsername = true }: ProfileFormProps) {
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const { register, control, handleSubmit, setValue, setError, watch, formState, getValues, reset } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    defaultValues,
    resolver: valibotResolver(ProfileFormSchema),
  });
  const { errors, isSubmitting, isDirty } = formState;
  // Inside Telegram, closing the app with unsaved changes asks first.
  useClosingConfirmation(isDirty);
  const online = watch('online');
  const rules = watch('booking_rules_text') ?? '';
  const name = watch('worker_title');

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values, avatarFile);
      // Saved: what is in the form is now what the server has (no closing confirmation).
      reset(getValues(), { keepValues: true });
    } catch (error) {
      setError(...placeServerError(error, FIELDS, texts.saveFailed));
    }
  });

  const toggleOnline = (checked: boolean) => {
    setValue('online', checked);
    // Leaving 'Онлайн' clears the field for a real address rather than keeping the word.
    setValue('place_address', addressFor(checked, ''), { shouldValidate: formState.isSubmitted });
  };
  const err = (m: { message?: string } | undefined) => m?.message;

  return (
    <form className="bk-form" noValidate onSubmit={submit}>
      <AvatarPicker current={avatar} name={name} file={avatarFile} onPick={setAvatarFile} />
      <FormField id="pf-title" label={texts.fieldName} error={err(errors.worker_title)}>
        <input autoComplete="name" {...fieldA11y('pf-title', err(errors.worker_title))} {...register('worker_title')} />
      </FormField>
      <FormField id="pf-description" label={texts.fieldDescription} error={err(errors.worker_description)}>
        <input {...fieldA11y('pf-description', err(errors.worker_description))} {...register('worker_description')} />
      </FormField>
      <FormField id="pf-address" label={texts.fieldAddress} error={err(errors.place_address)}>
        <input disabled={online} {...fieldA11y('pf-address', err(errors.place_address))} {...register('place_address')} />
        <label className="bk-check">
          <input type="checkbox" checked={online} onChange={(e) => toggleOnline(e.target.checked)} /> {texts.online}
        </label>
      </FormField>
      <FormField id="pf-phone" label={texts.fieldPhone} error={err(errors.place_contacts?.phone)}>
        <Controller
          control={control}
          name="place_contacts.phone"
          render={({ field }) => (
            <PhoneInput value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} a11y={fieldA11y('pf-phone', err(errors.place_contacts?.phone))} />
          )}
        />
      </FormField>
      <FormField id="pf-vk" label={texts.fieldVk} error={err(errors.place_contacts?.vk)}>
        <input type="url" inputMode="url" placeholder="https://vk.com/..." {...fieldA11y('pf-vk', err(errors.place_contacts?.vk))} {...register('place_contacts.vk')} />
      </FormField>
      <FormField id="pf-website" label={texts.fieldWebsite} error={err(errors.place_contacts?.website)}>
        <input type="url" inputMode="url" placeholder="https://" {...fieldA11y('pf-website', err(errors.place_contacts?.website))} {...register('place_contacts.website')} />
      </FormField>
      {askUsername && (
        <FormField id="pf-username" label={`${texts.fieldUsername} *`} error={err(errors.tg_username)}>
          <input autoCapitalize="off" placeholder="@username" {...fieldA11y('pf-username', err(errors.tg_username))} {...register('tg_username')} />
        </FormField>
      )}
      <FormField id="pf-rules" label={texts.fieldRules} error={err(errors.booking_rules_text)} hint={texts.counter(rules.length, RULES_MAX)}>
        <textarea maxLength={RULES_MAX} {...fieldA11y('pf-rules', err(errors.booking_rules_text))} {...register('booking_rules_text')} />
      </FormField>
      <FormFooter serverError={errors.root?.server?.message} busy={isSubmitting} label={submitLabel} busyLabel={texts.saving} />
    </form>
  );
}
