import type { Activity } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { adminList } from './list-query.ts';

/** GET /api/admin/activity: the latest 20 rentals, sign-ups and payments, newest first. */
const activity = adminList<Activity>(
  { path: '/admin/activity', rows: 'activities', fallbackMessage: adminScreenMessages.dashboardLoadFailed },
  adminKeys.activity,
);

export const useAdminActivity = activity.useList;
