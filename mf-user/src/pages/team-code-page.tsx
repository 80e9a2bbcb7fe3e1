import { Button, Toast } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { currentPageUrl } from 'shared/platform';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, QrCodeImage, useAsyncData } from 'shared/standalone';
import { Panel } from '../components/panel';
import styles from './team-code-page.module.css';

type TeamCode = ContractData<'get', '/api/team/codes'>['list'][number];

/** The link a team's QR code holds: scanning it with any camera opens activation, code filled in. */
export const inviteLink = (code: string): string =>
  `${currentPageUrl().origin}${PATHS.user.bindInvite}?code=${code}`;

async function share(team: TeamCode, text: string, copied: string) {
  const url = inviteLink(team.invite_code);
  if (typeof navigator.share === 'function') {
    await navigator.share({ title: team.team.name, text, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(`${text} ${url}`);
    Toast.show({ content: copied });
  } catch {
    Toast.show({ content: url });
  }
}

function TeamCodeCard({ team }: { team: TeamCode }) {
  const { t } = useTranslation();
  const text = t('user.teamCode.shareText', { team: team.team.name, code: team.invite_code });
  return (
    <Panel as="section" centred aria-label={team.team.name}>
      <h2 className={styles.team}>{team.team.name}</h2>
      <p className={styles.meta}>
        {team.area.name} · {team.shop.name} ·{' '}
        {t('user.teamList.staffCount', { count: team.member_count })}
      </p>
      <div className={styles.qr}>
        <QrCodeImage
          text={inviteLink(team.invite_code)}
          label={t('user.teamCode.qrLabel', { team: team.team.name })}
        />
      </div>
      <p className={styles.codeLabel}>{t('user.teamCode.code')}</p>
      <div className={styles.code} data-testid="invite-code">
        {team.invite_code}
      </div>
      <Button
        color="primary"
        className={styles.share}
        onClick={() => void share(team, text, t('user.teamCode.copied'))}
      >
        {t('user.teamCode.share')}
      </Button>
    </Panel>
  );
}

/** My team's invite code and QR code (managers; area managers see every team of the area). */
export default function TeamCodePage() {
  const codes = useAsyncData(
    (signal) => api.get('/api/team/codes', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.user.teamCode">
      <AsyncView state={codes} onRetry={codes.reload} isEmpty={(d) => d.list.length === 0}>
        {({ list }) => (
          <>
            {list.map((team) => (
              <TeamCodeCard key={team.team.id} team={team} />
            ))}
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
