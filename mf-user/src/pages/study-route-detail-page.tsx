import { Button, Steps, Toast } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { CheckCircleFill, LockOutline } from 'antd-mobile-icons';
import { MissingId } from '../components/missing-id';
import { Panel } from '../components/panel';
import styles from './study-route-detail-page.module.css';

type Route = ContractData<'get', '/api/study-routes/{id}'>;
type Step = Route['steps'][number];

const targetPath = (step: Step): string =>
  ({
    course: `${PATHS.train.courseCourse}?id=${step.target_id}`,
    paper: `${PATHS.exam.answer}?id=${step.target_id}`,
    material: `${PATHS.content.publicMaterial}?id=${step.target_id}`,
  })[step.kind];

function StepActions({
  route,
  step,
  onChange,
}: {
  route: Route;
  step: Step;
  onChange: (route: Route) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!route.joined || !step.unlocked) return null;
  const markRead = async () => {
    setBusy(true);
    try {
      onChange(
        await api.post('/api/study-routes/{id}/steps/{stepId}/complete', {
          path: { id: route.id, stepId: step.id },
        }),
      );
      Toast.show({ content: t('user.studyRoute.stageDone') });
    } catch {
      // Toasted by the request client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.stepActions}>
      <Link to={targetPath(step)}>
        <Button size="mini" color="primary" fill="outline">
          {t(`user.studyRoute.open.${step.kind}`)}
        </Button>
      </Link>
      {step.kind === 'material' && !step.done ? (
        <Button size="mini" color="primary" loading={busy} onClick={() => void markRead()}>
          {t('user.studyRoute.markRead')}
        </Button>
      ) : null}
    </div>
  );
}

function RouteView({ id }: { id: number }) {
  const { t } = useTranslation();
  const loaded = useAsyncData(
    (signal) =>
      api.get('/api/study-routes/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  const [fresh, setFresh] = useState<Route | null>(null);
  const [joining, setJoining] = useState(false);
  const join = async () => {
    setJoining(true);
    try {
      setFresh(await api.post('/api/study-routes/{id}/join', { path: { id } }));
    } catch {
      // Toasted by the request client.
    } finally {
      setJoining(false);
    }
  };
  return (
    <AsyncView state={loaded} onRetry={loaded.reload}>
      {(data) => {
        const route = fresh ?? data;
        const current = route.steps.findIndex((s) => !s.done);
        return (
          <>
            <Panel>
              <h2 className={styles.title}>{route.title}</h2>
              <p className={styles.summary}>{route.summary}</p>
              <div className={styles.meta}>
                {t('user.studyRoute.stages', { done: route.done_count, total: route.step_count })} ·{' '}
                {t('user.studyRoute.learners', { count: route.member_count })}
              </div>
              {!route.joined ? (
                <div className={styles.start}>
                  <Button block color="primary" loading={joining} onClick={() => void join()}>
                    {t('user.studyRoute.start')}
                  </Button>
                </div>
              ) : null}
            </Panel>
            <Panel>
              <Steps
                className={styles.steps}
                direction="vertical"
                current={current === -1 ? route.steps.length : current}
              >
                {route.steps.map((step) => (
                  <Steps.Step
                    key={step.id}
                    status={step.done ? 'finish' : step.unlocked ? 'process' : 'wait'}
                    // A done stage has a tick, the one to do now the brand dot, locked ones grey.
                    {...(step.done
                      ? { icon: <CheckCircleFill aria-label={t('user.studyRoute.stageDone')} /> }
                      : {})}
                    title={
                      <span className={styles.stepTitle}>
                        {step.title}
                        {!step.unlocked && !step.done ? (
                          <LockOutline
                            role="img"
                            aria-label={t('user.studyRoute.locked')}
                            className={styles.lock}
                          />
                        ) : null}
                      </span>
                    }
                    description={
                      <>
                        {/* Kind, the course or exam by name unless the stage is named after it,
                            and what the stage is for: one line of facts. */}
                        <div>
                          {[
                            t(`user.studyRoute.kind.${step.kind}`),
                            ...(step.target_title && step.target_title !== step.title
                              ? [step.target_title]
                              : []),
                            ...(step.description ? [step.description] : []),
                          ].join(' · ')}
                        </div>
                        {!step.unlocked && !step.done ? (
                          <div>{t('user.studyRoute.unlockHint')}</div>
                        ) : null}
                        <StepActions route={route} step={step} onChange={setFresh} />
                      </>
                    }
                  />
                ))}
              </Steps>
            </Panel>
          </>
        );
      }}
    </AsyncView>
  );
}

/** A learning path (?id=): its stages, each unlocked when the ones before it are done. */
export default function StudyRouteDetailPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.user.studyRouteDetail">
      {id === undefined ? <MissingId /> : <RouteView id={id} />}
    </AreaPage>
  );
}
