import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, ItemList, PagedView, usePagedData } from 'shared/standalone';
import { ChapterPractice } from '../components/chapter-practice';
import { commentPath } from '../components/exam-paths';
import { ListCard } from '../components/list-card';
import { QuestionRow } from '../components/question-row';
import { SingleQuestion } from '../components/single-question';
import { positiveInt } from '../components/search-params';
import { TextLink } from '../components/text-link';
import styles from './questions-page.module.css';

const PAGE_SIZE = 20;

/**
 * Selected questions picked by the trainers, by chapter, to practise as a set; `?id=` (a search
 * result) shows that question first.
 */
export default function QuestionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chapterId = positiveInt(params.get('chapterId'));
  const questionId = positiveInt(params.get('id'));
  const featured = usePagedData(
    (page, signal) =>
      api.get('/api/exam/featured', {
        query: { page, pageSize: PAGE_SIZE, ...(chapterId ? { chapter_id: chapterId } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [chapterId],
  );
  const chapters = featured.firstPage?.chapters ?? [];
  return (
    <AreaPage title="page.exam.questions">
      {questionId !== undefined ? (
        <div className={styles.searched}>
          <SingleQuestion id={questionId} />
        </div>
      ) : null}
      <ChapterPractice
        chapters={chapters}
        chapterId={chapterId}
        total={featured.status === 'success' ? featured.total : undefined}
        mode="featured"
        label={(count) => t('exam.questions.practise', { count })}
      >
        <PagedView paged={featured}>
          {(items) => (
            <ListCard>
              <ItemList items={items}>
                {(q) => (
                  <QuestionRow
                    question={q}
                    aside={
                      <TextLink quiet to={commentPath(q.id)} icon={<MessageOutline />}>
                        {t('page.exam.comment')}
                      </TextLink>
                    }
                  />
                )}
              </ItemList>
            </ListCard>
          )}
        </PagedView>
      </ChapterPractice>
    </AreaPage>
  );
}
