import { useState } from 'react';

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
 * edited (it is passed) or added (null): the screen's flash.
 */
export function useItemEditor<Item>(onSaved: (edited: Item | null) => void) {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
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
