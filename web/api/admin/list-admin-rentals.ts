import type { AdminRentalsPage } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { pagedAdminList } from './list-query.ts';

/** GET /api/admin/rentals?status&movie_id&search&sort&order&page&limit: one page of rentals. */
const rentals = pagedAdminList<AdminRentalsPage>(
  { path: '/admin/rentals', rows: 'rentals', fallbackMessage: adminScreenMessages.rentalsLoadFailed },
  adminKeys.rentalsPage,
);

export const useAdminRentals = rentals.useList;
