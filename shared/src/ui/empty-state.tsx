import {
  BillOutline,
  CouponOutline,
  EnvironmentOutline,
  FileOutline,
  SearchOutline,
  ShopbagOutline,
} from 'antd-mobile-icons';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBlock } from './status-block';

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

/** One picture per kind. */
const PICTURES: Record<EmptyStateKind, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  data: FileOutline,
  coupon: CouponOutline,
  cart: ShopbagOutline,
  address: EnvironmentOutline,
  search: SearchOutline,
  invoiceTitle: BillOutline,
};

export type EmptyStateProps = {
  kind?: EmptyStateKind;
  /**
   * The page's own sentence for what is missing ("No task today."), said once in place of the
   * kind's generic text, rather than under it.
   */
  title?: ReactNode;
  /** A second line under the title. */
  description?: ReactNode;
  /** An action under the texts (e.g. a button to add an address). */
  children?: ReactNode;
};

export function EmptyState({ kind = 'data', title, description, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <StatusBlock
      Picture={PICTURES[kind]}
      title={title ?? t(`empty.${kind}`)}
      description={description}
    >
      {children}
    </StatusBlock>
  );
}
