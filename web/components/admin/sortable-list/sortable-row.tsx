// One row of a SortableList: its drag handle (dnd-kit's activator: the pointer and the keyboard pick the row up
// there only, so the rest of the row scrolls and clicks as usual), its place, thumbnail and title, then Move up
// and Move down, the same move as buttons.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { sortableListContent as content } from '../../../content/admin-order.ts';
import { LineIcon, roundStroke } from '../../line-icon/line-icon.tsx';
import { ResponsiveImage } from '../../responsive-image/responsive-image.tsx';

/** What a row shows of its item. */
export interface SortableItemView {
  id: number;
  title: string;
  imageSrc: string | null;
}

/** A poster is a 2:3 portrait, a cover a 16:9 landscape: the thumbnail keeps the shape of the image. */
export type SortableThumbnailShape = 'poster' | 'cover';

const THUMBNAIL = {
  poster: { width: 800, height: 1200, sizes: '40px' },
  cover: { width: 1280, height: 720, sizes: '96px' },
} as const;

export type MoveDirection = 'up' | 'down';

interface SortableRowProps {
  item: SortableItemView;
  shape: SortableThumbnailShape;
  /** From 1. */
  position: number;
  count: number;
  /** While the order is being saved. */
  disabled: boolean;
  onMove: (direction: MoveDirection) => void;
}

export function SortableRow({ item, shape, position, count, disabled, onMove }: SortableRowProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
    attributes: { roleDescription: content.roleDescription },
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`admin-tile sortable-list__row${isDragging ? ' sortable-list__row--dragging' : ''}`}
      data-sortable-id={item.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="touch-box sortable-list__handle"
        aria-label={content.dragHandle(item.title)}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <LineIcon size={18}>
          <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" {...roundStroke(3)} />
        </LineIcon>
      </button>
      <span className="sortable-list__position" aria-hidden="true">
        {position}
      </span>
      <ResponsiveImage className={`sortable-list__thumb sortable-list__thumb--${shape}`} src={item.imageSrc} alt="" {...THUMBNAIL[shape]} />
      <span className="sortable-list__title">{item.title}</span>
      <span className="sortable-list__moves">
        <MoveButton direction="up" label={content.moveUp(item.title)} disabled={disabled || position === 1} onMove={onMove}>
          <path d="m6 15 6-6 6 6" {...roundStroke(2)} />
        </MoveButton>
        <MoveButton direction="down" label={content.moveDown(item.title)} disabled={disabled || position === count} onMove={onMove}>
          <path d="m6 9 6 6 6-6" {...roundStroke(2)} />
        </MoveButton>
      </span>
    </li>
  );
}

interface MoveButtonProps {
  direction: MoveDirection;
  label: string;
  disabled: boolean;
  onMove: (direction: MoveDirection) => void;
  children: ReactNode;
}

function MoveButton({ direction, label, disabled, onMove, children }: MoveButtonProps) {
  return (
    <button
      type="button"
      className="touch-box sortable-list__move"
      aria-label={label}
      disabled={disabled}
      data-move={direction}
      onClick={() => onMove(direction)}
    >
      <LineIcon size={18}>{children}</LineIcon>
    </button>
  );
}
