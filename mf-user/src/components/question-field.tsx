import { Checkbox, Radio, TextArea } from 'shared/ui-kit-forms';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { RatingStars } from './rating-stars';
import styles from './question-field.module.css';

export type Question = ContractData<'get', '/api/questionnaires/{id}'>['questions'][number];

const DEFAULT_RATING = ['1', '2', '3', '4', '5'];

/** The values a rating question offers (1-5 when the questionnaire names none). */
export const ratingValues = (question: Question): readonly string[] =>
  question.options.length ? question.options : DEFAULT_RATING;

/** One question's input, by type; the answer is always a list of strings (the API's shape). */
export function QuestionField({
  question,
  value,
  onChange,
  disabled,
  label,
}: {
  question: Question;
  value: readonly string[];
  onChange: (answer: string[]) => void;
  disabled: boolean;
  /** The question, naming its control for assistive technology. */
  label: string;
}) {
  const { t } = useTranslation();
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group
          value={value[0] ?? null}
          onChange={(v) => onChange([String(v)])}
          disabled={disabled}
        >
          <div role="radiogroup" aria-label={label} className={styles.options}>
            {question.options.map((option) => (
              <Radio key={option} value={option} block className={styles.option}>
                {option}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          value={[...value]}
          onChange={(v) => onChange(v.map(String))}
          disabled={disabled}
        >
          <div role="group" aria-label={label} className={`${styles.options} ${styles.several}`}>
            {question.options.map((option) => (
              <Checkbox key={option} value={option} block className={styles.option}>
                {option}
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
      );
    case 'rating':
      return (
        <RatingStars
          values={ratingValues(question)}
          value={value[0] ?? null}
          onChange={(v) => onChange([v])}
          disabled={disabled}
          label={label}
        />
      );
    case 'text':
      return (
        <div className={styles.text}>
          <TextArea
            value={value[0] ?? ''}
            onChange={(v) => onChange(v ? [v] : [])}
            maxLength={140}
            showCount
            rows={3}
            disabled={disabled}
            placeholder={t('user.questionnaire.textPlaceholder')}
          />
        </div>
      );
  }
}
