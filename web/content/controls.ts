// The words of the shared controls: the pager of every paged list and the confirmation dialog.
export const paginationContent = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
} as const;

export const confirmContent = {
  cancel: 'Cancel',
} as const;
