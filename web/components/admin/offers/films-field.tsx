// The films of a code or a bundle in their forms (docs/product.md#offers): rows of a select each, added, removed and
// moved up or down (RowListField), the films chosen from the admin's catalogue. The form's schema turns the rows into
// `movie_ids`, in their order.
import type { ArrayPath, FieldValues } from 'react-hook-form';
import type { AdminMovie } from '../../../../common/admin-catalogue.ts';
import { adminMoviesContent, filmRowsContent } from '../../../content/admin-movies.ts';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import { RowListField, type RowColumn } from '../row-list-field/row-list-field.tsx';

/** One film as the form holds it: its id as the select's text, '' before one is chosen. */
export interface FilmRow {
  movie_id: string;
}

const EMPTY_ROW: FilmRow = { movie_id: '' };
/** The contract's limit (common/admin-offers.ts). */
const MAX_FILMS = 500;

/** The films chosen, in their order, as ids: rows left on 'Choose a film' are not films. */
export const movieIdsOf = (rows: readonly FilmRow[]): number[] => rows.filter((row) => row.movie_id !== '').map((row) => Number(row.movie_id));

/** The form's rows of a code's or a bundle's films. */
export const filmRowsOf = (movieIds: readonly number[]): FilmRow[] => movieIds.map((movieId) => ({ movie_id: String(movieId) }));

/** What differs between the forms; the rows' own texts are filmRowsContent's. */
interface FilmsFieldTexts {
  legend: string;
  hint: string;
  empty: string;
}

export interface FilmsFieldProps<Values extends FieldValues, Output> {
  form: ZodFormState<Values, Output>;
  name: ArrayPath<Values>;
  movies: readonly AdminMovie[];
  texts: FilmsFieldTexts;
}

export function FilmsField<Values extends FieldValues, Output>({ form, name, movies, texts }: FilmsFieldProps<Values, Output>) {
  const options = [
    { value: '', label: filmRowsContent.choose },
    // An inactive film can still be part of an offer; the admin sees that it is off sale.
    ...movies.map((movie) => ({ value: String(movie.id), label: movie.is_active ? movie.title : `${movie.title} (${adminMoviesContent.inactive})` })),
  ];
  const columns: readonly RowColumn<FilmRow>[] = [{ key: 'movie_id', label: filmRowsContent.film, options }];
  return <RowListField form={form} name={name} columns={columns} emptyRow={EMPTY_ROW} maxRows={MAX_FILMS} texts={{ ...filmRowsContent, ...texts }} />;
}
