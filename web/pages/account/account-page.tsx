import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccountPayment } from '../../../common/account.ts';
import { formatDate, formatPrice } from '../../../common/format.ts';
import type { GivenGift } from '../../../common/offers.ts';
import type { UserRental } from '../../../common/payments.ts';
import { useDownloadExportMutation } from '../../api/account/download-export.ts';
import { useOwnPayments } from '../../api/account/list-own-payments.ts';
import { useOwnRentals } from '../../api/account/list-own-rentals.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { useGivenGifts } from '../../api/offers/list-given-gifts.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { FactList, type Fact } from '../../components/fact-list/fact-list.tsx';
import { FlashMessage, useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { QueryView, type QueryViewQuery } from '../../components/query-view/query-view.tsx';
import { accountPageContent as content, accountScreenMessages } from '../../content/account.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import './account-page.css';

/**
 * The logged-in viewer's own page (/account; the route's guard sends anyone else to /login and back): their
 * rentals, receipts and the gifts they gave, a change of password, their data to take away, and closing the account
 * (docs/decisions/0024).
 */
export function AccountPage() {
  useDocumentTitle(content.title);
  const { user } = useAuth();
  const { flash, show } = useFlashMessage();

  return (
    <div className="page container account-page">
      <PageHeader eyebrow={content.eyebrow} title={content.title}>
        {user && <p className="account-page__intro">{content.signedInAs(user.email)}</p>}
      </PageHeader>
      <FlashMessage flash={flash} />
      <RentalsSection />
      <ReceiptsSection />
      <GiftsSection />
      <DataSection onExportFailed={(text) => show('error', text)} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ListSectionProps<T> {
  query: QueryViewQuery<T[]>;
  texts: { heading: string; loading: string; empty: string };
  errorText: string;
  children: (list: T[]) => ReactNode;
  /** Below the list, shown whatever the list's state. */
  footer?: ReactNode;
}

/** A section of the viewer's own records: loading, failed, empty or the list. */
function ListSection<T>({ query, texts, errorText, children, footer }: ListSectionProps<T>) {
  return (
    <Section title={texts.heading}>
      <QueryView query={query} loadingText={texts.loading} errorText={errorText} showErrorMessage emptyHint={texts.empty}>
        {children}
      </QueryView>
      {footer}
    </Section>
  );
}

function RentalsSection() {
  const rentals = useOwnRentals();
  return (
    <ListSection
      query={rentals}
      texts={content.rentals}
      errorText={accountScreenMessages.rentalsLoadFailed}
      footer={
        <p className="account-section__more">
          <Link to="/movies">{content.rentals.browse}</Link>
        </p>
      }
    >
      {(list) => (
        <ul className="account-rentals">
          {list.map((rental) => (
            <RentalItem key={rental.id} rental={rental} />
          ))}
        </ul>
      )}
    </ListSection>
  );
}

/**
 * Waiting for its premiere or first play (docs/product.md#premieres-and-windows): when that comes or must; running:
 * when it ends; ended: when it did (or that it was never played in time); given back: that it was refunded.
 */
function endOf(rental: UserRental): Fact {
  const labels = content.rentals;
  if (rental.state === 'preordered' && rental.premiere_at) return { term: labels.premieres, value: formatDate(rental.premiere_at) };
  if (rental.state === 'not_started' && rental.starts_by) return { term: labels.startBy, value: formatDate(rental.starts_by) };
  if (rental.can_watch) return { term: labels.expires, value: formatDate(rental.rental_end) };
  if (!rental.is_active) return { term: labels.expired, value: labels.refunded };
  return { term: labels.expired, value: rental.rental_end === null ? labels.neverPlayed : formatDate(rental.rental_end) };
}

function RentalItem({ rental }: { rental: UserRental }) {
  const facts = [{ term: content.rentals.rentedOn, value: formatDate(rental.rental_start) }, endOf(rental)];
  return (
    <li className={`spread-row account-rental${rental.can_watch ? ' account-rental--running' : ''}`}>
      <div className="account-rental__text">
        <h3 className="account-rental__title">{rental.movie_title}</h3>
        <FactList facts={facts} className="account-facts" />
      </div>
      {rental.can_watch && (
        <Link
          to={`/movies/${rental.movie_id}`}
          className="button button--primary button--small account-rental__watch"
          aria-label={content.rentals.watchLabel(rental.movie_title)}
        >
          {content.rentals.watch}
        </Link>
      )}
    </li>
  );
}

function ReceiptsSection() {
  const payments = useOwnPayments();
  return (
    <ListSection query={payments} texts={content.receipts} errorText={accountScreenMessages.paymentsLoadFailed}>
      {(list) => <ReceiptsTable payments={list} />}
    </ListSection>
  );
}

/** A table on wide screens; at phone width each receipt stacks, its cells labelled (account-page.css). */
function ReceiptsTable({ payments }: { payments: AccountPayment[] }) {
  const labels = content.receipts;
  return (
    <table className="account-receipts">
      <caption className="visually-hidden">{labels.heading}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.date}</th>
          <th scope="col">{labels.film}</th>
          <th scope="col" className="account-receipts__amount">
            {labels.amount}
          </th>
          <th scope="col">{labels.status}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td data-label={labels.date}>{formatDate(payment.created_at)}</td>
            <th scope="row" data-label={labels.film}>
              {payment.movie_title}
            </th>
            <td data-label={labels.amount} className="account-receipts__amount">
              {formatPrice(payment.amount)}
            </td>
            <td data-label={labels.status}>
              <span className={`account-status account-status--${payment.status}`}>{labels.statusLabels[payment.status]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The gifts the viewer bought (docs/product.md#offers): for whom, and whether they were sent or redeemed. */
function GiftsSection() {
  const gifts = useGivenGifts();
  return (
    <ListSection query={gifts} texts={content.gifts} errorText={accountScreenMessages.giftsLoadFailed}>
      {(list) => (
        <ul className="account-rentals">
          {list.map((gift) => (
            <GiftItem key={gift.id} gift={gift} />
          ))}
        </ul>
      )}
    </ListSection>
  );
}

/** A gift's state in the receipts' colours: redeemed as paid, on its way as pending, cancelled as failed. */
const GIFT_STATE_TONES = { pending: 'pending', sent: 'pending', redeemed: 'completed', cancelled: 'failed' } as const;

function GiftItem({ gift }: { gift: GivenGift }) {
  const labels = content.gifts;
  const state = gift.state === 'redeemed' && gift.redeemed_at ? labels.redeemedOn(formatDate(gift.redeemed_at)) : labels.stateLabels[gift.state];
  const facts = [
    { term: labels.recipient, value: gift.recipient_email },
    { term: labels.state, value: <span className={`account-status account-status--${GIFT_STATE_TONES[gift.state]}`}>{state}</span> },
  ];
  return (
    <li className="spread-row account-rental">
      <div className="account-rental__text">
        <h3 className="account-rental__title">{gift.title}</h3>
        <FactList facts={facts} className="account-facts" />
      </div>
    </li>
  );
}

function DataSection({ onExportFailed }: { onExportFailed: (text: string) => void }) {
  const download = useDownloadExportMutation();
  const [isConfirming, setConfirming] = useState(false);
  const startDownload = () =>
    download.mutate(undefined, { onError: (error) => onExportFailed(errorMessageOf(error, accountScreenMessages.exportFailed)) });

  return (
    <Section title={content.data.heading}>
      <ul className="account-actions">
        <li className="spread-row account-action">
          <Link to="/account/password" className="button button--secondary">
            {content.data.changePassword}
          </Link>
        </li>
        <li className="spread-row account-action">
          <p className="account-action__hint">{content.data.downloadHint}</p>
          <button type="button" className="button button--secondary" onClick={startDownload} disabled={download.isPending}>
            {download.isPending ? content.data.downloading : content.data.download}
          </button>
        </li>
        <li className="spread-row account-action account-action--danger">
          <p className="account-action__hint">{content.data.deleteHint}</p>
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {content.data.delete}
          </button>
        </li>
      </ul>
      {isConfirming && <DeleteAccountDialog onCancel={() => setConfirming(false)} />}
    </Section>
  );
}
