import { Button, Dialog } from 'shared/ui-kit';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, ItemList, PagedView, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { answerText } from '../components/answer-text';
import { ChapterPractice } from '../components/chapter-practice';
import { ListCard } from '../components/list-card';
import { QuestionRow } from '../components/question-row';
import { positiveInt } from '../components/search-params';
import styles from './mistakes-page.module.css';

const PAGE_SIZE = 20;

/** The wrong-answer set by chapter: redo them, or take one out by hand. */
export default function MistakesPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const chapterId = positiveInt(params.get('chapterId'));
  const [removed, setRemoved] = useState<readonly number[]>([]);
  const mistakes = usePagedData(
    (page, signal) =>
      api.get('/api/exam/mistakes', {
        query: { page, pageSize: PAGE_SIZE, ...(chapterId ? { chapter_id: chapterId } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [chapterId],
  );
  const chapters = mistakes.firstPage?.chapters ?? [];

  const handleRemove = (questionId: number) => {
    void Dialog.confirm({
      content: t('exam.mistakes.removeConfirm'),
      confirmText: t('exam.mistakes.remove'),
      cancelText: t('exam.common.cancel'),
      onConfirm: async () => {
        await api.delete('/api/exam/mistakes/{id}', { path: { id: questionId } });
        setRemoved((current) => [...current, questionId]);
      },
    });
  };

  const judgeOptions = [
    { key: 'T', text: t('exam.judge.true') },
    { key: 'F', text: t('exam.judge.false') },
  ];
  const visible = mistakes.items.filter((m) => !removed.includes(m.id));
  return (
    <AreaPage title="page.exam.mistakes">
      <ChapterPractice
        chapters={chapters}
        chapterId={chapterId}
        total={mistakes.status === 'success' ? mistakes.total : undefined}
        mode="mistakes"
        label={(count) => t('exam.mistakes.redo', { count })}
      >
        {/* How a question leaves the set: said over a set to work through, not over an empty one. */}
        {mistakes.status === 'success' && mistakes.total === 0 ? null : (
          <p className={styles.rule}>
            <InformationCircleOutline aria-hidden className={styles.ruleIcon} />
            <span>{t('exam.mistakes.rule')}</span>
          </p>
        )}
        <PagedView paged={mistakes} empty={<EmptyState title={t('exam.mistakes.empty')} />}>
          {() => (
            <ListCard>
              <ItemList items={visible}>
                {(m) => (
                  <QuestionRow question={m.question}>
                    <span className={styles.wrong}>
                      {t('exam.mistakes.wrongTimes', { count: m.wrong_count })}
                    </span>
                    <span>
                      {t('exam.mistakes.lastAnswer', {
                        answer: answerText(
                          { type: m.question.type, options: judgeOptions },
                          m.last_answer,
                          i18n.language,
                        ),
                      })}
                    </span>
                    {m.right_streak > 0 ? (
                      <span className={styles.streak}>
                        {t('exam.mistakes.streak', { count: m.right_streak })}
                      </span>
                    ) : null}
                    <Button size="mini" onClick={() => handleRemove(m.id)}>
                      {t('exam.mistakes.remove')}
                    </Button>
                  </QuestionRow>
                )}
              </ItemList>
            </ListCard>
          )}
        </PagedView>
      </ChapterPractice>
    </AreaPage>
  );
}
