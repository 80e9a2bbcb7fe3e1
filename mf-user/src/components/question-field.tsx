import { Space } from 'shared/ui-kit';
import { Checkbox, Radio, TextArea } from 'shared/ui-kit-forms';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';

export type Question = ContractData<'get', '/api/questionnaires/{id}'>['questions'][number];

/** One question's input, by type; the answer is always a list of strings (the API's shape). */
export function QuestionField({
  question,
  value,
  onChange,
  disabled,
}: {
  question: Question;
  value: readonly string[];
  onChange: (answer: string[]) => void;
  disabled: boolean;
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
          <Space direction="vertical">
            {question.options.map((option) => (
              <Radio key={option} value={option}>
                {option}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          value={[...value]}
          onChange={(v) => onChange(v.map(String))}
          disabled={disabled}
        >
          <Space direction="vertical">
            {question.options.map((option) => (
              <Checkbox key={option} value={option}>
                {option}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case 'rating':
      // Radio buttons rather than a star slider: they work with a keyboard and a screen reader.
      return (
        <Radio.Group
          value={value[0] ?? null}
          onChange={(v) => onChange([String(v)])}
          disabled={disabled}
        >
          <Space wrap aria-label={t('user.questionnaire.rating')}>
            {(question.options.length ? question.options : ['1', '2', '3', '4', '5']).map(
              (option) => (
                <Radio
                  key={option}
                  value={option}
                  aria-label={t('user.questionnaire.stars', { count: Number(option) })}
                >
                  {'★'.repeat(Number(option)) || option}
                </Radio>
              ),
            )}
          </Space>
        </Radio.Group>
      );
    case 'text':
      return (
        <TextArea
          value={value[0] ?? ''}
          onChange={(v) => onChange(v ? [v] : [])}
          maxLength={140}
          showCount
          rows={3}
          disabled={disabled}
          placeholder={t('user.questionnaire.textPlaceholder')}
        />
      );
  }
}
