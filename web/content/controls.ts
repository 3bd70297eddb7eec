// The words of the shared controls: the pager of every paged list and the confirmation dialog.
export const paginationContent = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
} as const;

export const confirmContent = {
  cancel: 'Cancel',
} as const;

/** A dialog's close button's accessible name, unless the dialog names it otherwise. */
export const modalContent = {
  close: 'Close',
} as const;

/** The photo viewer of the galleries and backstage pages. */
export const lightboxContent = {
  label: 'Photo viewer',
  previous: 'Previous photo',
  next: 'Next photo',
} as const;

/** A password field's show/hide toggle, named by what pressing it does ('Show password'). */
export const passwordToggleContent = {
  show: (field: string) => `Show ${field}`,
  hide: (field: string) => `Hide ${field}`,
} as const;
