// The order being edited in a SortableList: moves change it here only, until it is saved (or cancelled). When the
// list from the server comes back in another order (after a save, or changed elsewhere) the draft starts again from it.
import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';

interface DraftState {
  /** The server's order this draft started from, as 'id,id,id'. */
  sourceKey: string;
  /** The order last saved (or read): what Cancel goes back to. */
  saved: number[];
  draft: number[];
}

const fresh = (ids: readonly number[]): DraftState => ({ sourceKey: ids.join(','), saved: [...ids], draft: [...ids] });

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export function useDraftOrder(serverIds: readonly number[]) {
  const [state, setState] = useState(() => fresh(serverIds));
  let current = state;
  // Adjusted while rendering, not in an effect: the list never shows a frame of the old order.
  if (state.sourceKey !== serverIds.join(',')) {
    current = fresh(serverIds);
    setState(current);
  }
  const { saved, draft } = current;
  return {
    draft,
    isChanged: !sameOrder(saved, draft),
    /** Moves the item at `from` to `to` (indexes in the draft). */
    move: (from: number, to: number) => setState((previous) => ({ ...previous, draft: arrayMove(previous.draft, from, to) })),
    revert: () => setState((previous) => ({ ...previous, draft: [...previous.saved] })),
    /** The draft was saved: Cancel now goes back to it. */
    markSaved: (ids: readonly number[]) => setState((previous) => ({ ...previous, saved: [...ids] })),
  };
}
