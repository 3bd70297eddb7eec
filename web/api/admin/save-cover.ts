import type { AdminCover, AdminCoverResponse, ParsedCoverFields } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';
import { partText, type StartUpload } from './multipart.ts';
import { useItemSaveMutation, type ItemSave } from './save-item.ts';

/** The cover form's checked values (common/admin-catalogue.ts) and the image picked, if any. */
type CoverSaveValues = ParsedCoverFields & { cover_image?: File | null };

/**
 * POST /api/admin/movie-galleries (a new cover) or PUT /api/admin/movie-galleries/{id}, as multipart. The admin list
 * and the public covers answers are read again.
 */
const coverSave: ItemSave<CoverSaveValues, AdminCoverResponse, AdminCover> = {
  path: '/admin/movie-galleries',
  parts: (values) => [
    ['title', values.title],
    ['description', values.description],
    ['movie_id', partText(values.movie_id)],
    ['display_order', partText(values.display_order)],
    ['is_coming_soon', partText(values.is_coming_soon)],
  ],
  file: (values) => ['cover_image', values.cover_image],
  fallbackMessage: adminScreenMessages.coverSaveFailed,
  itemOf: (answer) => answer.cover,
  refreshes: [adminKeys.covers, catalogueKeys.covers],
};

/** Adds (coverId null) or edits a cover. */
export function useSaveCoverMutation(coverId: number | null, startUpload?: StartUpload) {
  return useItemSaveMutation(coverSave, coverId, startUpload);
}
