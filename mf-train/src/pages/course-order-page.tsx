import { Button, List } from 'shared/ui-kit';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CROSS_AREA_LINKS, PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  errorText,
  joinMeta,
  MediaRow,
  PageNote,
  Section,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { ActionBar, MainAction } from '../components/action-bar';
import { coursePath } from '../components/course-card';
import { MissingId } from '../components/missing-id';
import { Notice } from '../components/notice';
import styles from './course-order-page.module.css';

type Course = ContractData<'get', '/api/courses/{id}'>;

export const paymentPath = CROSS_AREA_LINKS.cashier;

function OrderSummary({ course }: { course: Course }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (course.owned)
    return (
      <Notice Picture={CheckCircleOutline} title={t('train.order.owned')}>
        <Button
          color="primary"
          onClick={() => navigate(`${PATHS.train.courseCourse}?id=${course.id}`)}
        >
          {t('train.order.toCourse')}
        </Button>
      </Notice>
    );
  const submit = () => {
    setBusy(true);
    setRefusal(null);
    api
      .post('/api/courses/{id}/order', { path: { id: course.id }, loading: false, toast: false })
      .then(
        (order) => navigate(paymentPath(order.id)),
        (error: unknown) => {
          setBusy(false);
          setRefusal(errorText(error, (key, options) => t(key, options)));
        },
      );
  };
  return (
    <>
      <Section title={t('train.order.course')}>
        <MediaRow
          to={coursePath(course.id)}
          cover={course.cover}
          title={course.title}
          meta={joinMeta([
            course.lecturer?.name,
            t('train.course.lessons', { count: course.lesson_count }),
          ])}
        />
      </Section>
      <Section title={t('train.order.summary')}>
        <List className={styles.summary}>
          <List.Item extra={`¥${course.price}`}>{t('train.order.price')}</List.Item>
          <List.Item extra={<strong className={styles.total}>{`¥${course.price}`}</strong>}>
            {t('train.order.total')}
          </List.Item>
        </List>
      </Section>
      <PageNote>{t('train.order.note')}</PageNote>
      <ActionBar>
        <MainAction refusal={refusal}>
          <Button block color="primary" loading={busy} onClick={submit}>
            {course.pending_order_id !== null
              ? t('train.order.continuePay')
              : t('train.order.submit')}
          </Button>
        </MainAction>
      </ActionBar>
    </>
  );
}

function OrderLoader({ id }: { id: number }) {
  const course = useAsyncData(
    (signal) =>
      api.get('/api/courses/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={course} onRetry={course.reload}>
      {(data) => <OrderSummary course={data} />}
    </AsyncView>
  );
}

/** /pagesTrain/course/order?id=: the order summary of a paid course, then the cashier. */
export default function CourseOrderPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.train.courseOrder">
      {id !== undefined ? <OrderLoader key={id} id={id} /> : <MissingId />}
    </AreaPage>
  );
}
