// Shared setup of the backstage tests: the two kinds of owner, and (per test file, as the server tests share
// their modules) one app with small upload limits, the admin and the calls made as the admin.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { publicMessages } from '../../../common/messages/public.ts';
import { backstagePhotos, backstageVideos } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createCover, createMovie } from '../../test/factories.ts';
import { expectNothingStored, multipart, SMALL_UPLOAD_LIMITS, isStored, storedFilePath, type FilePart } from '../../test/uploads.ts';
import { sharedAdmin } from '../testing.ts';

export const videoPart = (bytes: Buffer, name = 'clip.mp4', type = 'video/mp4'): FilePart => ({ field: 'video', name, type, bytes });
export const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** The two kinds of owner: where the admin and the public calls find their media, and how a test makes one. */
export const owners = [
  {
    kind: 'movie',
    make: async () => (await createMovie(await db())).id,
    adminBase: (id: number | string) => `/api/admin/movies/${id}/backstage`,
    publicBase: (id: number | string) => `/api/movies/${id}/backstage`,
    notFound: publicMessages.movieNotFound,
    column: (table: typeof backstagePhotos | typeof backstageVideos) => table.movieId,
  },
  {
    kind: 'cover',
    make: async () => (await createCover(await db())).id,
    adminBase: (id: number | string) => `/api/admin/covers/${id}/backstage`,
    publicBase: (id: number | string) => `/api/movies/covers/${id}/backstage`,
    notFound: publicMessages.coverNotFound,
    column: (table: typeof backstagePhotos | typeof backstageVideos) => table.coverId,
  },
] as const;

type Owner = (typeof owners)[number];

/** The app and admin of the calling test file, with the calls and checks its tests make; call it at top level. */
export function backstageTestApp() {
  const app = sharedTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
  const adminUser = sharedAdmin();
  const { headers: admin } = adminUser;

  const fileOf = (url: string) => storedFilePath(app, url);
  const exists = (url: string) => isStored(app, url);
  async function post(url: string, fields: Record<string, string>, files: FilePart[] = []) {
    const body = await multipart(fields, files);
    return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin, ...body.headers } });
  }
  const get = (url: string, headers: Record<string, string> = admin) => app.inject({ method: 'GET', url, headers });

  /** The rows, upload calls and "left nothing behind" check of one owner, as its describe.each block uses them. */
  function ownerHelpers(owner: Owner) {
    const photoRows = async (id: number) => (await db()).select().from(backstagePhotos).where(eq(owner.column(backstagePhotos), id));
    const videoRows = async (id: number) => (await db()).select().from(backstageVideos).where(eq(owner.column(backstageVideos), id));
    const postPhotos = (id: number | string, fields: Record<string, string>, files: FilePart[]) => post(`${owner.adminBase(id)}/photos`, fields, files);
    const postVideo = (id: number | string, fields: Record<string, string>, files: FilePart[] = []) => post(`${owner.adminBase(id)}/videos`, fields, files);

    /** Runs `attempt` and checks it left no file (stored or waiting) and no row behind. */
    async function leavesNothing(id: number, attempt: () => Promise<void>) {
      await expectNothingStored(app, attempt);
      expect(await photoRows(id)).toEqual([]);
      expect(await videoRows(id)).toEqual([]);
    }

    return { photoRows, videoRows, postPhotos, postVideo, leavesNothing };
  }

  return { app, admin, adminUser, fileOf, exists, post, get, ownerHelpers };
}
