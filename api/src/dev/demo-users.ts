import type { Db } from '../db/open-database';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { say } from '../texts';

export type DemoUser = {
  id: number;
  mobile: string;
  username: string;
  nickname: string;
  is_check: 0 | 1 | 2;
  role: 'staff' | 'shop_manager' | 'area_manager';
  label: string;
};

/** Read from the database rather than the seed list, so the pages show what really exists. */
export function listDemoUsers(db: Db): DemoUser[] {
  const rows = db
    .prepare<[], Omit<DemoUser, 'label'>>(
      `SELECT id, mobile, username, nickname, is_check, role FROM users
       WHERE mobile LIKE '1380000000%' AND deleted_at IS NULL ORDER BY mobile`,
    )
    .all();
  return rows.map((row) => {
    const demo = DEMO_ACCOUNTS.find((a) => a.mobile === row.mobile);
    return {
      ...row,
      label: demo
        ? say('en', demo.label)
        : `${row.role.replace('_', ' ')}, is_check ${row.is_check}`,
    };
  });
}

/** "王芳 (13800000000)", or whatever part of that the account has. */
export function describeUser(user: {
  id: number;
  username: string;
  nickname: string;
  mobile: string | null;
}): string {
  const name = user.username || user.nickname || `User #${user.id}`;
  return user.mobile ? `${name} (${user.mobile})` : name;
}

export const IS_CHECK_LABEL: Record<0 | 1 | 2, string> = {
  0: 'not joined',
  1: 'pending review',
  2: 'joined',
};
