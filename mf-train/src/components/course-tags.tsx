import { Tag } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import styles from './course-tags.module.css';

/** The "Required" badge of a required course (one look across the area). */
export function RequiredTag() {
  const { t } = useTranslation();
  return (
    <Tag color="primary" fill="outline">
      {t('train.course.required')}
    </Tag>
  );
}

/** A course's price: "Free", or the amount in the brand's text colour; at the row's end. */
export function PriceText({
  isFree,
  price,
  large = false,
}: {
  isFree: boolean;
  price: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const classes = [styles.price, isFree ? styles.free : '', large ? styles.large : '']
    .filter(Boolean)
    .join(' ');
  return <span className={classes}>{isFree ? t('train.course.free') : `¥${price}`}</span>;
}
