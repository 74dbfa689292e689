import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormField, fieldA11y, useClosingConfirmation } from '@booking/platform';
import { texts } from '../../shared/texts';
import type { ServerFieldError } from '../../shared/server-error.lib';
import { FormFooter } from '../../shared/form-footer.ui';
import { CUTOFF_CHOICES, ChangeRulesFormSchema, MOVES_CHOICES, type ChangeRulesFormOutput, type ChangeRulesFormValues } from './change-rules.lib';

export interface ChangeRulesFormProps {
  defaultValues: ChangeRulesFormValues;
  /** Saves the rules; a rejection with a {@link ServerFieldError} is shown under its field or above the button. */
  onSubmit: (values: ChangeRulesFormOutput) => Promise<void>;
}

const FIELDS = ['cancel_cutoff_hours', 'max_moves'] as const;

/** 'Правила отмены и переноса' (issue 41): the cut-off before the start and how many moves a client has. */
export function ChangeRulesForm({ defaultValues, onSubmit }: ChangeRulesFormProps) {
  const { register, handleSubmit, setError, formState, getValues, reset } = useForm<ChangeRulesFormValues, unknown, ChangeRulesFormOutput>({
    defaultValues,
    resolver: valibotResolver(ChangeRulesFormSchema),
  });
  const { errors, isSubmitting, isDirty } = formState;
  useClosingConfirmation(isDirty);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset(getValues(), { keepValues: true });
    } catch (error) {
      const e = error as ServerFieldError;
      const field = FIELDS.find((f) => f === e.field);
      setError(field ?? 'root.server', { type: 'server', message: e.message || texts.saveFailed });
    }
  });

  return (
    <form className="bk-form" noValidate onSubmit={submit} aria-labelledby="cr-title" data-testid="change-rules-form">
      <h2 id="cr-title">{texts.changeRulesTitle}</h2>
      <FormField id="cr-cutoff" label={texts.fieldCutoff} error={errors.cancel_cutoff_hours?.message}>
        <select {...fieldA11y('cr-cutoff', errors.cancel_cutoff_hours?.message)} {...register('cancel_cutoff_hours')}>
          {CUTOFF_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="cr-moves" label={texts.fieldMaxMoves} error={errors.max_moves?.message}>
        <select {...fieldA11y('cr-moves', errors.max_moves?.message)} {...register('max_moves')}>
          {MOVES_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormFooter serverError={errors.root?.server?.message} busy={isSubmitting} label={texts.saveRules} busyLabel={texts.saving} />
    </form>
  );
}
