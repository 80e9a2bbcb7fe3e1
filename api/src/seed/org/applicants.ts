import type { SeedContext } from '../context';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import type { Random } from '../random';
import { DAY, HOUR } from '../time';
import { insertUser, type Person } from './people';
import type { Member, Team } from './staff';

const [, NOT_JOINED, PENDING] = DEMO_ACCOUNTS;

export type Applicants = { notJoinedId: number; pendingId: number };

/**
 * Users who have not joined: the not-joined and pending demo accounts, more pending applicants
 * for the demo managers to review, two rejected applicants and three who never applied.
 */
export function seedApplicants(
  ctx: SeedContext,
  teams: readonly Team[],
  /** The demo area manager, who turned the rejected applicants down. */
  reviewer: Member,
  people: { rng: Random; nextPerson: () => Person; nextMobile: () => string },
): Applicants {
  const { write, now } = ctx;
  const { rng, nextPerson, nextMobile } = people;
  const firstTeam = teams[0] as Team;
  const notJoinedId = insertUser(ctx, {
    mobile: NOT_JOINED.mobile,
    username: '',
    nickname: '',
    sex: 0,
    isCheck: 0,
    createdAt: now - DAY,
  });
  const pendingId = insertUser(ctx, {
    mobile: PENDING.mobile,
    username: '王芳',
    nickname: '芳芳',
    sex: 2,
    isCheck: 1,
    createdAt: now - 3 * DAY,
    avatarIndex: 4,
  });
  write.insert('join_requests', {
    user_id: pendingId,
    team_id: firstTeam.id,
    created_at: now - 2 * HOUR,
  });

  // More applicants for the demo managers to review: two for the demo team, two for its area.
  const areaTeams = teams.filter((t) => t.areaId === firstTeam.areaId);
  const applicantTeams = [
    firstTeam,
    firstTeam,
    areaTeams[1] ?? firstTeam,
    areaTeams[2] ?? firstTeam,
  ];
  applicantTeams.forEach((team, i) => {
    const person = nextPerson();
    const createdAt = now - (i + 1) * 9 * HOUR;
    const userId = insertUser(ctx, {
      mobile: nextMobile(),
      username: person.name,
      sex: person.sex,
      isCheck: 1,
      createdAt: createdAt - DAY,
      avatarIndex: rng.int(0, 11),
    });
    write.insert('join_requests', { user_id: userId, team_id: team.id, created_at: createdAt });
  });

  // Two applicants were turned down and are back to "not joined"; three never applied.
  const reasons = ['姓名与工牌信息不符，请核对后重新申请', '该门店编制已满，请联系区域经理确认'];
  reasons.forEach((reason, i) => {
    const person = nextPerson();
    const createdAt = now - (5 + i * 3) * DAY;
    const userId = insertUser(ctx, {
      mobile: nextMobile(),
      username: person.name,
      sex: person.sex,
      isCheck: 0,
      createdAt,
    });
    write.insert('join_requests', {
      user_id: userId,
      team_id: firstTeam.id,
      status: 'rejected',
      reason,
      reviewer_id: reviewer.id,
      created_at: createdAt + HOUR,
      reviewed_at: createdAt + DAY,
    });
  });
  for (let i = 0; i < 3; i++) {
    const person = nextPerson();
    insertUser(ctx, {
      mobile: nextMobile(),
      username: i === 0 ? '' : person.name,
      sex: i === 0 ? 0 : person.sex,
      isCheck: 0,
      createdAt: now - (i + 2) * DAY,
    });
  }

  return { notJoinedId, pendingId };
}
