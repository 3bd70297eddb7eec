// The public catalogue lists (the movies, the movie galleries): a page header with its intro, then the list's
// loading, failed and empty states, or its cards in a grid (docs/product.md#home-and-catalogue).
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header/page-header.tsx';
import { QueryView, type QueryViewQuery } from '../query-view/query-view.tsx';

interface CardGridTexts {
  eyebrow: string;
  title: string;
  intro: string;
  loading: string;
  /** The grid's accessible name. */
  listLabel: string;
}

/** How the list reads when it fails or is empty (QueryView's props of the same names). */
interface CardGridStates {
  errorText: string;
  showErrorMessage?: boolean;
  emptyIcon?: ReactNode;
  emptyTitle?: string;
  emptyHint?: string;
}

interface CardGridPageProps<T extends { id: number }> {
  className: string;
  introClassName: string;
  gridClassName: string;
  texts: CardGridTexts;
  query: QueryViewQuery<T[]>;
  states: CardGridStates;
  /** A card, at its position in the grid. */
  children: (item: T, index: number) => ReactNode;
  /** After the list, inside the page (a player opened from a card). */
  after?: ReactNode;
}

export function CardGridPage<T extends { id: number }>({
  className,
  introClassName,
  gridClassName,
  texts,
  query,
  states,
  children,
  after,
}: CardGridPageProps<T>) {
  return (
    <div className={className}>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
        <p className={introClassName}>{texts.intro}</p>
      </PageHeader>
      <QueryView query={query} loadingText={texts.loading} fillScreen {...states}>
        {(list) => (
          <ul className={`card-grid ${gridClassName}`} aria-label={texts.listLabel}>
            {list.map((item, index) => (
              <li key={item.id}>{children(item, index)}</li>
            ))}
          </ul>
        )}
      </QueryView>
      {after}
    </div>
  );
}
