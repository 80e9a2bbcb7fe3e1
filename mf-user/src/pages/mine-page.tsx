import { Avatar, Tag } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import type { SessionUser } from 'shared/session';
import { AreaPage, LinkList, mediaUrl, type PageLink } from 'shared/standalone';
import { OpenQuestionnaires } from '../components/open-questionnaires';
import { joinStateLabel, maskMobile } from '../components/user-labels';
import { useFreshUser } from '../components/use-fresh-user';

const cardStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  margin: '0 12px',
  padding: 16,
  background: '#ffffff',
  borderRadius: 8,
};

const statsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  margin: '12px',
  background: '#ffffff',
  borderRadius: 8,
  textAlign: 'center',
};

const statStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: '12px 0',
  color: 'inherit',
  textDecoration: 'none',
};

const LEARNING: readonly PageLink[] = [
  { to: PATHS.user.course, title: 'page.user.course' },
  { to: PATHS.user.train, title: 'page.user.train' },
  { to: PATHS.user.learnInfo, title: 'page.user.learnInfo' },
  { to: PATHS.user.studyRoute, title: 'page.user.studyRoute' },
  { to: PATHS.user.sign, title: 'page.user.sign' },
];

const TEAM: readonly PageLink[] = [
  { to: PATHS.user.teamPeople, title: 'page.user.teamPeople' },
  { to: PATHS.user.file, title: 'page.user.file' },
  { to: PATHS.user.afficheList, title: 'page.user.afficheList' },
];

const SERVICES: readonly PageLink[] = [
  { to: PATHS.user.order, title: 'page.user.order' },
  { to: PATHS.user.notice, title: 'page.user.notice' },
  { to: PATHS.user.issue, title: 'page.user.issue' },
  { to: PATHS.user.customer, title: 'page.user.customer' },
  { to: PATHS.user.settings, title: 'page.user.settings' },
];

/** Managers share their team's invite code; area managers also review join requests. */
function teamLinks(role: SessionUser['role']): readonly PageLink[] {
  if (role === 'area_manager') {
    return [
      ...TEAM,
      { to: PATHS.user.teamCode, title: 'page.user.teamCode' },
      { to: PATHS.user.teamList, title: 'page.user.teamList' },
    ];
  }
  if (role === 'shop_manager')
    return [...TEAM, { to: PATHS.user.teamCode, title: 'page.user.teamCode' }];
  return TEAM;
}

function Profile({ user, loggedIn }: { user: SessionUser; loggedIn: boolean }) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <div style={cardStyle}>
        <Avatar src="" style={{ '--size': '56px', '--border-radius': '50%' } as CSSProperties} />
        <div style={{ flex: 1 }}>
          <div style={{ fontSize: 16 }}>{t('user.mine.visitor')}</div>
          <Link to={PATHS.shell.login}>{t('login.submit')}</Link>
        </div>
      </div>
    );
  }
  const name = user.nickname || user.username || maskMobile(user.mobile);
  return (
    <Link to={PATHS.user.info} style={{ ...cardStyle, color: 'inherit', textDecoration: 'none' }}>
      <Avatar
        src={mediaUrl(user.avatar)}
        alt=""
        style={{ '--size': '56px', '--border-radius': '50%' } as CSSProperties}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: 17, fontWeight: 600 }}>{name}</div>
        <div style={{ fontSize: 12, color: '#999999', marginTop: 4 }}>
          {maskMobile(user.mobile)}
          {user.team ? ` · ${user.team.name}` : ''}
        </div>
      </div>
      <Tag color={user.is_check === 2 ? 'success' : 'warning'} fill="outline">
        {t(joinStateLabel(user.is_check))}
      </Tag>
    </Link>
  );
}

/** Tab 4, "mine": who I am, my points and balance, my join state, and every page about me. */
export default function MinePage() {
  const { t } = useTranslation();
  const { user, loggedIn } = useFreshUser();
  const joined = user.is_check === 2;
  return (
    <AreaPage title="page.user.index">
      <Profile user={user} loggedIn={loggedIn} />
      <div style={statsStyle}>
        <Link to={PATHS.user.integral} style={statStyle}>
          <strong style={{ fontSize: 18 }} data-testid="points">
            {loggedIn && user.points !== undefined ? user.points : '--'}
          </strong>
          <span style={{ fontSize: 12, color: '#999999' }}>{t('user.points')}</span>
        </Link>
        <Link to={PATHS.user.recharge} style={statStyle}>
          {/* Spec 3: money reads '--' until the profile has arrived. */}
          <strong style={{ fontSize: 18 }} data-testid="balance">
            {user.money}
          </strong>
          <span style={{ fontSize: 12, color: '#999999' }}>{t('user.balance')}</span>
        </Link>
      </div>
      {loggedIn && !joined ? (
        <LinkList
          links={[
            user.is_check === 1
              ? { to: PATHS.user.bindState, title: 'page.user.bindState' }
              : { to: PATHS.user.bind, title: 'page.user.bind' },
            { to: PATHS.user.bindInvite, title: 'page.user.bindInvite' },
            { to: PATHS.user.sign, title: 'page.user.sign' },
          ]}
          header={t('user.mine.joinTeam')}
        />
      ) : null}
      {joined ? (
        <>
          <LinkList links={LEARNING} header={t('user.mine.learning')} />
          <LinkList links={teamLinks(user.role)} header={t('user.mine.team')} />
          <OpenQuestionnaires />
        </>
      ) : null}
      <LinkList links={SERVICES} header={t('user.mine.services')} />
    </AreaPage>
  );
}
