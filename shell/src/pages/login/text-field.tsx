import { Input, type InputProps, type InputRef } from 'shared/ui-kit-forms';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './text-field.module.css';

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, announced, and tied to the input (aria-describedby). */
  error?: string | undefined;
  /** Beside the input (e.g. the "Send code" button). */
  extra?: ReactNode;
} & Pick<
  InputProps,
  'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'placeholder' | 'disabled' | 'name'
>;

/** A labelled antd-mobile input with its validation message underneath. */
export function TextField({ id, label, error, extra, ...inputProps }: TextFieldProps) {
  const ref = useRef<InputRef>(null);
  const errorId = `${id}-error`;
  // antd-mobile's Input does not forward these two attributes; set them on its <input>.
  useEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorId);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }, [error, errorId]);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <Input ref={ref} id={id} clearable className={styles.input} {...inputProps} />
        {extra}
      </div>
      {error && (
        <div id={errorId} role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}

/** A message for the whole form (the server refused), above its button. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.formError}>
      {children}
    </div>
  );
}
