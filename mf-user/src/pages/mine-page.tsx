import { Tag } from 'shared/ui-kit';
import {
  BellOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  CompassOutline,
  FolderOutline,
  HistogramOutline,
  KeyOutline,
  MessageOutline,
  PhonebookOutline,
  PlayOutline,
  QuestionCircleOutline,
  RightOutline,
  SetOutline,
  SoundOutline,
  SystemQRcodeOutline,
  TeamOutline,
  UserContactOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import type { SessionUser } from 'shared/session';
import { AreaPage, EntryGrid, Section, type EntryLink, type PageLink } from 'shared/standalone';
import { CardLinks } from '../components/card-links';
import { MyCertificates } from '../components/certificate-list';
import { OpenQuestionnaires } from '../components/open-questionnaires';
import { StatRow } from '../components/stat-row';
import { UserAvatar } from '../components/user-avatar';
import { joinStateLabel, maskMobile } from '../components/user-labels';
import { useFreshUser } from '../components/use-fresh-user';
import styles from './mine-page.module.css';
import { RowIcon } from '../components/row-icon';

/** An entry's icon in a list row, in the brand colour. */
const rowIcon = (icon: ReactNode) => <RowIcon>{icon}</RowIcon>;

const LEARNING: readonly EntryLink[] = [
  { to: PATHS.user.course, title: 'page.user.course', icon: <PlayOutline /> },
  { to: PATHS.user.train, title: 'page.user.train', icon: <TeamOutline /> },
  { to: PATHS.user.studyRoute, title: 'page.user.studyRoute', icon: <CompassOutline /> },
  { to: PATHS.user.learnInfo, title: 'page.user.learnInfo', icon: <HistogramOutline /> },
  { to: PATHS.user.sign, title: 'page.user.sign', icon: <CalendarOutline /> },
];

const TEAM: readonly PageLink[] = [
  { to: PATHS.user.teamPeople, title: 'page.user.teamPeople', icon: rowIcon(<PhonebookOutline />) },
  { to: PATHS.user.file, title: 'page.user.file', icon: rowIcon(<FolderOutline />) },
  { to: PATHS.user.afficheList, title: 'page.user.afficheList', icon: rowIcon(<SoundOutline />) },
];

const SERVICES: readonly PageLink[] = [
  { to: PATHS.user.order, title: 'page.user.order', icon: rowIcon(<BillOutline />) },
  { to: PATHS.user.notice, title: 'page.user.notice', icon: rowIcon(<BellOutline />) },
  { to: PATHS.user.issue, title: 'page.user.issue', icon: rowIcon(<QuestionCircleOutline />) },
  { to: PATHS.user.customer, title: 'page.user.customer', icon: rowIcon(<MessageOutline />) },
  { to: PATHS.user.settings, title: 'page.user.settings', icon: rowIcon(<SetOutline />) },
];

/** Managers share their team's invite code; area managers also review join requests. */
function teamLinks(role: SessionUser['role']): readonly PageLink[] {
  const code: PageLink = {
    to: PATHS.user.teamCode,
    title: 'page.user.teamCode',
    icon: rowIcon(<SystemQRcodeOutline />),
  };
  if (role === 'area_manager') {
    return [
      ...TEAM,
      code,
      { to: PATHS.user.teamList, title: 'page.user.teamList', icon: rowIcon(<UserSetOutline />) },
    ];
  }
  if (role === 'shop_manager') return [...TEAM, code];
  return TEAM;
}

/** Before joining: complete the profile (or see the review), activate, check in. */
function joinLinks(isCheck: number): readonly PageLink[] {
  return [
    isCheck === 1
      ? {
          to: PATHS.user.bindState,
          title: 'page.user.bindState',
          icon: rowIcon(<ClockCircleOutline />),
        }
      : { to: PATHS.user.bind, title: 'page.user.bind', icon: rowIcon(<UserContactOutline />) },
    { to: PATHS.user.bindInvite, title: 'page.user.bindInvite', icon: rowIcon(<KeyOutline />) },
    { to: PATHS.user.sign, title: 'page.user.sign', icon: rowIcon(<CalendarOutline />) },
  ];
}

/** Who I am (or the way to log in), with my points and balance under it. */
function ProfileCard({ user, loggedIn }: { user: SessionUser; loggedIn: boolean }) {
  const { t } = useTranslation();
  const name = user.nickname || user.username || maskMobile(user.mobile);
  return (
    <div className={styles.card}>
      {loggedIn ? (
        <Link to={PATHS.user.info} className={styles.profile}>
          <UserAvatar src={user.avatar} size="l" />
          <div className={styles.who}>
            <div className={styles.nameLine}>
              <span className={styles.name}>{name}</span>
              <Tag color={user.is_check === 2 ? 'success' : 'warning'} fill="outline">
                {t(joinStateLabel(user.is_check))}
              </Tag>
            </div>
            <div className={styles.meta}>
              {maskMobile(user.mobile)}
              {user.team ? ` · ${user.team.name}` : ''}
            </div>
          </div>
          {/* Said after the visible name, so the link's name still starts with what is shown. */}
          <span className="visually-hidden">{t('user.mine.editProfile')}</span>
          <RightOutline className={styles.chevron} aria-hidden />
        </Link>
      ) : (
        <div className={styles.profile}>
          <UserAvatar src="" size="l" />
          <div className={styles.who}>
            <span className={styles.name}>{t('user.mine.visitor')}</span>
            <Link to={PATHS.shell.login} className={styles.login}>
              {t('login.submit')}
            </Link>
          </div>
        </div>
      )}
      <div className={styles.stats}>
        <StatRow
          stats={[
            {
              value: loggedIn && user.points !== undefined ? user.points : '--',
              label: t('user.points'),
              to: PATHS.user.integral,
              testId: 'points',
            },
            // Spec 3: money reads '--' until the profile has arrived; then in yuan, as on recharge.
            {
              value: /^\d/.test(String(user.money)) ? `¥${user.money}` : user.money,
              label: t('user.balance'),
              to: PATHS.user.recharge,
              testId: 'balance',
            },
          ]}
        />
      </div>
    </div>
  );
}

/** Tab 4, "mine": who I am, my points and balance, my join state, and every page about me. */
export default function MinePage() {
  const { t } = useTranslation();
  const { user, loggedIn } = useFreshUser();
  const joined = user.is_check === 2;
  return (
    <AreaPage title="page.user.index">
      <ProfileCard user={user} loggedIn={loggedIn} />
      {loggedIn && !joined ? (
        <Section title={t('user.mine.joinTeam')}>
          <CardLinks links={joinLinks(user.is_check)} />
        </Section>
      ) : null}
      {joined ? (
        <>
          <Section title={t('user.mine.learning')} card={false}>
            <div className={styles.entries}>
              <EntryGrid links={LEARNING} columns={5} />
            </div>
          </Section>
          <MyCertificates />
          <Section title={t('user.mine.team')}>
            <CardLinks links={teamLinks(user.role)} />
          </Section>
          <OpenQuestionnaires />
        </>
      ) : null}
      <Section title={t('user.mine.services')}>
        <CardLinks links={SERVICES} />
      </Section>
    </AreaPage>
  );
}
