// What the codes and bundles tables need beside their rows (docs/product.md#offers): the catalogue's titles, for the
// films a row names by id, and the studio's time zone, in which a code's dates are shown. Both come with the admin
// movie list. Given through context: a table's cells are built once (DataTable), while these arrive after the rows.
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { AdminMovie } from '../../../../common/admin-catalogue.ts';

export interface OfferCatalogue {
  /** The film's title; undefined for a film the catalogue does not list (or until it has loaded). */
  titleOf: (movieId: number) => string | undefined;
  /** The studio's IANA time zone; undefined until the movie list has loaded. */
  timeZone: string | undefined;
}

const OfferCatalogueContext = createContext<OfferCatalogue>({ titleOf: () => undefined, timeZone: undefined });

export function OfferCatalogueProvider({ movies, timeZone, children }: { movies: readonly AdminMovie[] | undefined; timeZone: string | undefined; children: ReactNode }) {
  const catalogue = useMemo<OfferCatalogue>(() => {
    const titles = new Map((movies ?? []).map((movie) => [movie.id, movie.title]));
    return { titleOf: (movieId) => titles.get(movieId), timeZone };
  }, [movies, timeZone]);
  return <OfferCatalogueContext value={catalogue}>{children}</OfferCatalogueContext>;
}

export const useOfferCatalogue = () => use(OfferCatalogueContext);

export interface FilmsCellProps {
  movieIds: readonly number[];
  /** Shown for no film at all (a code valid for every film). */
  noneText?: string;
  count: (count: number) => string;
  /** A film the catalogue does not list ('Film #12'). */
  unknownFilm: (movieId: number) => string;
}

/** A row's films: one by its title; several by their count, their titles under it. */
export function FilmsCell({ movieIds, noneText, count, unknownFilm }: FilmsCellProps) {
  const { titleOf } = useOfferCatalogue();
  if (movieIds.length === 0) return noneText ?? null;
  const titles = movieIds.map((movieId) => titleOf(movieId) ?? unknownFilm(movieId));
  if (titles.length === 1) return titles[0];
  return (
    <span className="data-table__stack">
      <span>{count(titles.length)}</span>
      <span className="admin-hint admin-hint--small">{titles.join(', ')}</span>
    </span>
  );
}
