import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { ActionBar, AreaPage, ItemList, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { commentPath, exercisePath } from '../components/exam-paths';
import { FavouriteButton } from '../components/favourite-button';
import { LinkButton } from '../components/link-button';
import { ListCard } from '../components/list-card';
import { QuestionRow } from '../components/question-row';
import { TextLink } from '../components/text-link';

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
      <PagedView paged={favourites} empty={<EmptyState title={t('exam.collect.empty')} />}>
        {(items) => (
          <ListCard>
            <ItemList items={items}>
              {(f) => (
                <QuestionRow question={f.question}>
                  <TimeAgo seconds={f.favourited_at} />
                  <TextLink quiet to={commentPath(f.id)} icon={<MessageOutline />}>
                    {t('page.exam.comment')}
                  </TextLink>
                  <FavouriteButton questionId={f.id} initial quiet />
                </QuestionRow>
              )}
            </ItemList>
          </ListCard>
        )}
      </PagedView>
      {favourites.status === 'success' && favourites.total > 0 ? (
        <ActionBar>
          <LinkButton to={exercisePath({ mode: 'favourites' })} color="primary">
            {t('exam.collect.practise')}
          </LinkButton>
        </ActionBar>
      ) : null}
    </AreaPage>
  );
}
