import { ProgressBar } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AsyncView, ItemList, WidgetFrame, useAsyncData } from 'shared/standalone';
import { ListCard } from '../../components/list-card';
import { PaperListItem } from '../../components/paper-list-item';
import { percentText } from '../../components/format';
import styles from './exam-overview.module.css';

function Overview() {
  const { t } = useTranslation();
  const home = useAsyncData(
    (signal) => api.get('/api/exam/home', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AsyncView state={home} onRetry={home.reload} compact>
      {(data) => {
        const total = data.banks.reduce((s, b) => s + b.question_count, 0);
        const practised = data.banks.reduce((s, b) => s + b.practised_count, 0);
        return (
          <div className={styles.overview}>
            <p className={styles.progressText}>
              {t('exam.widget.progress', {
                practised,
                total,
                accuracy: percentText(data.accuracy),
              })}
            </p>
            <ProgressBar
              percent={total ? (practised / total) * 100 : 0}
              className={styles.progress}
            />
            {data.upcoming.length === 0 ? (
              <p className={styles.none}>{t('exam.widget.noExams')}</p>
            ) : (
              <ListCard flat>
                <ItemList items={data.upcoming}>
                  {(paper) => <PaperListItem paper={paper} flat />}
                </ItemList>
              </ListCard>
            )}
          </div>
        );
      }}
    </AsyncView>
  );
}

/** Home widget, joined users: practice progress and the exams still to take. */
export default function ExamOverviewWidget() {
  return (
    <WidgetFrame title="exam.widget.title" moreTo={PATHS.exam.index}>
      <Overview />
    </WidgetFrame>
  );
}
