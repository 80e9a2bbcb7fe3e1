import { List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { useAsyncData } from 'shared/standalone';

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
    <List header={t('user.mine.questionnaires')}>
      {open.map((q) => (
        <Link
          key={q.id}
          to={`${PATHS.user.questionnaire}?id=${q.id}`}
          style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
        >
          <List.Item
            arrowIcon
            description={
              q.points_reward ? t('user.questionnaire.reward', { points: q.points_reward }) : null
            }
          >
            {q.title}
          </List.Item>
        </Link>
      ))}
    </List>
  );
}
