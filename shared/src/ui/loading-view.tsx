import { SpinLoading } from 'shared/ui-kit-core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const viewStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  minHeight: 240,
  color: '#999999',
  fontSize: 14,
};

/** The page-area loading view: a spinner and "Loading…", announced to screen readers. */
export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={viewStyle}>
      <SpinLoading color="primary" aria-hidden />
      <span>{t('page.loading')}</span>
    </div>
  );
}
