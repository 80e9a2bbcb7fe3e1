import { ErrorBlock } from 'shared/ui-kit-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 2: the six empty states. */
export const EMPTY_STATE_KINDS = [
  'data',
  'coupon',
  'cart',
  'address',
  'search',
  'invoiceTitle',
] as const;
export type EmptyStateKind = (typeof EMPTY_STATE_KINDS)[number];

export type EmptyStateProps = {
  kind?: EmptyStateKind;
  /** A second line under the kind's text. */
  description?: ReactNode;
  /** An action under the texts (e.g. a button to add an address). */
  children?: ReactNode;
};

export function EmptyState({ kind = 'data', description, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="empty" title={t(`empty.${kind}`)} description={description ?? null}>
      {children}
    </ErrorBlock>
  );
}
