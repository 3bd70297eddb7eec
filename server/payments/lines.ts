// What a checkout says is bought (docs/product.md#offers), worked out once for Stripe's page (at checkout) and the
// sandbox's (from the payment row): the film and its rules, or the bundle and its films, then what came off the price
// and for whom it is a gift. The total is the payment's amount, shown beside them.
import { centsToDollars, formatPrice } from '../../common/format.ts';
import { offerMessages as m } from '../../common/messages/offers.ts';
import type { CheckoutLines } from './provider.ts';

export type LineItem =
  /** `rulesText`: the checkout's one line of rules (common/premieres.ts checkoutRulesText). */
  | { kind: 'film'; title: string; rulesText: string }
  /** `filmTitles`: the films the purchase grants; `heldDropCents`: what the films the buyer rents took off. */
  | { kind: 'bundle'; title: string; filmTitles: string[]; heldDropCents: number };

const price = (cents: number) => formatPrice(centsToDollars(cents));

export function checkoutLines(item: LineItem, code: { code: string; discountCents: number } | null, giftEmail: string | null): CheckoutLines {
  const details =
    item.kind === 'film'
      ? [item.rulesText]
      : [item.filmTitles.join(', '), ...(item.heldDropCents > 0 ? [m.discountLine(m.alreadyRentedLine, price(item.heldDropCents))] : [])];
  if (code) details.push(m.discountLine(m.codeLine(code.code), price(code.discountCents)));
  if (giftEmail !== null) details.push(m.giftLine(giftEmail));
  return { name: item.kind === 'film' ? item.title : m.bundleLine(item.title, item.filmTitles.length), details };
}
