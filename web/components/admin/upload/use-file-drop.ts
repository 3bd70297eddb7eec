import { useState, type DragEvent } from 'react';

/**
 * Files dragged onto an element: it is lit while files hover over it (not text or links), and `onFiles` gets
 * what is dropped, unless the field is disabled (a file dropped then is still kept from the browser, which
 * would open it in place of the form). `className` gives the element's state as modifiers of its
 * block: `--dragging`, `--invalid`, `--disabled`.
 */
export function useFileDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [isDragging, setDragging] = useState(false);

  const dropProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      if (!disabled) setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Leaving for one of its own children is not leaving the element.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled) onFiles(Array.from(event.dataTransfer.files));
    },
  };

  const className = (block: string, { invalid }: { invalid: boolean }) =>
    [block, isDragging ? `${block}--dragging` : '', invalid ? `${block}--invalid` : '', disabled ? `${block}--disabled` : '']
      .filter(Boolean)
      .join(' ');

  return { dropProps, className };
}
