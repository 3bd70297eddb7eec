import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** `?add=1` on an admin screen opens its add dialog (the dashboard's "Add Movie" links there). */
const ADD_PARAM = 'add';

/** What an admin screen hands its add/edit dialog (MovieFormModal, CoverFormModal). */
export interface ItemEditorProps<Item> {
  /** The item to edit; null adds one. */
  item: Item | null;
  onClose: () => void;
  onSaved: (saved: Item) => void;
}

/**
 * The add/edit dialog of an admin screen: `add()` opens it empty, `edit(item)` on the item, and `modal` is the
 * dialog's props (null while it is closed). After a save it closes, and `onSaved` hears whether an item was
 * edited (it is passed) or added (null): the screen's flash. The screen opened with `?add=1` starts with the
 * add dialog open.
 */
export function useItemEditor<Item>(onSaved: (edited: Item | null) => void) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ item: Item | null } | null>(() => (params.get(ADD_PARAM) === '1' ? { item: null } : null));
  // The link has done its work: a reload or Back must not open the dialog again.
  useEffect(() => {
    if (params.has(ADD_PARAM)) {
      setParams(
        (current) => {
          current.delete(ADD_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);
  const close = () => setEditing(null);
  const modal: ItemEditorProps<Item> | null = editing && {
    item: editing.item,
    onClose: close,
    onSaved: () => {
      onSaved(editing.item);
      close();
    },
  };
  return { add: () => setEditing({ item: null }), edit: (item: Item) => setEditing({ item }), modal };
}
