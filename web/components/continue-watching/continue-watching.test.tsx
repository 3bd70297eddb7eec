import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_REFRESH_MS } from '../../../common/constants.ts';
import { formatDate } from '../../../common/format.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ContinueWatching } from './continue-watching.tsx';
import { continueWatchingAnswer, createTestContinueWatchingItem } from '../../test/continue-watching-data.ts';

const HOUR = 3_600_000;

function renderRow() {
  return renderRoutes([
    { path: '/', element: <ContinueWatching /> },
    { path: '/movies/:movieId', element: <h1>Movie page</h1> },
  ]);
}

/** A signed-in viewer, the row's call answered by `answer`. */
function mockViewer(answer: FetchHandler) {
  const viewer = createUser();
  storeTestSession(viewer);
  return mockFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    'GET /api/users/continue-watching': answer,
  });
}

const rowRegion = () => screen.findByRole('region', { name: 'Continue watching' });

describe('ContinueWatching', () => {
  it('shows a card per running rental: its picture and title to its page, how far the viewer got and the time left', async () => {
    const northbound = createTestContinueWatchingItem({ movie_id: 42, movie_title: 'Northbound', position_seconds: 1620, duration_seconds: 5400 });
    const lanterns = createTestContinueWatchingItem({ movie_title: 'Paper Lanterns', rental_end: new Date(Date.now() + 48 * HOUR).toISOString() });
    mockViewer(continueWatchingAnswer([northbound, lanterns]));
    const { user } = renderRow();

    const row = await rowRegion();
    const cards = within(row).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    const link = first.getByRole('link', { name: 'Northbound' });
    expect(link).toHaveAttribute('href', '/movies/42');
    expect(link.querySelector('img')).toHaveAttribute('src', northbound.backdrop_url);
    expect(link.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(first.getByRole('progressbar', { name: 'Watched' })).toHaveAttribute('aria-valuenow', '30');
    expect(first.getByText('5 hours left')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('2d 0h left')).toBeInTheDocument();

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Movie page' })).toBeInTheDocument();
  });

  it('shows the poster when there is no backdrop, no bar when the length is unknown, and flags the last two hours', async () => {
    const item = createTestContinueWatchingItem({
      movie_title: 'Salt & Static',
      backdrop_url: null,
      duration_seconds: null,
      rental_end: new Date(Date.now() + HOUR).toISOString(),
    });
    mockViewer(continueWatchingAnswer([item]));
    renderRow();

    const row = await rowRegion();
    expect(within(row).getByRole('link', { name: 'Salt & Static' }).querySelector('img')).toHaveAttribute('src', item.poster_url);
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(row).getByText('1 hour left')).toHaveClass('continue-watching__time-left--soon');
  });

  it('drops a rental that runs out while on screen, and the row with its last one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockViewer(
      continueWatchingAnswer([
        createTestContinueWatchingItem({ movie_title: 'Northbound', rental_end: new Date(Date.now() + COUNTDOWN_REFRESH_MS / 2).toISOString() }),
      ]),
    );
    renderRow();
    expect(await rowRegion()).toHaveTextContent('1 minute left');

    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS));

    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
  });

  it("says when a pre-order premieres and by when a rental not started must be played; the time left once it runs", async () => {
    const premiere = '2031-12-12T20:00:00-08:00';
    const startsBy = new Date(Date.now() + 30 * 24 * HOUR).toISOString();
    const soonOver = new Date(Date.now() + HOUR).toISOString();
    const waiting = { rental_end: null, position_seconds: 0 } as const;
    mockViewer(
      continueWatchingAnswer([
        createTestContinueWatchingItem({ ...waiting, movie_title: 'Northbound', state: 'preordered', premiere_at: premiere }),
        createTestContinueWatchingItem({ ...waiting, movie_title: 'Paper Lanterns', state: 'not_started', starts_by: startsBy }),
        createTestContinueWatchingItem({ ...waiting, movie_title: 'Last Call', state: 'not_started', starts_by: soonOver }),
        createTestContinueWatchingItem({ movie_title: 'Salt & Static', state: 'watching' }),
      ]),
    );
    renderRow();

    const cards = within(await rowRegion()).getAllByRole('listitem') as HTMLElement[];
    const titles = cards.map((card) => within(card).getByRole('link').textContent);
    expect(titles).toEqual(['Northbound', 'Paper Lanterns', 'Last Call', 'Salt & Static']);
    expect(within(cards[0]!).getByText(`Premieres ${formatDate(premiere)}`)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(`Start by ${formatDate(startsBy)}`)).not.toHaveClass('continue-watching__time-left--soon');
    // Two hours or less to press play: flagged as the running clock's last two hours are.
    expect(within(cards[2]!).getByText(`Start by ${formatDate(soonOver)}`)).toHaveClass('continue-watching__time-left--soon');
    expect(within(cards[3]!).getByText('5 hours left')).toBeInTheDocument();
  });

  it('drops a rental not started whose last moment to press play passes while on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockViewer(
      continueWatchingAnswer([
        createTestContinueWatchingItem({
          movie_title: 'Paper Lanterns',
          state: 'not_started',
          rental_end: null,
          starts_by: new Date(Date.now() + COUNTDOWN_REFRESH_MS / 2).toISOString(),
        }),
      ]),
    );
    renderRow();
    expect(await rowRegion()).toHaveTextContent('Paper Lanterns');

    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS));

    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
  });

  it.each([
    ['no rental runs', continueWatchingAnswer([])],
    ['the call fails', () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500)],
  ])('shows nothing when %s', async (_case, answer) => {
    const { requestsTo } = mockViewer(answer);
    const { container } = renderRow();

    await vi.waitFor(() => expect(requestsTo('GET /api/users/continue-watching')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('.continue-watching')).toBeNull();
  });

  it('shows nothing to a visitor, and asks nothing', async () => {
    const { fetchMock } = mockFetch();
    const { container } = renderRow();

    await act(async () => {});
    expect(container.querySelector('.continue-watching')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
