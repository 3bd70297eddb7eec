import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCover } from '../../../common/admin-catalogue.ts';
import {
  createAdminCover,
  createAdminMovie,
  imageFile,
  multipartOf,
  stubObjectUrls,
} from '../../test/admin-test-data.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { deferred, emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { rowTitles } from '../../components/admin/sortable-list/sortable-list-test-helpers.ts';
import { AdminMovieGalleriesPage } from './admin-movie-galleries-page.tsx';

const movies = [
  createAdminMovie({ id: 3, title: 'Northbound' }),
  createAdminMovie({ id: 4, title: 'Paper Lanterns', is_active: false }),
];

const saltAndStatic = () =>
  createAdminCover({
    id: 5,
    title: 'Salt & Static',
    description: 'A radio play shot on a salt flat.',
    movie_id: 3,
    movie_title: 'Northbound',
    display_order: 2,
    is_coming_soon: false,
  });

const coversAnswer = (covers: AdminCover[]): FetchHandler => () => jsonResponse({ covers });

function renderGalleriesPage(handlers: Record<string, FetchHandler>) {
  const fetch = mockFetch({ 'GET /api/admin/movies': () => jsonResponse({ movies }), ...handlers });
  return {
    ...renderRoutes([{ path: '/admin/movie-galleries', element: <AdminMovieGalleriesPage /> }], { path: '/admin/movie-galleries' }),
    ...fetch,
  };
}

const grid = () => screen.getByRole('list', { name: 'Movie covers' });
const card = (title: string) => within(grid()).getByRole('article', { name: title });
const dialog = () => screen.getByRole('dialog');

// Saves go through uploadRequest (XMLHttpRequest): the fake shows what was sent, and the test answers.
let xhrs: ReturnType<typeof installFakeXhr>;

beforeEach(() => {
  stubObjectUrls();
  xhrs = installFakeXhr();
});

