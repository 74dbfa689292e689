import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useClosingConfirmation } from '@booking/platform';
import { texts } from '../../shared/texts';
import { placeServerError } from '../../shared/server-error.lib';
import { FormFooter } from '../../shared/form-footer.ui';
import { SelectField } from '../../shared/select-field.ui';
import { CUTOFF_CHOICES, ChangeRulesFormSchema, MOVES_CHOICES, type ChangeRulesFormOutput, type ChangeRulesFormValues } from './change-rules.lib';

export interface ChangeRulesFormProps {
  defaultValues: ChangeRulesFormValues;
  /** Saves the rules; a rejection with a {@link ServerFieldError} is shown under its field or above the button. */
  onSubmit: (values: ChangeRulesFormOutput) => Promise<void>;
}

const FIELDS = ['cancel_cutoff_hours', 'max_moves'] as const;

/** 'Правила отмены и переноса': the cut-off before the start and how many moves a client has. */
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
      setError(...placeServerError(error, FIELDS, texts.saveFailed));
    }
  });

  return (
    <form className="bk-form" noValidate onSubmit={submit} aria-labelledby="cr-title" data-testid="change-rules-form">
      <h2 id="cr-title">{texts.changeRulesTitle}</h2>
      <SelectField id="cr-cutoff" label={texts.fieldCutoff} error={errors.cancel_cutoff_hours?.message} field={register('cancel_cutoff_hours')} options={CUTOFF_CHOICES} />
      <SelectField id="cr-moves" label={texts.fieldMaxMoves} error={errors.max_moves?.message} field={register('max_moves')} options={MOVES_CHOICES} />
      <FormFooter serverError={errors.root?.server?.message} busy={isSubmitting} label={texts.saveRules} busyLabel={texts.saving} />
    </form>
  );
}
