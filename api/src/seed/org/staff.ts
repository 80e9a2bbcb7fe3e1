import type { SeedContext } from '../context';
import { DEMO_ACCOUNTS, DEMO_INVITE_CODE, type DemoRole } from '../demo-accounts';
import { avatar } from '../media/catalogue';
import { randomFor, type Random } from '../random';
import { DAY, HOUR } from '../time';
import { AREAS, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES } from './org-data';

export type Team = { id: number; shopId: number; areaId: number; name: string };

/** A joined user (is_check 2). */
export type Member = {
  id: number;
  name: string;
  role: DemoRole;
  areaId: number;
  shopId: number;
  teamId: number;
  joinedAt: number;
};

export type Org = {
  areaIds: number[];
  teams: Team[];
  /** Every joined user: staff, shop managers and area managers. */
  members: Member[];
  demo: {
    joined: Member;
    shopManager: Member;
    areaManager: Member;
    notJoinedId: number;
    pendingId: number;
  };
  areaManagers: Map<number, Member>;
};

const WELCOME_POINTS = 100;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const [JOINED, NOT_JOINED, PENDING, SHOP_MANAGER, AREA_MANAGER] = DEMO_ACCOUNTS;

type Person = { name: string; sex: 1 | 2 };

function personGenerator(rng: Random): () => Person {
  const used = new Set<string>(['李晓明', '王芳', '张伟', '陈静']);
  return () => {
    for (;;) {
      const sex = rng.chance(0.55) ? 2 : 1;
      const given = rng.pick(sex === 1 ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
      const name = rng.pick(SURNAMES) + given;
      if (!used.has(name)) {
        used.add(name);
        return { name, sex };
      }
    }
  };
}

function mobileGenerator(rng: Random): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const mobile = `139${rng.int(10000000, 99999999)}`;
      if (!used.has(mobile)) {
        used.add(mobile);
        return mobile;
      }
    }
  };
}

