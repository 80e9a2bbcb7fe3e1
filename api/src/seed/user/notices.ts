import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR, MINUTE } from '../time';
import { json } from '../writer';
import type { TextParams } from '../../texts';
import type { NoticeCategory, NoticeTextKind } from '../../features/users/notice-text';

type Category = NoticeCategory;

type DemoNotice = {
  [K in NoticeTextKind]: {
    category: Category;
    kind: K;
    params: TextParams<`notice.${K}.title`> & TextParams<`notice.${K}.body`>;
    link: string;
    hoursAgo: number;
    read: boolean;
  };
}[NoticeTextKind];

const MONTHLY_EXAM = '门店服务月度考核';

/**
 * The joined demo user's inbox, newest first. Notices are system texts: a kind of the text
 * catalogue and its parameters, so each reader sees them in their own language.
 */
const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    category: 'exam',
    kind: 'examOpen',
    params: { paper: MONTHLY_EXAM },
    link: '/pagesExam/paper/index',
    hoursAgo: 20,
    read: false,
  },
  {
    category: 'course',
    kind: 'compulsoryAdded',
    params: { course: '冬季新品速递' },
    link: '/pagesTrain/compulsory/activity',
    hoursAgo: 30,
    read: false,
  },
  {
    category: 'clockin',
    kind: 'clockinReminder',
    params: { activity: '21天产品知识打卡挑战' },
    link: '/pagesClockin/activity/list',
    hoursAgo: 2,
    read: false,
  },
  {
    category: 'order',
    kind: 'orderUnpaid',
    params: {},
    link: '/pagesUser/user/order',
    hoursAgo: 2,
    read: false,
  },
  {
    category: 'points',
    kind: 'signInPoints',
    params: {},
    link: '/pagesUser/user/integral',
    hoursAgo: 26,
    read: true,
  },
  {
    category: 'exam',
    kind: 'examResults',
    params: { paper: '岗位知识月度考核' },
    link: '/pagesExam/report/index',
    hoursAgo: 72,
    read: true,
  },
  {
    category: 'exam',
    kind: 'examFailed',
    params: { paper: '冰箱产品知识测验', attempts: 1 },
    link: '/pagesExam/paper/index',
    hoursAgo: 96,
    read: true,
  },
  {
    category: 'course',
    kind: 'courseCompleted',
    params: { course: '新员工入职第一课', points: 20 },
    link: '/pagesUser/user/course',
    hoursAgo: 200,
    read: true,
  },
  {
    category: 'team',
    kind: 'teamAnnouncement',
    params: {},
    link: '/pagesUser/affiche/list',
    hoursAgo: 120,
    read: true,
  },
  {
    category: 'order',
    kind: 'refundDone',
    params: { order: '客诉处理与服务补救' },
    link: '/pagesUser/user/order',
    hoursAgo: 19 * 24,
    read: true,
  },
  {
    category: 'system',
    kind: 'welcome',
    params: {},
    link: '/pagesUser/bind/index',
    hoursAgo: 420 * 24,
    read: true,
  },
];

/** Personal notices: a full inbox for the demo users, a few for everyone else. */
export function seedNotices(ctx: SeedContext, org: Org): void {
  const { write, now } = ctx;
  const rng = randomFor('notices');
  const notice = (userId: number, n: Omit<DemoNotice, 'hoursAgo'>, at: number): void => {
    write.insert('notices', {
      user_id: userId,
      kind: n.category,
      text_kind: n.kind,
      text_params: json(n.params),
      link: n.link,
      created_at: at,
      read_at: n.read ? Math.min(now, at + rng.int(5, 600) * MINUTE) : null,
    });
  };

  // Oldest first, so ids grow with time.
  for (const n of [...DEMO_NOTICES].reverse()) {
    notice(org.demo.joined.id, n, now - n.hoursAgo * HOUR);
  }
  notice(
    org.demo.notJoinedId,
    {
      category: 'system',
      kind: 'welcomeNotJoined',
      params: {},
      link: '/pagesUser/bind/index',
      read: false,
    },
    now - DAY + HOUR,
  );
  notice(
    org.demo.pendingId,
    {
      category: 'team',
      kind: 'joinSubmitted',
      params: {},
      link: '/pagesUser/bind/state',
      read: false,
    },
    now - 2 * HOUR,
  );
  for (const manager of [org.demo.shopManager, org.demo.areaManager]) {
    notice(
      manager.id,
      {
        category: 'team',
        kind: 'joinRequestNew',
        params: {},
        link: '/pagesUser/team/list',
        read: false,
      },
      now - 2 * HOUR,
    );
    notice(
      manager.id,
      {
        category: 'exam',
        kind: 'examOpenManager',
        params: { paper: MONTHLY_EXAM },
        link: '/pagesExam/paper/index',
        read: true,
      },
      now - 20 * HOUR,
    );
  }

  for (const member of org.members) {
    if (member === org.demo.joined) continue;
    notice(
      member.id,
      {
        category: 'system',
        kind: 'welcomeMember',
        params: {},
        link: '/pages/train/index',
        read: true,
      },
      member.joinedAt + HOUR,
    );
    notice(
      member.id,
      {
        category: 'exam',
        kind: 'examOpen',
        params: { paper: MONTHLY_EXAM },
        link: '/pagesExam/paper/index',
        read: rng.chance(0.5),
      },
      now - 20 * HOUR,
    );
    if (rng.chance(0.4)) {
      const at = now - rng.int(1, 5) * DAY;
      notice(
        member.id,
        {
          category: 'course',
          kind: 'compulsoryDue',
          params: { days: 7 },
          link: '/pagesTrain/compulsory/index',
          read: rng.chance(0.6),
        },
        at,
      );
    }
  }
}
