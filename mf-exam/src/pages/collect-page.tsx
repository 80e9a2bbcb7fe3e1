import { Button } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, ItemList, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { commentPath, exercisePath } from '../components/exam-paths';
import { FavouriteButton } from '../components/favourite-button';
import { QuestionRow } from '../components/question-row';

const PAGE_SIZE = 20;

/** Favourite questions, newest first: practise them, read their comments, or unfavourite. */
export default function CollectPage() {
  const { t } = useTranslation();
  const favourites = usePagedData(
    (page, signal) =>
      api.get('/api/exam/favourites', {
        query: { page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.exam.collect">
      {favourites.status === 'success' && favourites.total > 0 ? (
        <div style={{ padding: '0 16px 8px' }}>
          <Link to={exercisePath({ mode: 'favourites' })}>
            <Button block color="primary">
              {t('exam.collect.practise')}
            </Button>
          </Link>
        </div>
      ) : null}
      <PagedView paged={favourites} empty={<EmptyState description={t('exam.collect.empty')} />}>
        {(items) => (
          <ItemList items={items}>
            {(f) => (
              <QuestionRow question={f.question}>
                <span style={{ fontSize: 12, color: '#999999' }}>
                  <TimeAgo seconds={f.favourited_at} />
                </span>
                <Link to={commentPath(f.id)} style={{ fontSize: 13, color: '#ff801a' }}>
                  {t('page.exam.comment')}
                </Link>
                <span style={{ marginLeft: 'auto' }}>
                  <FavouriteButton questionId={f.id} initial />
                </span>
              </QuestionRow>
            )}
          </ItemList>
        )}
      </PagedView>
    </AreaPage>
  );
}
