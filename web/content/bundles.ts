// The bundles on /movies, after the films (docs/product.md#offers): their own module, so that the section's chunk
// carries only its own words. A bundle's page has its own in offers.ts.
export const bundlesSectionContent = {
  eyebrow: 'Save on several films',
  heading: 'Bundles',
  /** '3 films · $9.99'. */
  summary: (films: number, price: string) => `${films} film${films === 1 ? '' : 's'} · ${price}`,
};
