// Which subscribers the admin has chosen to write to: some by id (kept across pages, filters and searches, so
// a few can be picked from several searches), or "every active subscriber matching the search" (Gmail's
// select-all), which reaches beyond the page on show and is sent as {all: true, search}.
import { useState } from 'react';
import type { SendEmailPayload, Subscriber } from '../../../../common/newsletter-admin.ts';

export type SubscriberSelection =
  | { mode: 'ids'; ids: ReadonlySet<string> }
  | { mode: 'all'; search: string };

/** The recipients part of the send payload. */
export type Recipients = Pick<SendEmailPayload, 'subscriberIds' | 'all' | 'search'>;

const NONE: SubscriberSelection = { mode: 'ids', ids: new Set() };

const activeKeysOf = (rows: readonly Subscriber[]) => rows.filter((row) => row.is_active).map((row) => String(row.id));

export function useSubscriberSelection(search: string) {
  const [chosen, setChosen] = useState<SubscriberSelection>(NONE);
  // Every match was of the search it was chosen under: another search starts again from nothing.
  const isStale = chosen.mode === 'all' && chosen.search !== search;
  if (isStale) setChosen(NONE);
  const selection = isStale ? NONE : chosen;

  return {
    selection,
    isEmpty: selection.mode === 'ids' && selection.ids.size === 0,
    /** The rows of the page the table shows ticked: the chosen ones, or with every match each active one. */
    tickedOn: (rows: readonly Subscriber[]): ReadonlySet<string> =>
      selection.mode === 'all' ? new Set(activeKeysOf(rows)) : selection.ids,
    /** Every active row of the page is ticked (and there is one). */
    isPageTicked: (rows: readonly Subscriber[]) => {
      const active = activeKeysOf(rows);
      return active.length > 0 && (selection.mode === 'all' || active.every((key) => selection.ids.has(key)));
    },
    /**
     * The table's new ticks. Unticking a row while every match is chosen keeps what stays ticked on the page
     * (the page's rows are all the table knows), as Gmail does.
     */
    change: (ticked: ReadonlySet<string>) => setChosen({ mode: 'ids', ids: ticked }),
    selectAllMatching: () => setChosen({ mode: 'all', search }),
    clear: () => setChosen(NONE),
    recipients: (): Recipients =>
      selection.mode === 'all'
        ? { all: true, ...(selection.search ? { search: selection.search } : {}) }
        : { subscriberIds: [...selection.ids].map(Number) },
  };
}
