// Rent with the offers under it (docs/product.md#offers): 'Have a code?' and 'Give as a gift' open their panel, a
// chunk of its own loaded on the click (it brings the form library and zod along). A code the server accepts changes
// what Rent charges and is sent with the checkout, a gift's included.
import { lazy, Suspense, useId, useState } from 'react';
import type { AppliedCode, OfferTarget } from '../../api/offers/check-code.ts';
import { offerLinksContent } from '../../content/catalogue.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { PageStatus } from '../page-status/page-status.tsx';
import { RentButton } from '../rental/rent-button.tsx';
import type { RentRequest } from '../rental/rent-flow.ts';
import './offers.css';

const OfferPanel = lazy(async () => ({ default: (await import('./offer-panel.tsx')).OfferPanel }));

export type PanelKind = 'code' | 'gift';

export interface OfferCheckoutProps {
  target: OfferTarget;
  /** What the viewer pays without a code (for a bundle, less the films they rent). */
  price: number;
  /** What a gift costs without a code (a bundle's full price: the recipient rents every film). */
  giftPrice: number;
  /** Rent's label for a price: 'Rent for $3.99', 'Pre-order for $3.99', 'Rent bundle for $9.99'. */
  labelFor: (price: number) => string;
  size?: 'small' | 'large';
  /** What the address asked for on the way back from Register (rent-flow.ts): start the checkout, or open a panel. */
  request: RentRequest | null;
  /** False when there is nothing to rent (a bundle whose films the viewer all rents): only the gift is offered. */
  canRent?: boolean;
}

export function OfferCheckout({ target, price, giftPrice, labelFor, size, request, canRent = true }: OfferCheckoutProps) {
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [panel, setPanel] = useState<PanelKind | null>(null);
  // The address's request counts for one render only: the panel it names opens then (React's way of updating state
  // from a changed prop, without an effect).
  const [seenRequest, setSeenRequest] = useState<RentRequest | null>(null);
  if (request !== seenRequest) {
    setSeenRequest(request);
    if (request === 'gift' || (request === 'code' && canRent)) setPanel(request);
  }
  const panelId = useId();
  const amount = applied?.amount ?? price;
  // A bundle's gift costs its full price: the code's answer (for the viewer's own price) tells it only when they match;
  // otherwise the gift panel asks the server for the code's price as a gift.
  const giftAmount = applied === null ? giftPrice : price === giftPrice ? applied.amount : null;

  const toggle = (kind: PanelKind) => (
    <button
      type="button"
      className="offer-links__toggle"
      aria-expanded={panel === kind}
      aria-controls={panel === kind ? panelId : undefined}
      onClick={() => setPanel(panel === kind ? null : kind)}
    >
      {offerLinksContent[kind]}
    </button>
  );

  return (
    <>
      {canRent && (
        <RentButton
          order={{ ...target, code: applied?.code }}
          price={amount}
          size={size}
          startsAtOnce={request === 'rent'}
          label={labelFor(amount)}
        />
      )}
      <p className="offer-links">
        {canRent && toggle('code')}
        {toggle('gift')}
      </p>
      {panel && (
        <div id={panelId} className="offer-panel">
          <Suspense fallback={<PageStatus>{screenTexts.common.loading}</PageStatus>}>
            <OfferPanel
              kind={panel}
              target={target}
              price={price}
              applied={applied}
              onApplied={setApplied}
              giftAmount={giftAmount}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}
