import { useEffect } from 'react';
import { useIMask } from 'react-imask';
import { PHONE_MASK, PHONE_PLACEHOLDER } from './phone-mask.lib';

interface PhoneInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  a11y: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/** The phone field with the spec's mask `+7 (___) ___-__-__` (imask keeps the caret and paste right). */
export function PhoneInput({ value, onChange, onBlur, a11y }: PhoneInputProps) {
  const { ref, setValue, value: masked } = useIMask<HTMLInputElement>({ mask: PHONE_MASK }, { onAccept: (v) => onChange(v) });
  // The form may reset the value (prefill after load): show it through the mask.
  useEffect(() => {
    if (value !== masked) setValue(value);
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  return <input ref={ref} type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} onBlur={onBlur} {...a11y} />;
}
