import { expect } from 'vitest';

/**
 * The URL of a file of web/assets/media/ as the app gets it from Vite's asset pipeline: in tests its source path
 * ('/web/assets/media/hero.mp4'), in the build a hashed name under /assets/. Matches by the path in that folder.
 */
export function mediaFile(pathInMediaFolder: string) {
  const escaped = pathInMediaFolder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return expect.stringMatching(new RegExp(`/assets/media/${escaped}$`));
}
