import { Button, Dialog } from 'shared/ui-kit';
import { DeleteOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, ItemList, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { commentPath } from '../components/exam-paths';
import { ListCard } from '../components/list-card';
import styles from './student-notes-page.module.css';

const PAGE_SIZE = 20;

/** The caller's own comments on questions, newest first, each linking to its question's comments. */
export default function StudentNotesPage() {
  const { t } = useTranslation();
  const [deleted, setDeleted] = useState<readonly number[]>([]);
  const comments = usePagedData(
    (page, signal) =>
      api.get('/api/exam/comments/mine', {
        query: { page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  const handleDelete = (id: number) => {
    void Dialog.confirm({
      content: t('exam.notes.deleteConfirm'),
      confirmText: t('exam.notes.delete'),
      cancelText: t('exam.common.cancel'),
      onConfirm: async () => {
        await api.delete('/api/exam/comments/{id}', { path: { id } });
        setDeleted((current) => [...current, id]);
      },
    });
  };
  return (
    <AreaPage title="page.exam.studentNotes">
      <PagedView paged={comments} empty={<EmptyState title={t('exam.notes.empty')} />}>
        {(items) => (
          <ListCard>
            <ItemList items={items.filter((c) => !deleted.includes(c.id))}>
              {(c) => (
                // All of them are the reader's own: no avatar and name on every row.
                <div className={styles.item}>
                  <p className={styles.text}>{c.body}</p>
                  <Link to={commentPath(c.question.id)} className={styles.question}>
                    <span className={styles.stem}>{c.question.stem}</span>
                    <RightOutline aria-hidden className={styles.arrow} />
                  </Link>
                  <div className={styles.footer}>
                    <TimeAgo seconds={c.created_at} />
                    <Button
                      size="mini"
                      fill="none"
                      color="danger"
                      className={styles.deleteButton}
                      onClick={() => handleDelete(c.id)}
                    >
                      <span className={styles.delete}>
                        <DeleteOutline aria-hidden />
                        {t('exam.notes.delete')}
                      </span>
                    </Button>
                  </div>
                </div>
              )}
            </ItemList>
          </ListCard>
        )}
      </PagedView>
    </AreaPage>
  );
}
