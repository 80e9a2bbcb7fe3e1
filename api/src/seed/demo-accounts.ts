/** The password of every seeded account. */
export const DEMO_PASSWORD = 'Passw0rd!';

/** Invite code of the demo team (优家电器·上海徐汇旗舰店), the team of the joined demo staff. */
export const DEMO_INVITE_CODE = 'YOUJIA';

export type DemoRole = 'staff' | 'shop_manager' | 'area_manager';

/** The meta key the seed writes its version under: its presence marks a demo database. */
export const SEED_VERSION_KEY = 'seed_version';

export type DemoAccount = {
  mobile: string;
  role: DemoRole;
  /** 0 not joined, 1 pending review, 2 joined. */
  is_check: 0 | 1 | 2;
  /** Its label in the text catalogue, rendered in the reader's language. */
  label:
    'demo.joined' | 'demo.notJoined' | 'demo.pending' | 'demo.shopManager' | 'demo.areaManager';
};

/**
 * Seeded accounts listed on the login page when the app runs against the local API with the
 * demo data (GET /api/demo-accounts; see api/README.md).
 */
export const DEMO_ACCOUNTS = [
  { mobile: '13800000000', role: 'staff', is_check: 2, label: 'demo.joined' },
  { mobile: '13800000001', role: 'staff', is_check: 0, label: 'demo.notJoined' },
  { mobile: '13800000002', role: 'staff', is_check: 1, label: 'demo.pending' },
  { mobile: '13800000003', role: 'shop_manager', is_check: 2, label: 'demo.shopManager' },
  { mobile: '13800000004', role: 'area_manager', is_check: 2, label: 'demo.areaManager' },
] as const satisfies readonly DemoAccount[];
