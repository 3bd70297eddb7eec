// The line above the subscribers table that says what is chosen, offers every match once the whole page is
// ticked ("All 20 on this page are selected. Select all 1,234 active subscribers matching this search"), and
// holds Send e-mail. It is a live region: a change of selection is announced.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { validationMessages } from '../../../../common/messages/validation.ts';
import { adminNewsletterContent } from '../../../content/admin-newsletter.ts';
import type { SubscriberSelection } from './use-subscriber-selection.ts';
import './newsletter.css';

const content = adminNewsletterContent.selection;

export interface SelectionBarProps {
  selection: SubscriberSelection;
  /** Every active row of the page is ticked. */
  isPageTicked: boolean;
  /** How many active rows the page has. */
  activeOnPage: number;
  /** Active subscribers matching the search; null while unknown. */
  matching: number | null;
  hasSearch: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onSend: () => void;
}

export function SelectionBar({ selection, isPageTicked, activeOnPage, matching, hasSearch, onSelectAll, onClear, onSend }: SelectionBarProps) {
  const isEmpty = selection.mode === 'ids' && selection.ids.size === 0;
  // Send e-mail pressed with nothing chosen: docs/product.md#validation's 'Please select at least one subscriber',
  // until a choice.
  const [triedEmpty, setTriedEmpty] = useState(false);
  if (triedEmpty && !isEmpty) setTriedEmpty(false);
  // The link pressed goes away with the text it was in: the focus moves to what replaces it (Clear selection
  // after selecting every match, the line itself after clearing) rather than falling to the page.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'clear' | 'status' | null>(null);
  useEffect(() => {
    if (focusNext.current === 'clear') clearRef.current?.focus();
    if (focusNext.current === 'status') statusRef.current?.focus();
    focusNext.current = null;
  });
  return (
    <div className={`spread-row selection-bar${isEmpty ? '' : ' selection-bar--active'}`}>
      <p ref={statusRef} className="selection-bar__status" role="status" tabIndex={-1}>
        <SelectionText
          selection={selection}
          triedEmpty={triedEmpty}
          isPageTicked={isPageTicked}
          activeOnPage={activeOnPage}
          matching={matching}
          hasSearch={hasSearch}
          clearRef={clearRef}
          onSelectAll={() => {
            focusNext.current = 'clear';
            onSelectAll();
          }}
          onClear={() => {
            focusNext.current = 'status';
            onClear();
          }}
        />
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => (isEmpty ? setTriedEmpty(true) : onSend())}
      >
        <MailIcon />
        {adminNewsletterContent.send}
      </button>
    </div>
  );
}

function SelectionText({
  selection,
  triedEmpty,
  isPageTicked,
  activeOnPage,
  matching,
  hasSearch,
  clearRef,
  onSelectAll,
  onClear,
}: Omit<SelectionBarProps, 'onSend'> & { triedEmpty: boolean; clearRef: RefObject<HTMLButtonElement | null> }) {
  const clear = (
    <button ref={clearRef} type="button" className="selection-bar__link" onClick={onClear}>
      {content.clear}
    </button>
  );
  if (selection.mode === 'all') {
    return (
      <>
        <span>{content.allSelected(matching, hasSearch)}</span> {clear}
      </>
    );
  }
  const chosen = selection.ids.size;
  if (chosen === 0) {
    return triedEmpty ? (
      <span className="selection-bar__error">{validationMessages.newsletterSendRecipientsRequired}</span>
    ) : (
      <span className="selection-bar__hint">{content.none}</span>
    );
  }
  // The whole page ticked and more to have: offer every match.
  const canWiden = isPageTicked && (matching === null || matching > chosen);
  return (
    <>
      <span>{isPageTicked && chosen === activeOnPage ? content.pageSelected(activeOnPage) : content.selected(chosen)}</span>{' '}
      {canWiden && (
        <>
          <button type="button" className="selection-bar__link" onClick={onSelectAll}>
            {content.selectAll(matching, hasSearch)}
          </button>{' '}
        </>
      )}
      {clear}
    </>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m4.5 7 7.5 6 7.5-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
