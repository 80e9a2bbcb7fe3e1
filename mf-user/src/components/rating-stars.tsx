import { StarFill } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rating-stars.module.css';

export type RatingStarsProps = {
  /** The values to choose from, lowest first ("1" … "5"). */
  values: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  disabled: boolean;
  label: string;
};

/**
 * A star rating: a row of stars filled up to the chosen one. Each star is a radio of one group,
 * so it works with a keyboard (arrow keys) and a screen reader ("4 stars") as well as a tap.
 */
export function RatingStars({ values, value, onChange, disabled, label }: RatingStarsProps) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = value === null ? 0 : values.indexOf(value) + 1;
  return (
    <div role="radiogroup" aria-label={label} className={styles.stars}>
      {values.map((option, index) => (
        <label
          key={option}
          className={disabled ? `${styles.star} ${styles.disabled}` : styles.star}
        >
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled}
            aria-label={t('user.questionnaire.stars', { count: Number(option) || index + 1 })}
            onChange={() => onChange(option)}
          />
          <StarFill aria-hidden className={index < chosen ? styles.on : styles.off} />
        </label>
      ))}
    </div>
  );
}
