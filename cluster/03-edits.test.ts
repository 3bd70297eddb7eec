// An admin's edit on one instance is seen at once on the other, though each keeps the public answers in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, cluster, expectJson, instanceA, instanceB, publicMovies, report, request, type Headers, type PublicMovie } from './cluster.ts';
import { editTitle, msUntilSeen, PROPAGATION_LIMIT_MS, warmBoth } from './edits.ts';

let admin: Headers;
let movie: PublicMovie;

beforeAll(async () => {
  admin = await adminLogin();
  movie = (await publicMovies())[0]!;
});
afterAll(async () => {
  // The demo movie gets its title back (other files read the catalogue too).
  if (movie) await editTitle(cluster.nginx, admin, movie, movie.title);
});

describe('an admin edit (a movie title)', () => {
  it.each([
    ['A', 'B'],
    ['B', 'A'],
  ])('made on %s is seen on %s at once, in the movie and in the list', async (writerName, readerName) => {
    const [writer, reader] = writerName === 'A' ? [instanceA, instanceB] : [instanceB, instanceA];
    await warmBoth(movie.id);
    const title = `${movie.title} (edited on ${writerName} ${Date.now()})`;
    expect((await editTitle(writer, admin, movie, title)).movie.title).toBe(title);
    // The instance that made the edit answers it to the very next request.
    const next = await expectJson<{ movie: { title: string } }>(request(writer, `/api/movies/${movie.id}`));
    expect(next.movie.title).toBe(title);
    const lag = await msUntilSeen(reader, movie.id, title, PROPAGATION_LIMIT_MS);
    await report(`edit on ${writerName} seen on ${readerName} after`, `${lag} ms`);
  });

  it('made through nginx is seen on both instances', async () => {
    await warmBoth(movie.id);
    const title = `${movie.title} (edited through nginx ${Date.now()})`;
    await editTitle(cluster.nginx, admin, movie, title);
    for (const base of cluster.instances) await msUntilSeen(base, movie.id, title, PROPAGATION_LIMIT_MS);
  });
});
