import type { z } from 'zod';
import type { StartUpload } from '../../../api/admin/multipart.ts';
import { useZodForm, type FormMutation, type Schema, type ZodFormOptions } from '../../form/use-zod-form.ts';
import { useUploadTracker } from './use-upload-tracker.ts';

/** An item's save mutation hook (useSaveMovieMutation): null adds, an id edits; each attempt starts an upload. */
type SaveHook<Values, Result> = (itemId: number | null, startUpload: StartUpload) => FormMutation<Values, Result> & {
  reset: () => void;
};

/** What every form of one kind of item shares: its schema, its save and the text of a failed save. */
export interface FileFormKind<S extends Schema, Result> extends Pick<ZodFormOptions<S, Result>, 'schema' | 'failureText'> {
  useSave: SaveHook<z.output<S>, Result>;
}

/** The item this form adds (itemId null) or edits. */
interface FileFormItem<S extends Schema, Result> extends Pick<ZodFormOptions<S, Result>, 'defaultValues' | 'onSuccess'> {
  itemId: number | null;
}

/**
 * The add/edit form of an item whose save carries a file (a movie's poster, a cover's image): the form, its save,
 * and the upload's progress and cancel, which AdminFormFooter shows.
 */
export function useFileForm<S extends Schema, Result>(
  { useSave, ...kind }: FileFormKind<S, Result>,
  { itemId, ...item }: FileFormItem<S, Result>,
) {
  const upload = useUploadTracker();
  const save = useSave(itemId, upload.start);
  const form = useZodForm({ ...kind, ...item, mutation: save });
  return { form, upload, save };
}
