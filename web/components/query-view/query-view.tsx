// The one way a screen shows what a query has: loading, failed (with Try Again), empty, or the content.
import type { ReactNode } from 'react';
import { screenTexts } from '../../content/screen-texts.ts';
import { PageStatus } from '../page-status/page-status.tsx';
import './query-view.css';

/** What QueryView reads of a query; TanStack's useQuery result fits. */
export interface QueryViewQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The standard failure: a heading with Try Again, and a banner over content kept from before. */
interface StandardError {
  /** The text of docs/product.md#errors, or one made from the error ('Failed to load reviews: …'). */
  errorText: string | ((error: Error) => string);
  /** Also show the error's own message under the heading, when it says more than the heading. */
  showErrorMessage?: boolean;
  renderError?: never;
}

/** A screen's own failure (not found, links back). Detail screens keep what they show when a refresh fails. */
interface CustomError {
  renderError: (error: Error, retry: () => void) => ReactNode;
  errorText?: never;
  showErrorMessage?: never;
}

export type QueryViewProps<T> = (StandardError | CustomError) & {
  query: QueryViewQuery<T>;
  /** Announced (role status) until the first answer: 'Loading movies...'. */
  loadingText: string;
  /** Hold the screen's height while loading, so the footer is not shown and then pushed down. */
  fillScreen?: boolean;
  /** Shown instead of the content when the answer holds nothing (by default: an empty array). */
  emptyTitle?: string;
  emptyHint?: string;
  emptyIcon?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryView<T>(props: QueryViewProps<T>) {
  const { query, isEmpty = isEmptyArray, children } = props;
  const retry = () => void query.refetch();

  if (query.data === undefined) {
    // While Try Again is under way the loading state shows, as on the first visit.
    if (query.error && !query.isFetching) return <LoadFailure {...props} error={query.error} retry={retry} />;
    const status = <PageStatus>{props.loadingText}</PageStatus>;
    return props.fillScreen ? <div className="query-view__loading">{status}</div> : status;
  }
  const hasEmptyState = props.emptyTitle !== undefined || props.emptyHint !== undefined;
  if (hasEmptyState && isEmpty(query.data)) return <EmptyState {...props} />;
  return (
    <>
      {query.error && props.errorText !== undefined && (
        <RefreshFailed text={textOf(props.errorText, query.error)} isRetrying={query.isFetching} retry={retry} />
      )}
      {children(query.data)}
    </>
  );
}

function textOf(errorText: StandardError['errorText'], error: Error): string {
  return typeof errorText === 'function' ? errorText(error) : errorText;
}

function LoadFailure<T>(props: QueryViewProps<T> & { error: Error; retry: () => void }) {
  const { error, retry } = props;
  if (props.renderError) return props.renderError(error, retry);
  const title = textOf(props.errorText, error);
  const detail = props.showErrorMessage && error.message && error.message !== title ? error.message : null;
  return (
    <div className="page-error query-view__panel" role="alert">
      <h2 className="query-view__title">{title}</h2>
      {detail && <p className="page-error__text">{detail}</p>}
      <button type="button" className="button button--primary" onClick={retry}>
        {screenTexts.common.tryAgain}
      </button>
    </div>
  );
}

/**
 * The empty state QueryView shows; also for a screen that keeps other parts of its answer (totals) above an
 * empty list, and so decides itself where the empty state goes.
 */
export function EmptyState({ emptyIcon, emptyTitle, emptyHint }: Pick<QueryViewProps<unknown>, 'emptyIcon' | 'emptyTitle' | 'emptyHint'>) {
  return (
    <div className="query-view__panel query-view__panel--empty">
      {emptyIcon}
      {emptyTitle && <h2 className="query-view__title">{emptyTitle}</h2>}
      {emptyHint && <p className="muted query-view__hint">{emptyHint}</p>}
    </div>
  );
}

/** A refresh failed, but what was loaded before is still worth showing. */
function RefreshFailed({ text, isRetrying, retry }: { text: string; isRetrying: boolean; retry: () => void }) {
  return (
    <div className="spread-row danger-box query-view__banner" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary button--small" disabled={isRetrying} onClick={retry}>
        {screenTexts.common.tryAgain}
      </button>
    </div>
  );
}
