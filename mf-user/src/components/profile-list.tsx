import { List } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from 'shared/session';
import { ROLE_LABELS, SEX_LABELS, joinStateLabel, maskMobile } from './user-labels';

/** The profile fields of the current user, as a read-only list. */
export function ProfileList({ user, header }: { user: SessionUser; header?: ReactNode }) {
  const { t } = useTranslation();
  const unset = t('user.profile.unset');
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    [t('user.profile.nickname'), user.nickname || unset],
    [t('user.profile.username'), user.username || unset],
    [t('user.profile.sex'), t(SEX_LABELS[user.sex] ?? SEX_LABELS[0])],
    [t('user.profile.mobile'), user.mobile ? maskMobile(user.mobile) : unset],
    [t('user.profile.role'), user.role ? t(ROLE_LABELS[user.role]) : unset],
    [t('user.profile.team'), user.team?.name ?? unset],
    [t('user.profile.shop'), user.shop?.name ?? unset],
    [t('user.profile.area'), user.area?.name ?? unset],
    [t('user.profile.joinState'), t(joinStateLabel(user.is_check))],
  ];
  return (
    <List header={header}>
      {rows.map(([label, value]) => (
        <List.Item key={label} extra={value}>
          {label}
        </List.Item>
      ))}
    </List>
  );
}
