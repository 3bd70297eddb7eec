import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, type QueryViewQuery } from './query-view.tsx';

/** A query in a given state, as useQuery would report it. */
function queryOf<T>(state: Partial<QueryViewQuery<T>>): QueryViewQuery<T> {
  return { data: undefined, error: null, isFetching: false, refetch: vi.fn(), ...state };
}

const titles = (titles: string[]) => <ul aria-label="Titles">{titles.map((title) => <li key={title}>{title}</li>)}</ul>;

describe('QueryView', () => {
  it('announces the loading text until the first answer, holding the screen when asked to', () => {
    const { container } = render(
      <QueryView query={queryOf<string[]>({ isFetching: true })} loadingText="Loading movies..." fillScreen errorText="Failed">
        {titles}
      </QueryView>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading movies...');
    expect(container.firstElementChild).toHaveClass('query-view__loading');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error heading and Try Again, which refetches', async () => {
    const query = queryOf<string[]>({ error: new Error('Failed to load movies') });
    render(
      <QueryView query={query} loadingText="Loading movies..." errorText="Failed to load movies">
        {titles}
      </QueryView>,
    );

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load movies' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("adds the error's own message under the heading only when asked and when it says more", () => {
    const { rerender } = render(
      <QueryView query={queryOf<string[]>({ error: new Error('Database unavailable') })} loadingText="…" errorText="Failed" showErrorMessage>
        {titles}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('FailedDatabase unavailable');

    rerender(
      <QueryView query={queryOf<string[]>({ error: new Error('Failed') })} loadingText="…" errorText="Failed" showErrorMessage>
        {titles}
      </QueryView>,
    );
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(0);

    rerender(
      <QueryView query={queryOf<string[]>({ error: new Error('Database unavailable') })} loadingText="…" errorText="Failed">
        {titles}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Database unavailable');
  });

  it('makes the heading from the error when given a function', () => {
    render(
      <QueryView
        query={queryOf<string[]>({ error: new Error('timeout') })}
        loadingText="…"
        errorText={(error) => `Failed to load reviews: ${error.message}`}
      >
        {titles}
      </QueryView>,
    );

    expect(screen.getByRole('heading', { name: 'Failed to load reviews: timeout' })).toBeInTheDocument();
  });

  it('shows the loading state again while Try Again is under way', () => {
    render(
      <QueryView query={queryOf<string[]>({ error: new Error('Failed'), isFetching: true })} loadingText="Loading..." errorText="Failed">
        {titles}
      </QueryView>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("draws a screen's own failure, handing it the error and a retry", async () => {
    const query = queryOf<string[]>({ error: new Error('Movie not found') });
    render(
      <QueryView
        query={query}
        loadingText="…"
        renderError={(error, retry) => (
          <button type="button" onClick={retry}>
            {`${error.message}, try again`}
          </button>
        )}
      >
        {titles}
      </QueryView>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Movie not found, try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty title and hint for an empty answer, instead of the content', () => {
    const content = vi.fn(titles);
    render(
      <QueryView
        query={queryOf<string[]>({ data: [] })}
        loadingText="…"
        errorText="Failed"
        emptyTitle="No movies available"
        emptyHint="Check back later for new releases."
      >
        {content}
      </QueryView>,
    );

    expect(screen.getByRole('heading', { name: 'No movies available' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for new releases.')).toBeInTheDocument();
    expect(content).not.toHaveBeenCalled();
  });

  it('hands an empty answer to the content when there is no empty state, and asks isEmpty when given', () => {
    const { rerender } = render(
      <QueryView query={queryOf<string[]>({ data: [] })} loadingText="…" errorText="Failed">
        {titles}
      </QueryView>,
    );
    expect(screen.getByRole('list', { name: 'Titles' })).toBeEmptyDOMElement();

    rerender(
      <QueryView
        query={queryOf({ data: { reviews: [] as string[] } })}
        loadingText="…"
        errorText="Failed"
        emptyHint="No reviews yet"
        isEmpty={(page) => page.reviews.length === 0}
      >
        {(page) => titles(page.reviews)}
      </QueryView>,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows the content of an answer', () => {
    render(
      <QueryView query={queryOf({ data: ['Northbound', 'Paper Lanterns'] })} loadingText="…" errorText="Failed">
        {titles}
      </QueryView>,
    );

    expect(within(screen.getByRole('list', { name: 'Titles' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the content when a refresh fails, with a banner whose Try Again waits for the refetch', async () => {
    const query = queryOf({ data: ['Northbound'], error: new Error('Service unavailable') });
    const { rerender } = render(
      <QueryView query={query} loadingText="…" errorText="Failed to load movies">
        {titles}
      </QueryView>,
    );

    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Failed to load movies');
    expect(screen.getByText('Northbound')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);

    rerender(
      <QueryView query={{ ...query, isFetching: true }} loadingText="…" errorText="Failed to load movies">
        {titles}
      </QueryView>,
    );
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try Again' })).toBeDisabled();
  });

  it('keeps the content without a banner on a screen with its own failure', () => {
    render(
      <QueryView query={queryOf({ data: ['Northbound'], error: new Error('Service unavailable') })} loadingText="…" renderError={() => null}>
        {titles}
      </QueryView>,
    );

    expect(screen.getByText('Northbound')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
