import type { SeedContext } from '../context';
import { DEMO_ACCOUNTS, DEMO_INVITE_CODE, type DemoRole } from '../demo-accounts';
import { randomFor } from '../random';
import { DAY } from '../time';
import { seedApplicants } from './applicants';
import { AREAS } from './org-data';
import {
  insertUser,
  inviteCodeGenerator,
  mobileGenerator,
  personGenerator,
  type Person,
} from './people';

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

export type Shop = { id: number; areaId: number; name: string; address: string };

export type Org = {
  areaIds: number[];
  shops: Map<number, Shop>;
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
const [JOINED, , , SHOP_MANAGER, AREA_MANAGER] = DEMO_ACCOUNTS;

/** Areas, shops, teams, every user and their join requests. */
export function seedOrg(ctx: SeedContext): Org {
  const rng = randomFor('org');
  const nextPerson = personGenerator(rng);
  const nextMobile = mobileGenerator(rng);
  const nextInviteCode = inviteCodeGenerator(rng);
  const { write, now } = ctx;

  const areaIds: number[] = [];
  const shops = new Map<number, Shop>();
  const teams: Team[] = [];
  for (const area of AREAS) {
    const areaId = write.insert('areas', { name: area.name });
    areaIds.push(areaId);
    for (const shop of area.shops) {
      const shopId = write.insert('shops', { area_id: areaId, ...shop });
      shops.set(shopId, { id: shopId, areaId, name: shop.name, address: shop.address });
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
    const id = insertUser(ctx, {
      mobile,
      username: person.name,
      sex: person.sex,
      isCheck: 2,
      role,
      createdAt: joinedAt - 2 * DAY,
      team,
      avatarIndex: rng.chance(0.8) ? rng.int(0, 11) : undefined,
    });
    const member = {
      id,
      name: person.name,
      role,
      areaId: team.areaId,
      shopId: team.shopId,
      teamId: team.id,
      joinedAt,
    };
    members.push(member);
    if (role === 'area_manager') areaManagers.set(team.areaId, member);
    return member;
  };

  // Area managers sit in their area's flagship team; the demo ones come first.
  const firstTeam = teams[0] as Team;
  const demoAreaManager = addMember(
    firstTeam,
    { name: '陈静', sex: 2 },
    AREA_MANAGER.mobile,
    'area_manager',
    now - 900 * DAY,
  );
  const demoShopManager = addMember(
    firstTeam,
    { name: '张伟', sex: 1 },
    SHOP_MANAGER.mobile,
    'shop_manager',
    now - 700 * DAY,
  );
  const demoJoined = addMember(
    firstTeam,
    { name: '李晓明', sex: 1 },
    JOINED.mobile,
    'staff',
    now - 420 * DAY,
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

  const { notJoinedId, pendingId } = seedApplicants(ctx, teams, demoAreaManager, {
    rng,
    nextPerson,
    nextMobile,
  });

  return {
    areaIds,
    shops,
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
