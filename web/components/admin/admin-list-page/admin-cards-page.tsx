// The screen of a whole admin list shown as cards (movies, movie galleries): the heading with its Add button,
// then the cards; loading, failure and an empty list through QueryView; the add/edit form, the dialog that
// confirms an action on a card, and the toast that says it was done.
import type { ComponentType, ReactNode } from 'react';
import { adminShellContent } from '../../../content/admin-shell.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../../confirm-dialog/confirm-dialog.tsx';
import { useFlashMessage, type Flash } from '../../flash-message/flash-message.tsx';
import { QueryView, type QueryViewQuery } from '../../query-view/query-view.tsx';
import { AdminCardGrid, type AdminCardShape } from '../admin-card-grid/admin-card-grid.tsx';
import { AdminPageHeader, AdminToast } from '../admin-page/admin-page.tsx';
import { useConfirmedAction, type ConfirmedActionOptions } from '../admin-page/use-confirmed-action.ts';
import { useItemEditor, type ItemEditorProps } from '../admin-page/use-item-editor.ts';

interface AdminCardsTexts {
  title: string;
  intro?: string;
  loading: string;
  emptyTitle: string;
  emptyHint: string;
  /** Names the list of cards. */
  listLabel: string;
}

/** What each card is handed with its item: its place in the grid, and its two kinds of button. */
export interface AdminCardControls<Item> {
  item: Item;
  index: number;
  /** Opens the add/edit form on the item. */
  onEdit: () => void;
  /** Asks to confirm the screen's action on the item (delete, deactivate). */
  onAction: () => void;
}

export interface AdminCardsOptions<Item, Variables> {
  /** The toast after a save: whether an item was edited (it is passed) or added (null). */
  savedText: (edited: Item | null) => string;
  /** The action on a card, confirmed first (useConfirmedAction), and the toast once it is done. */
  action: Omit<ConfirmedActionOptions<Item, Variables>, 'onDone'> & { doneText: (item: Item) => string };
}

export interface AdminCardsState<Item> {
  editor: { add: () => void; edit: (item: Item) => void; modal: ItemEditorProps<Item> | null };
  action: { ask: (item: Item) => void; dialog: ConfirmDialogProps | null };
  flash: Flash | null;
}

/** The add/edit form, the confirmed action on a card and the toast that reports both. */
export function useAdminCards<Item, Variables>({ savedText, action }: AdminCardsOptions<Item, Variables>): AdminCardsState<Item> {
  const { flash, show } = useFlashMessage();
  const editor = useItemEditor<Item>((edited) => show('success', savedText(edited)));
  const { doneText, ...confirmed } = action;
  const confirmedAction = useConfirmedAction({ ...confirmed, onDone: (item) => show('success', doneText(item)) });
  return { editor, action: confirmedAction, flash };
}

export interface AdminCardsPageProps<Item extends { id: number }> {
  /** The screen's texts, with the failure's heading (the list's 'Failed to load …') and the 'Add …' button. */
  texts: AdminCardsTexts & { errorText: string; addLabel: string };
  query: QueryViewQuery<Item[]>;
  shape: AdminCardShape;
  /** useAdminCards() of the screen. */
  cards: AdminCardsState<Item>;
  /** One card (an AdminCard). */
  Card: ComponentType<AdminCardControls<Item>>;
  /** The add/edit form, while it is open. */
  Form: ComponentType<ItemEditorProps<Item>>;
  /** Further buttons of the screen, in its header before 'Add …' (the galleries' 'Reorder'). */
  headerActions?: ReactNode;
}

export function AdminCardsPage<Item extends { id: number }>({ texts, query, shape, cards, Card, Form, headerActions }: AdminCardsPageProps<Item>) {
  const { editor, action, flash } = cards;
  useDocumentTitle(adminShellContent.documentTitle(texts.title));
  return (
    <div className="admin-screen">
      <AdminPageHeader title={texts.title} intro={texts.intro} add={{ label: texts.addLabel, onClick: editor.add }} actions={headerActions} />
      <QueryView query={query} loadingText={texts.loading} errorText={texts.errorText} emptyTitle={texts.emptyTitle} emptyHint={texts.emptyHint}>
        {(items) => (
          <AdminCardGrid label={texts.listLabel} shape={shape}>
            {items.map((item, index) => (
              <Card
                key={item.id}
                item={item}
                index={index}
                onEdit={() => editor.edit(item)}
                onAction={() => action.ask(item)}
              />
            ))}
          </AdminCardGrid>
        )}
      </QueryView>
      {editor.modal && <Form {...editor.modal} />}
      {action.dialog && <ConfirmDialog {...action.dialog} />}
      <AdminToast flash={flash} />
    </div>
  );
}
