// A list put in order by hand (docs/product.md#admin-reordering, docs/decisions/0028-drag-and-drop-with-dnd-kit.md):
// drag a row by its handle (pointer or touch), or pick it up from the keyboard (Space, the arrow keys, Space), or use
// its Move up / Move down buttons. A screen reader hears where the row is at each step. The new order stays on this
// screen until "Save order" sends it in one request; "Cancel" goes back to the order saved.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLayoutEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../api/api-client.ts';
import { sortableListContent as content } from '../../../content/admin-order.ts';
import { FormAlert } from '../../form/form-alert.tsx';
import { useFlashMessage } from '../../flash-message/flash-message.tsx';
import { AdminToast } from '../admin-page/admin-page.tsx';
import { SortableRow, type MoveDirection, type SortableItemView, type SortableThumbnailShape } from './sortable-row.tsx';
import { useDraftOrder } from './use-draft-order.ts';
import './sortable-list.css';

export type { SortableItemView } from './sortable-row.tsx';

/** The save of the new order; TanStack's useMutation result fits. */
interface OrderSave {
  mutate(ids: number[], options?: { onSuccess?: () => void }): void;
  reset(): void;
  isPending: boolean;
  error: Error | null;
}

export interface SortableListProps {
  /** In the order saved. */
  items: readonly SortableItemView[];
  shape: SortableThumbnailShape;
  texts: {
    /** Names the list. */
    listLabel: string;
    /** The toast once saved ('Cover order saved'). */
    saved: string;
    /** The failure shown when the server gives no words of its own. */
    saveFailed: string;
  };
  save: OrderSave;
  /** After Cancel has put the order back (a screen's reorder mode closes). Without it, Cancel needs a change to undo. */
  onCancel?: () => void;
}

/** A row's pointer drag starts once it has moved this far, so a click on the handle stays a click. */
const POINTER_DRAG_DISTANCE_PX = 4;

export function SortableList({ items, shape, texts, save, onCancel }: SortableListProps) {
  const order = useDraftOrder(items.map((item) => item.id));
  const { flash, show } = useFlashMessage();
  const [moveNote, setMoveNote] = useState('');
  const { listRef, requestFocus } = useMoveFocus(order.draft);
  const overId = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const byId = new Map(items.map((item) => [item.id, item]));
  const rows = order.draft.map((id) => byId.get(id)).filter((item): item is SortableItemView => item !== undefined);
  const count = rows.length;
  const place = (id: UniqueIdentifier) => order.draft.indexOf(Number(id)) + 1;
  const titleOf = (id: UniqueIdentifier) => byId.get(Number(id))?.title ?? '';

  const moveTo = (from: number, to: number) => {
    if (save.error) save.reset();
    order.move(from, to);
  };

  const moveByButton = (item: SortableItemView, index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    moveTo(index, to);
    requestFocus(item.id, direction);
    setMoveNote(content.moved(item.title, to + 1, count));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(place(active.id) - 1, place(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      overId.current = active.id;
      return content.pickedUp(titleOf(active.id), place(active.id), count);
    },
    // Only a change of place is news: dnd-kit also reports the row over itself as the drag starts.
    onDragOver: ({ active, over }) => {
      if (!over || over.id === overId.current) return undefined;
      overId.current = over.id;
      return content.movedOver(titleOf(active.id), place(over.id), count);
    },
    onDragEnd: ({ active, over }) => content.dropped(titleOf(active.id), place(over?.id ?? active.id), count),
    onDragCancel: ({ active }) => content.cancelled(titleOf(active.id), place(active.id), count),
  };

  const onSave = () => {
    const ids = [...order.draft];
    save.mutate(ids, {
      onSuccess: () => {
        order.markSaved(ids);
        show('success', texts.saved);
      },
    });
  };

  const onCancelClick = () => {
    order.revert();
    save.reset();
    setMoveNote('');
    onCancel?.();
  };

  return (
    <div className="sortable-list">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: content.instructions } }}
      >
        <SortableContext items={order.draft} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="sortable-list__rows" aria-label={texts.listLabel} aria-busy={save.isPending || undefined}>
            {rows.map((item, index) => (
              <SortableRow
                key={item.id}
                item={item}
                shape={shape}
                position={index + 1}
                count={count}
                disabled={save.isPending}
                onMove={(direction) => moveByButton(item, index, direction)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status">
        {moveNote}
      </p>
      {save.error && <FormAlert>{errorMessageOf(save.error, texts.saveFailed)}</FormAlert>}
      <div className="spread-row sortable-list__footer">
        <p className="admin-hint">{order.isChanged ? content.unsaved : ''}</p>
        <div className="button-row">
          <button type="button" className="button button--secondary" disabled={save.isPending || (!order.isChanged && !onCancel)} onClick={onCancelClick}>
            {content.cancel}
          </button>
          <button type="button" className="button button--primary" disabled={save.isPending || !order.isChanged} onClick={onSave}>
            {save.isPending ? content.saving : content.save}
          </button>
        </div>
      </div>
      <AdminToast flash={flash} />
    </div>
  );
}

/**
 * Keeps the keyboard on the row a Move button moved: on the same button, or on the other one once the row has
 * reached an end (where the button it pressed is disabled).
 */
function useMoveFocus(draft: readonly number[]) {
  const listRef = useRef<HTMLOListElement>(null);
  const wanted = useRef<{ id: number; direction: MoveDirection } | null>(null);
  useLayoutEffect(() => {
    const target = wanted.current;
    wanted.current = null;
    const row = target && listRef.current?.querySelector(`[data-sortable-id="${target.id}"]`);
    if (!target || !row) return;
    const same = row.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = row.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [draft]);
  return {
    listRef,
    requestFocus: (id: number, direction: MoveDirection) => {
      wanted.current = { id, direction };
    },
  };
}
