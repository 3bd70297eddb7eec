import { useState } from 'react';
import { errorMessageOf } from '../../../api/api-client.ts';
import type { ConfirmDialogProps } from '../../confirm-dialog/confirm-dialog.tsx';

/** What the action needs of its mutation; TanStack's useMutation result fits. */
interface ConfirmableMutation<Variables> {
  mutate(variables: Variables, options?: { onSuccess?: () => void }): void;
  reset(): void;
  isPending: boolean;
  error: Error | null;
}

/** The words of one item's dialog ('Delete this cover?'), and the failure to show when the server gives none. */
type ConfirmTexts = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'busyLabel'> & { failureText: string };

export interface ConfirmedActionOptions<Item, Variables> {
  mutation: ConfirmableMutation<Variables>;
  /** The mutation's input for the item. */
  variables: (item: Item) => Variables;
  texts: (item: Item) => ConfirmTexts;
  /** After the call succeeded and the dialog closed (the screen's flash). */
  onDone: (item: Item) => void;
}

/**
 * Pick an item, confirm, run the mutation: `ask(item)` opens the dialog, whose props are `dialog` (null while
 * closed). A failure stays in the dialog, so the admin can try again or cancel; cancelling forgets it.
 */
export function useConfirmedAction<Item, Variables>({ mutation, variables, texts, onDone }: ConfirmedActionOptions<Item, Variables>) {
  const [item, setItem] = useState<Item | null>(null);

  const close = () => {
    setItem(null);
    mutation.reset();
  };

  let dialog: ConfirmDialogProps | null = null;
  if (item !== null) {
    const { failureText, ...words } = texts(item);
    dialog = {
      ...words,
      isBusy: mutation.isPending,
      error: mutation.error ? errorMessageOf(mutation.error, failureText) : null,
      onConfirm: () => {
        if (mutation.isPending) return;
        mutation.mutate(variables(item), {
          onSuccess: () => {
            close();
            onDone(item);
          },
        });
      },
      onCancel: close,
    };
  }

  return { ask: (next: Item) => setItem(next), dialog };
}
