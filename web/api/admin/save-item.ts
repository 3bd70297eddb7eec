// The save of an admin form that carries a file (a movie and its poster, a cover and its image): one
// description per kind of item drives the create or edit, its multipart body and the answers read again after.
import type { QueryKey } from '@tanstack/react-query';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { saveForm, type FormSave, type StartUpload } from './multipart.ts';

export interface ItemSave<Values, Answer, Item> {
  /** The collection ('/admin/movies'): a create is POSTed to it, an edit PUT to `{path}/{id}`. */
  path: string;
  /** The text parts of the body, in order. */
  parts: (values: Values) => FormSave['parts'];
  /** The file part's name and the file picked, if any. */
  file: (values: Values) => FormSave['file'];
  fallbackMessage: string;
  /** The saved item in the server's answer. */
  itemOf: (answer: Answer) => Item;
  /** The cached answers the save changes. */
  refreshes: readonly QueryKey[];
}

/** Adds (itemId null) or edits an item; `startUpload` hands each attempt its progress and cancel. */
export function useItemSaveMutation<Values, Answer, Item>(
  save: ItemSave<Values, Answer, Item>,
  itemId: number | null,
  startUpload?: StartUpload,
) {
  return useRefreshingMutation(async (values: Values) => {
    const { path, fallbackMessage } = save;
    const body = { path, id: itemId, parts: save.parts(values), file: save.file(values), fallbackMessage };
    return save.itemOf(await saveForm<Answer>(body, startUpload?.() ?? {}));
  }, save.refreshes);
}
