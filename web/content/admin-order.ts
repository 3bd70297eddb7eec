// The wording of reordering (docs/product.md#admin-reordering): the sortable list's buttons, its keyboard
// instructions and what a screen reader hears while an item moves, and the two lists that use it, the movie
// galleries' covers and the home page's featured films.

export const sortableListContent = {
  dragHandle: (title: string) => `Drag to reorder ${title}`,
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  /** Read with each drag handle (its description). */
  instructions:
    'To move an item with the keyboard, press Space or Enter on its drag handle, move it with the Up and Down arrow keys, ' +
    'then press Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons do the same.',
  /** What a screen reader calls each row, instead of dnd-kit's 'sortable'. Positions count from 1. */
  roleDescription: 'movable item',
  pickedUp: (title: string, position: number, count: number) => `Picked up ${title}, in position ${position} of ${count}.`,
  movedOver: (title: string, position: number, count: number) => `${title} is over position ${position} of ${count}.`,
  dropped: (title: string, position: number, count: number) => `${title} dropped in position ${position} of ${count}.`,
  cancelled: (title: string, position: number, count: number) => `Move cancelled. ${title} is back in position ${position} of ${count}.`,
  /** After a Move up or Move down button. */
  moved: (title: string, position: number, count: number) => `${title} moved to position ${position} of ${count}.`,
  unsaved: 'Order changed: save it to show it on the site.',
  save: 'Save order',
  saving: 'Saving order...',
  cancel: 'Cancel',
} as const;

export const coverOrderContent = {
  reorder: 'Reorder',
  heading: 'Reorder covers',
  intro: 'Drag the covers, or move them with the arrows, into the order the Movie Galleries page shows them. Nothing changes on the site until you save.',
  listLabel: 'Covers in display order',
  done: 'Back to the covers',
  saved: 'Cover order saved',
  saveFailed: 'Failed to save the cover order',
} as const;

export const featuredOrderContent = {
  heading: 'Featured on the home page',
  intro: 'The home page leads with the first active film of this list. Drag the films, or move them with the arrows, then save.',
  listLabel: 'Featured films in order',
  empty: 'No featured films yet. Mark a film "Feature on the home page" in its form.',
  saved: 'Featured order saved',
  saveFailed: 'Failed to save the featured order',
} as const;
