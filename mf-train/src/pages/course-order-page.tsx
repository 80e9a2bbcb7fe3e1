import { Button, Image, List } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CROSS_AREA_LINKS, PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  errorText,
  mediaUrl,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { ActionBar, MainAction } from '../components/action-bar';
import { MissingId } from '../components/missing-id';

type Course = ContractData<'get', '/api/courses/{id}'>;

export const paymentPath = CROSS_AREA_LINKS.cashier;

function OrderSummary({ course }: { course: Course }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (course.owned)
    return (
      <EmptyState description={t('train.order.owned')}>
        <Link to={`${PATHS.train.courseCourse}?id=${course.id}`}>{t('train.order.toCourse')}</Link>
      </EmptyState>
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
      <div style={{ display: 'flex', gap: 12, background: '#ffffff', padding: 16 }}>
        <Image
          src={mediaUrl(course.cover)}
          alt=""
          width={112}
          height={72}
          fit="cover"
          style={{ borderRadius: 4, flex: 'none' }}
        />
        <div>
          <h2 style={{ margin: 0, fontSize: 16 }}>{course.title}</h2>
          <div style={{ fontSize: 12, color: '#999999', marginTop: 6 }}>
            {course.lecturer ? `${course.lecturer.name} · ` : ''}
            {t('train.course.lessons', { count: course.lesson_count })}
          </div>
        </div>
      </div>
      <List header={t('train.order.summary')}>
        <List.Item extra={`¥${course.price}`}>{t('train.order.price')}</List.Item>
        <List.Item extra={<strong style={{ color: '#ff801a' }}>{`¥${course.price}`}</strong>}>
          {t('train.order.total')}
        </List.Item>
      </List>
      <p style={{ fontSize: 12, color: '#999999', padding: '0 16px' }}>{t('train.order.note')}</p>
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
