// The user detail a link opens (/admin/users?user={id}): the user as the list shows them when they are on the page;
// otherwise their detail is read first, and the dialog opens with it ('Failed to load user details' when it cannot
// be read). The dialog itself is UserDetailModal's.
import { useEffect, useEffectEvent } from 'react';
import type { AdminUser } from '../../../common/admin-business.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { useAdminUser } from '../../api/admin/get-admin-user.ts';
import { UserDetailModal } from '../../components/admin/user-detail/user-detail-modal.tsx';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { userDetailContent } from '../../content/admin-users.ts';

interface UserDetailLinkProps {
  userId: number;
  /** The user as the page's rows have them, when they are on it. */
  listed: AdminUser | undefined;
  onClose: () => void;
  /** The detail of a user off the page could not be read. */
  onFailed: (text: string) => void;
}

export function UserDetailLink({ userId, listed, onClose, onFailed }: UserDetailLinkProps) {
  if (listed) return <UserDetailModal user={listed} onClose={onClose} />;
  return <FetchedUserDetail userId={userId} onClose={onClose} onFailed={onFailed} />;
}

function FetchedUserDetail({ userId, onClose, onFailed }: Omit<UserDetailLinkProps, 'listed'>) {
  const detail = useAdminUser(userId);
  const fail = useEffectEvent(onFailed);
  useEffect(() => {
    if (detail.error) fail(errorMessageOf(detail.error, adminScreenMessages.userDetailsLoadFailed));
  }, [detail.error]);
  if (detail.data) return <UserDetailModal user={detail.data.user} onClose={onClose} />;
  return detail.error ? null : (
    <p className="visually-hidden" role="status">
      {userDetailContent.loading}
    </p>
  );
}
