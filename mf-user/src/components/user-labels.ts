import type { PlainMessageKey } from 'shared/i18n';

/** is_check 0 / 1 / 2 (spec 4). */
export const JOIN_STATE_LABELS = [
  'joinState.notJoined',
  'joinState.pending',
  'joinState.joined',
] as const;

export const joinStateLabel = (isCheck: number): PlainMessageKey =>
  JOIN_STATE_LABELS[isCheck] ?? JOIN_STATE_LABELS[0];

export const SEX_LABELS = ['user.sex.unknown', 'user.sex.male', 'user.sex.female'] as const;

export const ROLE_LABELS = {
  staff: 'user.role.staff',
  shop_manager: 'user.role.shopManager',
  area_manager: 'user.role.areaManager',
} as const satisfies Record<string, PlainMessageKey>;

export const REQUEST_STATUS_LABELS = {
  pending: 'user.request.pending',
  approved: 'user.request.approved',
  rejected: 'user.request.rejected',
} as const satisfies Record<string, PlainMessageKey>;

/** 13800000000 → 138****0000: enough to recognise, not to copy. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export const FILE_KIND_LABELS = {
  pdf: 'user.file.kind.pdf',
  image: 'user.file.kind.image',
  video: 'user.file.kind.video',
  doc: 'user.file.kind.doc',
} as const satisfies Record<string, PlainMessageKey>;

export const SCOPE_LABELS = {
  all: 'user.affiche.scope.all',
  area: 'user.affiche.scope.area',
  team: 'user.affiche.scope.team',
} as const satisfies Record<string, PlainMessageKey>;
