import { SearchBar } from 'shared/ui-kit';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './search-field.module.css';

export type SearchFieldProps = {
  /** The search's name (the search landmark and the field). */
  label: string;
  placeholder: string;
  defaultValue?: string;
  onSearch: (value: string) => void;
  onChange?: (value: string) => void;
  onClear?: () => void;
  /** The field's value was refused; `errorId` names the message saying why. */
  invalid?: boolean;
  errorId?: string;
};

/**
 * antd-mobile's SearchBar with a clear button of its own: the library's clear icon is a bare div
 * carrying an aria-label (not allowed there, and not reachable by keyboard), and its aria props go
 * to the wrapper instead of the field. Here the clear is a real button, and the field itself
 * carries its name and its invalid state.
 */
export function SearchField({
  label,
  placeholder,
  defaultValue = '',
  onSearch,
  onChange,
  onClear,
  invalid = false,
  errorId,
}: SearchFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  const bar = useRef<ComponentRef<typeof SearchBar>>(null);

  useEffect(() => {
    const input = bar.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-label', label);
    input.setAttribute('aria-invalid', String(invalid));
    if (invalid && errorId) input.setAttribute('aria-describedby', errorId);
    else input.removeAttribute('aria-describedby');
  }, [label, invalid, errorId]);

  const clear = () => {
    setValue('');
    onChange?.('');
    onClear?.();
    bar.current?.focus();
  };

  return (
    <div role="search" aria-label={label} className={styles.field}>
      <SearchBar
        ref={bar}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        placeholder={placeholder}
        clearable={false}
        onSearch={onSearch}
      />
      {value ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('common.clearKeyword')}
          onClick={clear}
        >
          <CloseCircleFill aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
