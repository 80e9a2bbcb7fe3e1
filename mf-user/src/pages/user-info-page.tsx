import { Avatar } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { AreaPage, mediaUrl } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { ProfileList } from '../components/profile-list';
import { useFreshUser } from '../components/use-fresh-user';

/** My profile: avatar, names, sex, mobile, role, team, shop and area, from /api/me. */
export default function UserInfoPage() {
  const { user, loggedIn } = useFreshUser();
  return (
    <AreaPage title="page.user.info" about="user.info.about">
      {loggedIn ? (
        <>
          <div style={{ display: 'flex', justifyContent: 'center', padding: '8px 0 16px' }}>
            <Avatar
              src={mediaUrl(user.avatar)}
              alt=""
              style={{ '--size': '72px', '--border-radius': '50%' } as CSSProperties}
            />
          </div>
          <ProfileList user={user} />
        </>
      ) : (
        <EmptyState />
      )}
    </AreaPage>
  );
}
