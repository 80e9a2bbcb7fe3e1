import type { SeedContext } from '../context';
import { DEMO_INVITE_CODE, type DemoRole } from '../demo-accounts';
import { avatar } from '../media/catalogue';
import type { Random } from '../random';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES } from './org-data';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type Person = { name: string; sex: 1 | 2 };

export function personGenerator(rng: Random): () => Person {
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

export function mobileGenerator(rng: Random): () => string {
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

export function inviteCodeGenerator(rng: Random): () => string {
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

export type NewUser = {
  mobile: string;
  username: string;
  nickname?: string;
  sex: number;
  isCheck: 0 | 1 | 2;
  role?: DemoRole;
  createdAt: number;
  team?: { id: number; shopId: number; areaId: number };
  avatarIndex?: number;
};

/** Inserts a user with the shared demo password; money and points are set from the ledgers. */
export function insertUser(ctx: SeedContext, user: NewUser): number {
  return ctx.write.insert('users', {
    mobile: user.mobile,
    password_hash: ctx.passwordHash,
    username: user.username,
    nickname: user.nickname ?? user.username.slice(1),
    avatar: user.avatarIndex === undefined ? '' : avatar(user.avatarIndex),
    sex: user.sex,
    is_check: user.isCheck,
    role: user.role ?? 'staff',
    area_id: user.team?.areaId ?? null,
    shop_id: user.team?.shopId ?? null,
    team_id: user.team?.id ?? null,
    created_at: user.createdAt,
    updated_at: user.createdAt,
  });
}
