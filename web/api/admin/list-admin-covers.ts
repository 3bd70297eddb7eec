import type { AdminCover } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { adminList } from './list-query.ts';

/** GET /api/admin/movie-galleries: every cover in display order, with the title of the movie it links to. */
const covers = adminList<AdminCover>(
  { path: '/admin/movie-galleries', rows: 'covers', fallbackMessage: adminScreenMessages.coversLoadFailed },
  adminKeys.covers,
);

export const adminCoversQuery = covers.query;
export const useAdminCovers = covers.useList;