describe('AdminMovieGalleriesPage: the list', () => {
  it('shows a loading status, then the covers in display order with their movie, order and coming-soon mark', async () => {
    const answer = deferred<Response>();
    renderGalleriesPage({ 'GET /api/admin/movie-galleries': () => answer.promise });

    expect(screen.getByRole('heading', { level: 1, name: 'Movie Galleries' })).toBeInTheDocument();
    expect(screen.getByText('Loading movie covers...').closest('[role="status"]')).toBeInTheDocument();
    expect(document.title).toBe('Movie Galleries · Admin · Ember Lane Studios');

    answer.resolve(
      jsonResponse({
        covers: [
          createAdminCover({ id: 6, title: 'Harbour Lights', display_order: 0, is_coming_soon: true }),
          saltAndStatic(),
        ],
      }),
    );

    await screen.findByRole('list', { name: 'Movie covers' });
    expect(within(grid()).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Harbour Lights', 'Salt & Static']);
    const first = card('Harbour Lights');
    expect(within(first).getByText('Coming soon')).toBeInTheDocument();
    expect(within(first).getByText('None')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Harbour Lights cover' })).toHaveAttribute('src', '/uploads/covers/cover-6.abc123.jpg');
    const second = card('Salt & Static');
    expect(within(second).getByText('Northbound')).toBeInTheDocument();
    expect(within(second).getByText('2')).toBeInTheDocument();
    expect(within(second).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load movie covers' with Try Again", async () => {
    let answer: FetchHandler = () => new Response(null, { status: 500 });
    const { user, requestsTo } = renderGalleriesPage({ 'GET /api/admin/movie-galleries': (request) => answer(request) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load movie covers' })).toBeInTheDocument();

    answer = coversAnswer([saltAndStatic()]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('article', { name: 'Salt & Static' })).toBeInTheDocument();
    expect(requestsTo('GET /api/admin/movie-galleries')).toHaveLength(2);
  });

  it('invites the admin to add the first cover when there is none', async () => {
    renderGalleriesPage({ 'GET /api/admin/movie-galleries': coversAnswer([]) });

    expect(await screen.findByRole('heading', { name: 'No movie covers yet' })).toBeInTheDocument();
    expect(screen.getByText(/Add your first cover/)).toBeInTheDocument();
  });
});

describe('AdminMovieGalleriesPage: adding, editing and deleting', () => {
  it('adds a cover linked to a movie of the catalogue, with its image', async () => {
    let covers: AdminCover[] = [];
    const { user, requestsTo } = renderGalleriesPage({ 'GET /api/admin/movie-galleries': () => jsonResponse({ covers }) });
    await screen.findByRole('heading', { name: 'No movie covers yet' });

    await user.click(screen.getByRole('button', { name: 'Add Cover' }));
    const form = within(dialog());
    expect(dialog()).toHaveAccessibleName('Add Cover');
    const movieSelect = form.getByLabelText('Linked movie');
    await waitFor(() =>
      expect(within(movieSelect).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'No movie',
        'Northbound',
        'Paper Lanterns (inactive)',
      ]),
    );
    expect(movieSelect).toHaveValue('');
    expect(form.getByLabelText('Display order')).toHaveValue(0);
    expect(form.getByLabelText('Display order')).toHaveAttribute('min', '0');
    expect(form.getByRole('checkbox', { name: 'Coming soon' })).not.toBeChecked();

    await user.type(form.getByLabelText('Title *'), 'Northbound key art');
    await user.selectOptions(movieSelect, 'Northbound');
    await user.click(form.getByRole('checkbox', { name: 'Coming soon' }));
    const image = imageFile('key-art.jpg', 'image/jpeg');
    await user.upload(form.getByLabelText('Cover image'), image);
    expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add Cover' }));

    const upload = xhrs.lastUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/admin/movie-galleries');
    const { text, files } = multipartOf(upload.body);
    expect(text).toEqual([
      ['title', 'Northbound key art'],
      ['movie_id', '3'],
      ['display_order', '0'],
      ['is_coming_soon', 'true'],
    ]);
    expect(files).toEqual({ cover_image: image });

    covers = [createAdminCover({ id: 8, title: 'Northbound key art', movie_id: 3, movie_title: 'Northbound' })];
    await upload.respond(201, { cover: covers[0] });

    expect(await screen.findByRole('article', { name: 'Northbound key art' })).toBeInTheDocument();
    expect(screen.getByText('Movie cover added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/admin/movie-galleries')).toHaveLength(2);
  });

  it("refuses a cover without a title: 'Title is required', and no call", async () => {
    const { user } = renderGalleriesPage({ 'GET /api/admin/movie-galleries': coversAnswer([]) });
    await screen.findByRole('heading', { name: 'No movie covers yet' });

    await user.click(screen.getByRole('button', { name: 'Add Cover' }));
    const form = within(dialog());
    await user.type(form.getByLabelText('Title *'), '   ');
    await user.click(form.getByRole('button', { name: 'Add Cover' }));

    expect(form.getByLabelText('Title *')).toHaveAccessibleDescription('Title is required');
    expect(xhrs.sent).toHaveLength(0);
  });

  it('edits a cover sending every field: unlinking its movie and clearing its description', async () => {
    const { user } = renderGalleriesPage({ 'GET /api/admin/movie-galleries': coversAnswer([saltAndStatic()]) });
    await screen.findByRole('article', { name: 'Salt & Static' });

    await user.click(within(card('Salt & Static')).getByRole('button', { name: 'Edit Salt & Static' }));
    const form = within(dialog());
    expect(dialog()).toHaveAccessibleName('Edit Cover');
    expect(form.getByLabelText('Title *')).toHaveValue('Salt & Static');
    expect(form.getByLabelText('Linked movie')).toHaveValue('3');
    expect(form.getByLabelText('Display order')).toHaveValue(2);
    expect(form.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/uploads/covers/cover-5.abc123.jpg');

    await user.clear(form.getByLabelText('Description'));
    await user.selectOptions(form.getByLabelText('Linked movie'), 'No movie');
    await user.clear(form.getByLabelText('Display order'));
    await user.type(form.getByLabelText('Display order'), '7');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const upload = xhrs.lastUpload();
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe('/api/admin/movie-galleries/5');
    const { text, files } = multipartOf(upload.body);
    expect(text).toEqual([
      ['title', 'Salt & Static'],
      ['description', ''],
      ['movie_id', ''],
      ['display_order', '7'],
      ['is_coming_soon', 'false'],
    ]);
    expect(files).toEqual({});

    await upload.respond(200, { cover: saltAndStatic() });
    expect(await screen.findByText('Movie cover updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses a negative display order, and shows 'Failed to save movie cover' when the save fails", async () => {
    const { user } = renderGalleriesPage({ 'GET /api/admin/movie-galleries': coversAnswer([saltAndStatic()]) });
    await screen.findByRole('article', { name: 'Salt & Static' });
    await user.click(screen.getByRole('button', { name: 'Edit Salt & Static' }));
    const form = within(dialog());

    await user.clear(form.getByLabelText('Display order'));
    await user.type(form.getByLabelText('Display order'), '-1');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(form.getByLabelText('Display order')).toHaveAccessibleDescription(
      'Lower numbers come first. Display order must be a whole number of at least 0',
    );
    expect(xhrs.sent).toHaveLength(0);

    await user.clear(form.getByLabelText('Display order'));
    await user.type(form.getByLabelText('Display order'), '1');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(xhrs.sent).toHaveLength(1);
    await xhrs.lastUpload().respond(500);

    expect(await form.findByRole('alert')).toHaveTextContent('Failed to save movie cover');
  });

  it('deletes a cover after a confirmation', async () => {
    let covers = [saltAndStatic()];
    const { user, requestsTo } = renderGalleriesPage({
      'GET /api/admin/movie-galleries': () => jsonResponse({ covers }),
      'DELETE /api/admin/movie-galleries/5': () => {
        covers = [];
        return emptyResponse(204);
      },
    });
    await screen.findByRole('article', { name: 'Salt & Static' });

    await user.click(screen.getByRole('button', { name: 'Delete Salt & Static' }));
    expect(dialog()).toHaveAccessibleName('Delete this cover?');
    expect(dialog()).toHaveAccessibleDescription(/behind-the-scenes photos and videos will be removed/);
    await user.click(within(dialog()).getByRole('button', { name: 'Delete Cover' }));

    expect(await screen.findByText('Movie cover deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE /api/admin/movie-galleries/5')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No movie covers yet' })).toBeInTheDocument();
  });

  it("shows 'Failed to delete movie cover', or the server's own text, in the confirmation", async () => {
    let answer: FetchHandler = () => new Response(null, { status: 500 });
    const { user } = renderGalleriesPage({
      'GET /api/admin/movie-galleries': coversAnswer([saltAndStatic()]),
      'DELETE /api/admin/movie-galleries/5': (request) => answer(request),
    });
    await screen.findByRole('article', { name: 'Salt & Static' });
    await user.click(screen.getByRole('button', { name: 'Delete Salt & Static' }));

    await user.click(within(dialog()).getByRole('button', { name: 'Delete Cover' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to delete movie cover');

    answer = () => jsonResponse({ error: 'Not found' }, 404);
    await user.click(within(dialog()).getByRole('button', { name: 'Delete Cover' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Not found'));
    expect(card('Salt & Static')).toBeInTheDocument();
  });
});

describe('AdminMovieGalleriesPage: reordering', () => {
  const ORDER_LIST = 'Covers in display order';
  const SAVE = 'PUT /api/admin/covers/order';
  const threeCovers = () => [
    createAdminCover({ id: 6, title: 'Harbour Lights', display_order: 0 }),
    saltAndStatic(),
    createAdminCover({ id: 7, title: '', display_order: 3 }),
  ];
  const button = (name: string) => screen.getByRole('button', { name });
  const cardTitles = () => within(grid()).getAllByRole('heading').map((heading) => heading.textContent);

  /** The server: the covers as last saved, renumbered by each save. */
  function coversServer() {
    let covers = threeCovers();
    return {
      'GET /api/admin/movie-galleries': () => jsonResponse({ covers }),
      [SAVE]: (request: { body: unknown }) => {
        const { ids } = request.body as { ids: number[] };
        covers = ids.map((id, index) => ({ ...covers.find((cover) => cover.id === id)!, display_order: index }));
        return jsonResponse({ covers });
      },
    };
  }

  async function startReordering(user: ReturnType<typeof renderGalleriesPage>['user']) {
    await screen.findByRole('list', { name: 'Movie covers' });
    await user.click(button('Reorder'));
    return screen.findByRole('list', { name: ORDER_LIST });
  }

  it('puts the covers in order with the Move buttons and saves them in one request', async () => {
    const { user, requestsTo } = renderGalleriesPage(coversServer());
    await startReordering(user);

    expect(screen.getByRole('heading', { level: 2, name: 'Reorder covers' })).toHaveFocus();
    expect(document.title).toBe('Reorder covers · Admin · Ember Lane Studios');
    expect(rowTitles(ORDER_LIST)).toEqual(['Harbour Lights', 'Salt & Static', 'Untitled']);
    expect(button('Drag to reorder Untitled')).toBeInTheDocument();
    await user.click(button('Move Untitled up'));
    await user.click(button('Move Untitled up'));
    expect(rowTitles(ORDER_LIST)).toEqual(['Untitled', 'Harbour Lights', 'Salt & Static']);
    expect(button('Move Untitled down')).toHaveFocus();

    await user.click(button('Save order'));

    expect(await screen.findByText('Cover order saved')).toBeInTheDocument();
    expect(requestsTo(SAVE).map((request) => request.body)).toEqual([{ ids: [7, 6, 5] }]);
    expect(rowTitles(ORDER_LIST)).toEqual(['Untitled', 'Harbour Lights', 'Salt & Static']);
    await user.click(button('Back to the covers'));
    await waitFor(() => expect(cardTitles()).toEqual(['Untitled', 'Harbour Lights', 'Salt & Static']));
    expect(button('Reorder')).toHaveFocus();
  });

  it('leaves the covers as they were on Cancel, sending nothing', async () => {
    const { user, requestsTo } = renderGalleriesPage(coversServer());
    await startReordering(user);
    await user.click(button('Move Harbour Lights down'));
    expect(rowTitles(ORDER_LIST)).toEqual(['Salt & Static', 'Harbour Lights', 'Untitled']);

    await user.click(button('Cancel'));

    expect(await screen.findByRole('list', { name: 'Movie covers' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Harbour Lights', 'Salt & Static', 'Untitled']);
    expect(button('Reorder')).toHaveFocus();
    expect(requestsTo(SAVE)).toHaveLength(0);
    // Back in the mode, the saved order again.
    await user.click(button('Reorder'));
    expect(rowTitles(ORDER_LIST)).toEqual(['Harbour Lights', 'Salt & Static', 'Untitled']);
  });

  it("shows the server's refusal and keeps the new order on screen", async () => {
    const { user } = renderGalleriesPage({
      'GET /api/admin/movie-galleries': coversAnswer(threeCovers()),
      [SAVE]: () => jsonResponse({ error: 'Send every item of the list once, in its new order' }, 400),
    });
    await startReordering(user);
    await user.click(button('Move Harbour Lights down'));
    await user.click(button('Save order'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Send every item of the list once, in its new order');
    expect(rowTitles(ORDER_LIST)).toEqual(['Salt & Static', 'Harbour Lights', 'Untitled']);
    expect(button('Save order')).toBeEnabled();
  });
});
