// Display formatters (docs/product.md#overview, docs/product.md#validation and docs/product.md#limits).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$4.99' from a number of dollars. */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}

/** 'N/A' when empty, 'Invalid Date' when unparsable, else a readable local date and time. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Integer cents (how money is stored) to dollars (how the API sends it). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** '4.99' -> 499. Two decimals at most (checked by the caller), so the string converts exactly. */
export function dollarsToCents(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
