// Query keys of offers (docs/product.md#offers): bundles, a gift by its token, and the gifts a viewer gave. A bundle's
// answer differs per viewer (the films they rent, their price), so it carries the viewer; the gifts given sit under
// the account's keys (['account', ...]), read afresh like the viewer's other records.
export const offerKeys = {
  bundles: ['bundles'] as const,
  bundleList: () => ['bundles', 'list'] as const,
  bundle: (bundleId: string, viewerId: number | null) => ['bundles', 'detail', bundleId, viewerId] as const,
  gift: (token: string) => ['gifts', token] as const,
  givenGifts: (viewerId: number | null) => ['account', 'gifts', viewerId] as const,
};
