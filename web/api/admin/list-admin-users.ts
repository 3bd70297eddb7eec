import type { AdminUsersPage } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { pagedAdminList } from './list-query.ts';

/** GET /api/admin/users?page&limit&search&sort&order: one page of users with their rental and spending totals. */
const users = pagedAdminList<AdminUsersPage>(
  { path: '/admin/users', rows: 'users', fallbackMessage: adminScreenMessages.usersLoadFailed },
  adminKeys.usersPage,
);

export const useAdminUsers = users.useList;
