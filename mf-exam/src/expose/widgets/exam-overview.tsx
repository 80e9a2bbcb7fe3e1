import { ProgressBar } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AsyncView, WidgetFrame, useAsyncData } from 'shared/standalone';
import { PaperListItem } from '../../components/paper-list-item';
import { percentText } from '../../components/format';

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
          <div style={{ padding: '0 12px 8px' }}>
            <p style={{ margin: '4px 0', fontSize: 13, color: '#666666' }}>
              {t('exam.widget.progress', {
                practised,
                total,
                accuracy: percentText(data.accuracy),
              })}
            </p>
            <ProgressBar percent={total ? (practised / total) * 100 : 0} />
            {data.upcoming.length === 0 ? (
              <p style={{ fontSize: 13, color: '#999999', margin: '8px 0 0' }}>
                {t('exam.widget.noExams')}
              </p>
            ) : (
              data.upcoming.map((paper) => <PaperListItem key={paper.id} paper={paper} flat />)
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
