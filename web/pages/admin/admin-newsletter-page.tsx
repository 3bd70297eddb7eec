// /admin/newsletter (SPEC.md §2; issue "Newsletter and e-mail" §1, §6): the subscriber totals, the outbox's
// queue, every subscriber in a server-paged table (searched, filtered by status, sorted, exported as CSV) whose
// active rows can be chosen, one by one, by page or every match of the search, and the send dialog. The list's
// state lives in the URL; the selection lives on the screen and survives paging.
import { useState } from 'react';
import { adminMessages } from '../../../common/messages.ts';
import {
  SUBSCRIBER_SORTS,
  SUBSCRIBER_STATUS_FILTERS,
  type SendEmailResponse,
  type Subscriber,
  type SubscriberSort,
  type SubscribersResponse,
} from '../../../common/newsletter-admin.ts';
import { useListExport } from '../../api/admin/download-admin-csv.ts';
import { useActiveSubscriberCount, useSubscribers } from '../../api/admin/list-subscribers.ts';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { DataTable, type DataColumn } from '../../components/admin/data-table/data-table.tsx';
import {
  DateTimeCell,
  ExportButton,
  FilterSelect,
  ListPager,
  ListToolbar,
  SearchBox,
  StatusBadge,
} from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { formatTimeUntil } from '../../components/admin/newsletter/durations.ts';
import { adminNewsletterContent as content, sendEmailContent } from '../../content/admin-newsletter.ts';
import { OutboxQueueLine } from '../../components/admin/newsletter/outbox-queue-line.tsx';
import { SelectionBar } from '../../components/admin/newsletter/selection-bar.tsx';
import { SendEmailModal } from '../../components/admin/newsletter/send-email-modal.tsx';
import { SubscriberStatCards } from '../../components/admin/newsletter/subscriber-stats.tsx';
import { useSubscriberSelection } from '../../components/admin/newsletter/use-subscriber-selection.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { EmptyState, QueryView } from '../../components/query-view/query-view.tsx';
import { formatDay } from '../../content/admin-lists.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
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
            <span className="data-table__muted">{content.unsubscribedOn(formatDay(subscriber.unsubscribed_at))}</span>
          )}
        </span>
      ),
  },
  {
    id: 'subscribed',
    header: content.columns.subscribed,
    sort: 'subscribed_at',
    cell: (subscriber) => <DateTimeCell value={subscriber.subscribed_at} />,
  },
];

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
  useDocumentTitle(adminShellContent.documentTitle(content.title));
  const list = useListParams(listSpec);
  const subscribers = useSubscribers(list.query);
  const selection = useSubscriberSelection(list.search);
  const { flash, show } = useFlashMessage();
  const [isComposing, setComposing] = useState(false);
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

  const csv = useListExport('newsletter/subscribers', list.query, (text) => show('error', text));

  const recipientsText =
    selection.selection.mode === 'all'
      ? sendEmailContent.recipientsAll(matching, selection.selection.search)
      : sendEmailContent.recipients(selection.selection.ids.size);

  const onSent = (result: SendEmailResponse) => {
    setComposing(false);
    selection.clear();
    setLastSend(result);
    show('success', adminMessages.emailSent);
  };

  return (
    <div className="admin-screen">
      <AdminPageHeader title={content.title} intro={content.intro} />
      <ListToolbar actions={<ExportButton onExport={csv.exportList} isExporting={csv.isExporting} />}>
        <SearchBox label={content.searchLabel} placeholder={content.searchPlaceholder} value={list.search} onSearch={list.setSearch} />
        <FilterSelect
          label={content.statusLabel}
          value={list.filters.status}
          options={statusOptions}
          onChange={(value) => list.setFilter('status', value)}
        />
      </ListToolbar>
      {/* What the last send queued stays on screen (the toast goes after 3 s). */}
      <div className="newsletter-sent" role="status">
        {lastSend && <p className="newsletter-sent__text">{content.queued(lastSend.queued, formatTimeUntil(lastSend.last_send_at))}</p>}
      </div>
      <QueryView query={subscribers} loadingText={content.loading} errorText={adminMessages.subscribersLoadFailed}>
        {(page) => (
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
                onSend={() => setComposing(true)}
              />
            )}
            {page.subscribers.length === 0 && page.pagination.page <= 1 ? (
              <EmptyState
                emptyTitle={isFiltered ? content.noMatchTitle : adminMessages.noSubscribers}
                emptyHint={isFiltered ? content.noMatchHint : content.emptyHint}
              />
            ) : (
              <>
                <DataTable
                  caption={content.caption}
                  hideCaption
                  columns={columns}
                  rows={page.subscribers}
                  rowKey={(subscriber) => subscriber.id}
                  sorting={{ sort: list.sort, order: list.order, onSort: list.setSort }}
                  isUpdating={subscribers.isPlaceholderData}
                  selection={{
                    selected: selection.tickedOn(page.subscribers),
                    onChange: selection.change,
                    canSelect: (subscriber) => subscriber.is_active,
                    rowLabel: (subscriber) => content.selection.rowLabel(subscriber.email),
                    disabledReason: () => content.selection.inactiveReason,
                    pageLabel: content.selection.pageLabel,
                  }}
                />
                <ListPager
                  pagination={page.pagination}
                  noun={content.noun}
                  label={content.pagesLabel}
                  onPageChange={list.setPage}
                  isUpdating={subscribers.isPlaceholderData}
                />
              </>
            )}
          </>
        )}
      </QueryView>
      {isComposing && (
        <SendEmailModal
          recipients={selection.recipients()}
          recipientsText={recipientsText}
          onClose={() => setComposing(false)}
          onSent={onSent}
        />
      )}
      <AdminToast flash={flash} />
    </div>
  );
}
