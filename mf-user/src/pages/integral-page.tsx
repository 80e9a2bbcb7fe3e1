import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { AreaPage, LinkList } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { useFreshUser } from '../components/use-fresh-user';

/** Points: my balance of points, and (to come with its API) how I earned and spent them. */
export default function IntegralPage() {
  const { t } = useTranslation();
  const { user, loggedIn } = useFreshUser();
  return (
    <AreaPage title="page.user.integral" about="user.integral.about">
      <div
        style={{
          margin: '0 12px',
          padding: 24,
          background: '#ffffff',
          borderRadius: 8,
          textAlign: 'center',
        }}
      >
        <div style={{ fontSize: 32, fontWeight: 600, color: '#ff801a' }} data-testid="points">
          {loggedIn && user.points !== undefined ? user.points : '--'}
        </div>
        <div style={{ fontSize: 13, color: '#999999' }}>{t('user.points')}</div>
      </div>
      <EmptyState />
      <LinkList links={[{ to: PATHS.user.sign, title: 'page.user.sign' }]} />
    </AreaPage>
  );
}