function inviteCodeGenerator(rng: Random): () => string {
  const used = new Set<string>([DEMO_INVITE_CODE]);
  return () => {
    for (;;) {
      const code = Array.from({ length: 6 }, () => rng.pick([...INVITE_ALPHABET])).join('');
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
  };
}

/** Areas, shops, teams, every user and their join requests. */
export function seedOrg(ctx: SeedContext): Org {
  const rng = randomFor('org');
  const nextPerson = personGenerator(rng);
  const nextMobile = mobileGenerator(rng);
  const nextInviteCode = inviteCodeGenerator(rng);
  const { write, now } = ctx;

  const insertUser = (fields: {
    mobile: string;
    username: string;
    nickname?: string;
    sex: number;
    isCheck: 0 | 1 | 2;
    role?: DemoRole;
    createdAt: number;
    team?: Team;
    avatarIndex?: number;
  }): number =>
    write.insert('users', {
      mobile: fields.mobile,
      password_hash: ctx.passwordHash,
      username: fields.username,
      nickname: fields.nickname ?? fields.username.slice(1),
      avatar: fields.avatarIndex === undefined ? '' : avatar(fields.avatarIndex),
      sex: fields.sex,
      is_check: fields.isCheck,
      role: fields.role ?? 'staff',
      area_id: fields.team?.areaId ?? null,
      shop_id: fields.team?.shopId ?? null,
      team_id: fields.team?.id ?? null,
      created_at: fields.createdAt,
      updated_at: fields.createdAt,
    });

  const areaIds: number[] = [];
  const teams: Team[] = [];
  for (const area of AREAS) {
    const areaId = write.insert('areas', { name: area.name });
    areaIds.push(areaId);
    for (const shop of area.shops) {
      const shopId = write.insert('shops', { area_id: areaId, ...shop });
      const name = `${shop.name}团队`;
      const invite = teams.length === 0 ? DEMO_INVITE_CODE : nextInviteCode();
      const id = write.insert('teams', { shop_id: shopId, name, invite_code: invite });
      teams.push({ id, shopId, areaId, name });
    }
  }

  const members: Member[] = [];
  const areaManagers = new Map<number, Member>();
  const addMember = (
    team: Team,
    person: Person,
    mobile: string,
    role: DemoRole,
    joinedAt: number,
  ): Member => {
    const id = insertUser({
      mobile,
      username: person.name,
      sex: person.sex,
      isCheck: 2,
      role,
      createdAt: joinedAt - 2 * DAY,
      team,
      avatarIndex: rng.chance(0.8) ? rng.int(0, 11) : undefined,
    });
    const member = { id, name: person.name, role, areaId: team.areaId, shopId: team.shopId, teamId: team.id, joinedAt };
    members.push(member);
    if (role === 'area_manager') areaManagers.set(team.areaId, member);
    return member;
  };

  // Area managers sit in their area's flagship team; the demo ones come first.
  const firstTeam = teams[0] as Team;
  const demoAreaManager = addMember(
    firstTeam, { name: '陈静', sex: 2 }, AREA_MANAGER.mobile, 'area_manager', now - 900 * DAY,
  );
  const demoShopManager = addMember(
    firstTeam, { name: '张伟', sex: 1 }, SHOP_MANAGER.mobile, 'shop_manager', now - 700 * DAY,
  );
  const demoJoined = addMember(
    firstTeam, { name: '李晓明', sex: 1 }, JOINED.mobile, 'staff', now - 420 * DAY,
  );
  for (const team of teams) {
    if (!areaManagers.has(team.areaId)) {
      addMember(team, nextPerson(), nextMobile(), 'area_manager', now - rng.int(600, 1000) * DAY);
    }
    if (team !== firstTeam) {
      addMember(team, nextPerson(), nextMobile(), 'shop_manager', now - rng.int(400, 800) * DAY);
    }
    const staffCount = team === firstTeam ? 7 : rng.int(7, 9);
    for (let i = 0; i < staffCount; i++) {
      addMember(team, nextPerson(), nextMobile(), 'staff', now - rng.int(20, 720) * DAY);
    }
  }

  // Every member once asked to join, was approved by the area manager and got welcome points.
  for (const member of [...members].sort((a, b) => a.joinedAt - b.joinedAt)) {
    const reviewer = areaManagers.get(member.areaId);
    ctx.points.add(member.id, WELCOME_POINTS, 'welcome', `user:${member.id}`, member.joinedAt);
    write.insert('join_requests', {
      user_id: member.id,
      team_id: member.teamId,
      status: 'approved',
      reviewer_id: reviewer && reviewer.id !== member.id ? reviewer.id : null,
      created_at: member.joinedAt - DAY,
      reviewed_at: member.joinedAt,
    });
  }

  const notJoinedId = insertUser({
    mobile: NOT_JOINED.mobile,
    username: '',
    nickname: '',
    sex: 0,
    isCheck: 0,
    createdAt: now - DAY,
  });
  const pendingId = insertUser({
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
  const applicantTeams = [firstTeam, firstTeam, areaTeams[1] ?? firstTeam, areaTeams[2] ?? firstTeam];
  applicantTeams.forEach((team, i) => {
    const person = nextPerson();
    const createdAt = now - (i + 1) * 9 * HOUR;
    const userId = insertUser({
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
    const userId = insertUser({
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
      reviewer_id: demoAreaManager.id,
      created_at: createdAt + HOUR,
      reviewed_at: createdAt + DAY,
    });
  });
  for (let i = 0; i < 3; i++) {
    const person = nextPerson();
    insertUser({
      mobile: nextMobile(),
      username: i === 0 ? '' : person.name,
      sex: i === 0 ? 0 : person.sex,
      isCheck: 0,
      createdAt: now - (i + 2) * DAY,
    });
  }

  return {
    areaIds,
    teams,
    members,
    demo: {
      joined: demoJoined,
      shopManager: demoShopManager,
      areaManager: demoAreaManager,
      notJoinedId,
      pendingId,
    },
    areaManagers,
  };
}
