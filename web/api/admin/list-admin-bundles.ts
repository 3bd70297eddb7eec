import type { AdminBundle } from '../../../common/admin-offers.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { adminList } from './list-query.ts';

/** GET /api/admin/bundles (docs/product.md#offers): every bundle, active or not, with its payments and revenue. */
const bundles = adminList<AdminBundle>({ path: '/admin/bundles', rows: 'bundles', fallbackMessage: adminScreenMessages.bundlesLoadFailed }, adminKeys.bundles);

export const useAdminBundles = bundles.useList;
