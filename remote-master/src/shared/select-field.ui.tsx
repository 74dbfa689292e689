import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldA11y } from './form-field.ui';

export interface SelectFieldProps {
  id: string;
  label: string;
  error?: string;
  /** What react-hook-form's `register(name)` returns for the field. */
  field: UseFormRegisterReturn;
  /** The choices as [value, label] pairs, in the order shown. */
  options: readonly (readonly [string | number, string])[];
  /** Shown but not changeable (the form keeps its value: react-hook-form's own `disabled` would drop it). */
  disabled?: boolean;
}

/** A labelled `<select>` of a cabinet form, with its error under it (the service and the rules forms). */
export function SelectField({ id, label, error, field, options, disabled }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <select {...fieldA11y(id, error)} {...field} disabled={disabled}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}
