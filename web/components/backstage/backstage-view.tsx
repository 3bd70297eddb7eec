import type { ReactNode } from 'react';
import { screenTexts } from '../../content/screen-texts.ts';
import { isNotFoundError } from '../../api/api-client.ts';
import type { BackstageMedia as Media } from '../../api/catalogue/fetch-backstage.ts';
import { QueryView, type QueryViewQuery } from '../query-view/query-view.tsx';
import { BackLink, type BackLinkProps } from './back-link.tsx';
import { BackstageHero, type BackstageHeroProps } from './backstage-hero.tsx';
import { BackstageMedia } from './backstage-media.tsx';
import { BackstageMessage } from './backstage-message.tsx';

export interface BackstageViewProps<Item> {
  /** The movie or the cover. */
  itemQuery: QueryViewQuery<Item>;
  mediaQuery: QueryViewQuery<Media>;
  /** Shown for an item the server does not know ('Movie Not Found' and a way back). */
  notFound: ReactNode;
  /** The way back offered beside 'Try Again' when loading failed. */
  back: Omit<BackLinkProps, 'primary'>;
  /** The item's hero above its media. */
  hero: (item: Item) => BackstageHeroProps;
  /** Count the photos in the lightbox ('3 of 12'). */
  showPhotoCounter?: boolean;
}

/**
 * A backstage page (docs/product.md#trailers-galleries-and-behind-the-scenes): 'Loading backstage content...' until the
 * item and its media are in, 'Error' with the message, 'Try Again' and the way back when the item or its media fail.
 */
export function BackstageView<Item>({ itemQuery, mediaQuery, notFound, back, hero, showPhotoCounter }: BackstageViewProps<Item>) {
  const texts = screenTexts.backstage;
  const renderError = (error: Error, retry: () => void) =>
    isNotFoundError(error) ? (
      notFound
    ) : (
      <BackstageMessage title={texts.errorHeading} text={error.message} isAlert>
        <button type="button" className="button button--primary" onClick={retry}>
          {screenTexts.common.tryAgain}
        </button>
        <BackLink {...back} />
      </BackstageMessage>
    );
  return (
    <div className="page container backstage-page">
      <QueryView query={itemQuery} loadingText={texts.loading} renderError={renderError}>
        {(item) => (
          // A movie's media lists fail like the movie; a cover's fail silently, as empty lists (api/catalogue/fetch-backstage.ts).
          <QueryView query={mediaQuery} loadingText={texts.loading} renderError={renderError}>
            {(media) => (
              <>
                <BackstageHero {...hero(item)} />
                <BackstageMedia photos={media.photos} videos={media.videos} showPhotoCounter={showPhotoCounter} />
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </div>
  );
}
