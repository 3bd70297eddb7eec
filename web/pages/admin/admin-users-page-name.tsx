// A user's name in the users table: a button that opens their detail. The columns are built once, at module
// level; the page's opener reaches the cells through this context.
import { createContext, use } from 'react';
import type { AdminUser } from '../../../common/admin-business.ts';
import { userName } from '../../content/admin-users.ts';

export const OpenUserContext = createContext<(user: AdminUser) => void>(() => {});

export function UserNameButton({ user }: { user: AdminUser }) {
  const open = use(OpenUserContext);
  return (
    <button type="button" className="user-name" aria-haspopup="dialog" onClick={() => open(user)}>
      {userName(user)}
    </button>
  );
}
