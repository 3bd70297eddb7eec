import type { AdminPaymentsPage } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { pagedAdminList } from './list-query.ts';

/**
 * GET /api/admin/payments?status&date_range&search&sort&order&page&limit: a page of payments, and the summary
 * over the whole filtered set, not the page.
 */
const payments = pagedAdminList<AdminPaymentsPage>(
  { path: '/admin/payments', rows: 'payments', fallbackMessage: adminScreenMessages.paymentsLoadFailed },
  adminKeys.paymentsPage,
);

export const useAdminPayments = payments.useList;
