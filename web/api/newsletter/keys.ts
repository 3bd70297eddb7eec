// Query keys of the newsletter. The admin's subscriber list and its stats (admin/newsletter) live under
// newsletterKeys.all, so a sign-up refreshes them wherever they are on screen.
export const newsletterKeys = {
  all: ['newsletter'] as const,
};
