import { Input, type InputProps, type InputRef } from 'shared/ui-kit-forms';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

const fieldStyle: CSSProperties = { padding: '10px 0', borderBottom: '1px solid #eeeeee' };
const labelStyle: CSSProperties = { display: 'block', fontSize: 13, color: '#666666' };
const rowStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 };
const errorStyle: CSSProperties = { marginTop: 4, fontSize: 12, color: '#ff3141' };

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
    <div style={fieldStyle}>
      <label htmlFor={id} style={labelStyle}>
        {label}
      </label>
      <div style={rowStyle}>
        <Input
          ref={ref}
          id={id}
          clearable
          style={{ flex: 1, '--font-size': '15px' }}
          {...inputProps}
        />
        {extra}
      </div>
      {error && (
        <div id={errorId} role="alert" style={errorStyle}>
          {error}
        </div>
      )}
    </div>
  );
}

/** A message for the whole form (the server refused), above its button. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" style={{ ...errorStyle, marginTop: 12, fontSize: 13 }}>
      {children}
    </div>
  );
}
