// Query keys of the account domain: the logged-in viewer's own rentals and receipts. Both differ per viewer, so
// both carry the viewer's id; everything sits under accountKeys.all.
export const accountKeys = {
  all: ['account'] as const,
  rentals: (viewerId: number | null) => ['account', 'rentals', viewerId] as const,
  payments: (viewerId: number | null) => ['account', 'payments', viewerId] as const,
};
