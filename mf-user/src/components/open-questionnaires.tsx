import { Tag } from 'shared/ui-kit';
import { ContentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { Section, useAsyncData } from 'shared/standalone';
import { CardList } from './card-list';
import { LinkItem } from './link-item';
import { RowIcon } from './row-icon';

/** Questionnaires still open that I have not answered; nothing at all when there are none. */
export function OpenQuestionnaires() {
  const { t } = useTranslation();
  const list = useAsyncData(
    (signal) =>
      api.get('/api/questionnaires', {
        query: { page: 1, pageSize: 5 },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  if (list.status !== 'success') return null;
  const open = list.data.list.filter((q) => q.open && !q.submitted);
  if (open.length === 0) return null;
  return (
    <Section title={t('user.mine.questionnaires')}>
      <CardList>
        {open.map((q) => (
          <LinkItem
            key={q.id}
            to={`${PATHS.user.questionnaire}?id=${q.id}`}
            prefix={
              <RowIcon>
                <ContentOutline />
              </RowIcon>
            }
            extra={
              q.points_reward ? (
                <Tag color="primary" fill="outline">
                  {t('user.questionnaire.reward', { points: q.points_reward })}
                </Tag>
              ) : null
            }
          >
            {q.title}
          </LinkItem>
        ))}
      </CardList>
    </Section>
  );
}
