// /admin/newsletter (docs/product.md#admin-newsletter-and-email-logs): the subscriber totals, the outbox's
// queue, every subscriber in a server-paged table (searched, filtered by status, sorted, exported as CSV) whose
// active rows can be chosen, one by one, by page or every match of the search, and the send dialog, for the chosen
// ones or, from an active row's menu, for that subscriber alone. The list's state lives in the URL; the selection
// lives on the screen and survives paging.
import { useState } from 'react';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import {
  SUBSCRIBER_SORTS,
  SUBSCRIBER_STATUS_FILTERS,
  type SendEmailResponse,
  type Subscriber,
  type SubscriberSort,
  type SubscribersResponse,
} from '../../../common/newsletter-admin.ts';
import { useActiveSubscriberCount, useSubscribers } from '../../api/admin/list-subscribers.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell, ExportButton, StatusBadge } from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { formatTimeUntil } from '../../components/admin/newsletter/durations.ts';
import { adminNewsletterContent as content, sendEmailContent } from '../../content/admin-newsletter.ts';
import { OutboxQueueLine } from '../../components/admin/newsletter/outbox-queue-line.tsx';
import { SelectionBar } from '../../components/admin/newsletter/selection-bar.tsx';
import { SendEmailModal } from '../../components/admin/newsletter/send-email-modal.tsx';
import { SubscriberStatCards } from '../../components/admin/newsletter/subscriber-stats.tsx';
import { useSubscriberSelection } from '../../components/admin/newsletter/use-subscriber-selection.ts';
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { formatDay } from '../../content/admin-lists.ts';
import './admin-newsletter-page.css';

const listSpec = {
  sorts: SUBSCRIBER_SORTS,
  defaultSort: 'subscribed_at',
  defaultOrder: 'desc',
  filters: { status: oneOf(SUBSCRIBER_STATUS_FILTERS) },
} as const;

const statusOptions = SUBSCRIBER_STATUS_FILTERS.map((value) => ({ value, label: content.statusOptions[value] }));

const columns: DataColumn<Subscriber, SubscriberSort>[] = [
  { id: 'email', header: content.columns.email, sort: 'email', firstOrder: 'asc', rowHeader: true, cell: (subscriber) => subscriber.email },
  {
    id: 'status',
    header: content.columns.status,
    cell: (subscriber) =>
      subscriber.is_active ? (
        <StatusBadge tone="success">{content.active}</StatusBadge>
      ) : (
        <span className="data-table__stack">
          <StatusBadge tone="muted">{content.unsubscribed}</StatusBadge>
          {subscriber.unsubscribed_at && (
            <span className="admin-hint admin-hint--small">{content.unsubscribedOn(formatDay(subscriber.unsubscribed_at))}</span>
          )}
        </span>
      ),
  },
  {
    id: 'subscribed',
    header: content.columns.subscribed,
    sort: 'subscribed_at',
    hideable: true,
    cell: (subscriber) => <DateTimeCell value={subscriber.subscribed_at} />,
  },
];

const card = { title: 'email', status: 'status', meta: ['subscribed'] } as const;

/** An active subscriber's menu: an e-mail to them alone. */
const subscriberActions = (subscriber: Subscriber, write: (subscriber: Subscriber) => void): RowAction[] =>
  subscriber.is_active ? [{ label: content.send, ariaLabel: content.sendTo(subscriber.email), primary: true, onSelect: () => write(subscriber) }] : [];

/** Who the send dialog writes to: the chosen subscribers, or one from a row's menu. */
type Composing = { to: 'selection' } | { to: 'one'; subscriber: Subscriber } | null;

/**
 * How many active subscribers match the search, for "Select all 1,234 …": the totals say so without a search,
 * the page's total with the Active filter; otherwise (asked only when `needed`) a count of its own.
 */
function useActiveMatchCount(page: SubscribersResponse | undefined, isCurrent: boolean, search: string, status: string, needed: boolean) {
  let known: number | undefined;
  if (page && !search) known = page.stats.active;
  else if (page && isCurrent && status === 'active') known = page.pagination.total;
  const counted = useActiveSubscriberCount(search, needed && known === undefined);
  return known ?? counted.data ?? null;
}

