// Editing a movie's title and watching for it on an instance: the public answers are kept in memory by each
// instance, and PostgreSQL tells every instance what changed (LISTEN/NOTIFY, docs/decisions/0016).
import { cluster, expectJson, formData, nameOf, request, sleep, type Headers, type PublicMovie } from './cluster.ts';

/** How long the other instance may take to hear of a change: "at once", with room for a busy 2-core machine. */
export const PROPAGATION_LIMIT_MS = 1_000;

/** PUT the movie with a new title (and its price, both required) through `base`. */
export async function editTitle(base: string, headers: Headers, movie: PublicMovie, title: string) {
  const res = await request(base, `/api/admin/movies/${movie.id}`, {
    method: 'PUT',
    headers,
    body: formData({ title, price: movie.price.toFixed(2) }),
  });
  return expectJson<{ movie: { title: string } }>(res);
}

/** Milliseconds until `base` answers `title` for the movie and in the list; throws past `limitMs`. */
export async function msUntilSeen(base: string, movieId: number, title: string, limitMs: number): Promise<number> {
  const began = Date.now();
  for (;;) {
    const [one, list] = await Promise.all([
      expectJson<{ movie: { title: string } }>(request(base, `/api/movies/${movieId}`)),
      expectJson<{ movies: PublicMovie[] }>(request(base, '/api/movies')),
    ]);
    const listed = list.movies.find((m) => m.id === movieId)?.title;
    if (one.movie.title === title && listed === title) return Date.now() - began;
    if (Date.now() - began > limitMs) {
      throw new Error(`${nameOf(base)} still answers '${one.movie.title}' (list: '${listed}') ${Date.now() - began} ms after the edit to '${title}'`);
    }
    await sleep(20);
  }
}

/** Reads the movie and the list on both instances, twice: the second answers come from memory. */
export async function warmBoth(movieId: number) {
  for (let i = 0; i < 2; i++) {
    for (const base of cluster.instances) {
      await expectJson(request(base, `/api/movies/${movieId}`));
      await expectJson(request(base, '/api/movies'));
    }
  }
}
