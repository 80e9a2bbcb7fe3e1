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

/**
 * A course's price at the row's end, in the brand's text colour: "Free" or the amount (free is
 * a price, not an outcome, so it is not drawn in the success green).
 */
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
  const classes = [styles.price, large ? styles.large : ''].filter(Boolean).join(' ');
  return <span className={classes}>{isFree ? t('train.course.free') : `¥${price}`}</span>;
}