export function AdminNewsletterPage() {
  const list = useListParams(listSpec);
  const subscribers = useSubscribers(list.query);
  const selection = useSubscriberSelection(list.search);
  const { flash, show } = useFlashMessage();
  const [composing, setComposing] = useState<Composing>(null);
  const [lastSend, setLastSend] = useState<SendEmailResponse | null>(null);

  const rows = subscribers.data?.subscribers ?? [];
  const isPageTicked = selection.isPageTicked(rows);
  const matching = useActiveMatchCount(
    subscribers.data,
    !subscribers.isPlaceholderData,
    list.search,
    list.filters.status,
    isPageTicked || selection.selection.mode === 'all',
  );
  const isFiltered = list.search !== '' || list.filters.status !== 'all';

  const recipientsText =
    selection.selection.mode === 'all'
      ? sendEmailContent.recipientsAll(matching, selection.selection.search)
      : sendEmailContent.recipients(selection.selection.ids.size);

  const onSent = (result: SendEmailResponse) => {
    // An e-mail to one subscriber leaves the chosen ones chosen.
    if (composing?.to === 'selection') selection.clear();
    setComposing(null);
    setLastSend(result);
    show('success', adminScreenMessages.emailSent);
  };

  return (
    <AdminListPage
      texts={{
        ...content,
        emptyTitle: isFiltered ? content.noMatchTitle : adminScreenMessages.noSubscribers,
        emptyHint: isFiltered ? content.noMatchHint : content.emptyHint,
      }}
      errorText={adminScreenMessages.subscribersLoadFailed}
      list={list}
      query={subscribers}
      rowsOf={(page) => page.subscribers}
      filters={[{ filter: 'status', label: content.statusLabel, options: statusOptions }]}
      actions={<ExportButton list="newsletter/subscribers" query={list.query} onFailed={(text) => show('error', text)} />}
      notice={
        // What the last send queued stays on screen (the toast goes after 3 s).
        <div className="newsletter-sent" role="status">
          {lastSend && <p className="newsletter-sent__text">{content.queued(lastSend.queued, formatTimeUntil(lastSend.last_send_at))}</p>}
        </div>
      }
      summary={(page) => (
        <>
          <SubscriberStatCards stats={page.stats} />
          <OutboxQueueLine queue={page.queue} />
          {page.stats.total > 0 && (
            <SelectionBar
              selection={selection.selection}
              isPageTicked={isPageTicked}
              activeOnPage={page.subscribers.filter((subscriber) => subscriber.is_active).length}
              matching={matching}
              hasSearch={list.search !== ''}
              onSelectAll={selection.selectAllMatching}
              onClear={selection.clear}
              onSend={() => setComposing({ to: 'selection' })}
            />
          )}
        </>
      )}
      flash={flash}
      table={{
        columns,
        rowKey: (subscriber) => subscriber.id,
        sortable: true,
        card,
        columnsKey: 'newsletter',
        actions: {
          of: (subscriber) => subscriberActions(subscriber, (one) => setComposing({ to: 'one', subscriber: one })),
          name: (subscriber) => subscriber.email,
        },
        selection: (rows) => ({
          selected: selection.tickedOn(rows),
          onChange: selection.change,
          canSelect: (subscriber) => subscriber.is_active,
          rowLabel: (subscriber) => content.selection.rowLabel(subscriber.email),
          disabledReason: () => content.selection.inactiveReason,
          pageLabel: content.selection.pageLabel,
        }),
      }}
    >
      {composing && (
        <SendEmailModal
          recipients={composing.to === 'one' ? { subscriberIds: [composing.subscriber.id] } : selection.recipients()}
          recipientsText={composing.to === 'one' ? sendEmailContent.recipientsOne(composing.subscriber.email) : recipientsText}
          onClose={() => setComposing(null)}
          onSent={onSent}
        />
      )}
    </AdminListPage>
  );
}
