// YouTube links (docs/product.md#validation): which ones are accepted, the video id they carry, and the addresses built
// from it.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const ID_PATHS = new Set(['embed', 'v', 'shorts']);

function isYouTubeHost(host: string): boolean {
  return ['youtube.com', 'youtube-nocookie.com'].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function toUrl(link: string): URL | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

/**
 * The video id of a YouTube link: youtu.be/<id>, youtube.com/watch?v=<id>, /embed/<id>, /v/<id> or
 * /shorts/<id> (any subdomain: www., m.). Null for anything else, including ids of the wrong shape.
 */
export function parseYouTubeId(link: string): string | null {
  const url = toUrl(link);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  // A user part ('javascript:alert(1)@youtu.be/…') would let any text pass as a link to YouTube.
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = first;
  else if (isYouTubeHost(host) && first === 'watch') id = url.searchParams.get('v');
  else if (isYouTubeHost(host) && ID_PATHS.has(first)) id = second;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The one form a YouTube link is stored in: what was typed is never kept as it is. */
export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** The privacy-enhanced embedded player, starting at once (the visitor just asked for the video). */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
}

export function youTubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/** hqdefault.jpg is 480x360. */
export const YOUTUBE_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;
