import type { z } from 'zod';
import type { adminCodesResponseSchema } from '../../../common/admin-offers.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { pagedAdminList } from './list-query.ts';

type AdminCodesPage = z.infer<typeof adminCodesResponseSchema>;

/**
 * GET /api/admin/codes?status&search&sort&order&page&limit (docs/product.md#offers): a page of codes, each with its
 * redemptions and the revenue they brought.
 */
const codes = pagedAdminList<AdminCodesPage>(
  { path: '/admin/codes', rows: 'codes', fallbackMessage: adminScreenMessages.codesLoadFailed },
  adminKeys.codesPage,
);

export const useAdminCodes = codes.useList;
