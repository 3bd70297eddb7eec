import type { ReactNode } from 'react';
import { screenTexts } from '../../../common/messages.ts';
import { isNotFoundError } from '../../api/api-client.ts';
import type { BackstageMedia } from '../../api/catalogue/fetch-backstage.ts';
import { QueryView, type QueryViewQuery } from '../query-view/query-view.tsx';
import { BackstageMessage } from './backstage-message.tsx';

export interface BackstageViewProps<Item> {
  /** The movie or the cover. */
  itemQuery: QueryViewQuery<Item>;
  mediaQuery: QueryViewQuery<BackstageMedia>;
  /** Shown for an item the server does not know ('Movie Not Found' and a way back). */
  notFound: ReactNode;
  /** The way back offered beside 'Try Again' when loading failed. */
  backLink: ReactNode;
  children: (item: Item, media: BackstageMedia) => ReactNode;
}

/**
 * A backstage page (SPEC.md §2 'Movie backstage', 'Cover backstage'): 'Loading backstage content...' until the
 * item and its media are in, 'Error' with the message, 'Try Again' and the way back when the item fails.
 */
export function BackstageView<Item>({ itemQuery, mediaQuery, notFound, backLink, children }: BackstageViewProps<Item>) {
  const texts = screenTexts.backstage;
  const renderError = (error: Error, retry: () => void) =>
    isNotFoundError(error) ? (
      notFound
    ) : (
      <BackstageMessage title={texts.errorHeading} text={error.message} isAlert>
        <button type="button" className="button button--primary" onClick={retry}>
          {screenTexts.common.tryAgain}
        </button>
        {backLink}
      </BackstageMessage>
    );
  return (
    <div className="page container backstage-page">
      <QueryView query={itemQuery} loadingText={texts.loading} renderError={renderError}>
        {(item) => (
          // The media lists fail silently (as empty lists), so only the item's failure is ever shown.
          <QueryView query={mediaQuery} loadingText={texts.loading} renderError={renderError}>
            {(media) => children(item, media)}
          </QueryView>
        )}
      </QueryView>
    </div>
  );
}
