// The schema.org Movie of a film's page, written into its HTML as JSON-LD: search engines read the film's facts,
// people, trailer, rating and rental offer from it without running the app. Cast members are the credits with the
// role 'Cast' and directors those with 'Director' (the convention of the admin form, docs/product.md#admin-movies).
import type { Movie } from '../../common/catalogue.ts';
import { parseYouTubeId, youTubeThumbnailUrl } from '../../common/youtube.ts';
import { UPLOADS_URL_PREFIX } from '../media/store.ts';

interface MovieJsonLdSource {
  movie: Movie;
  /** Absolute address of the film's page. */
  pageUrl: string;
  /** The site's address, that stored files' paths are resolved against. */
  publicUrl: string;
  /** When the film's row last changed: the trailer's upload date (the row is where the trailer was set). */
  updatedAt: Date;
}

type JsonObject = Record<string, unknown>;

const people = (movie: Movie, role: string): JsonObject[] =>
  movie.credits.filter((credit) => credit.role === role).map((credit) => ({ '@type': 'Person', name: credit.name }));

/** Only the keys with a value: an empty list or a missing image says nothing. */
function present(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)));
}

function trailerOf({ movie, publicUrl, updatedAt }: MovieJsonLdSource, image: string | undefined): JsonObject | undefined {
  const trailer = movie.trailer_url;
  if (!trailer) return undefined;
  const youTubeId = trailer.startsWith(UPLOADS_URL_PREFIX) ? null : parseYouTubeId(trailer);
  return present({
    '@type': 'VideoObject',
    name: `${movie.title} — Trailer`,
    description: movie.logline || movie.description || movie.title,
    thumbnailUrl: image ?? (youTubeId ? youTubeThumbnailUrl(youTubeId) : undefined),
    uploadDate: updatedAt.toISOString(),
    contentUrl: youTubeId ? undefined : new URL(trailer, publicUrl).toString(),
    embedUrl: youTubeId ? `https://www.youtube.com/embed/${youTubeId}` : undefined,
  });
}

export function movieJsonLd(source: MovieJsonLdSource): JsonObject {
  const { movie, pageUrl, publicUrl } = source;
  const absolute = (url: string | null) => (url ? new URL(url, publicUrl).toString() : undefined);
  // The poster first: search results show a film's image upright. The backdrop is the trailer's picture.
  const image = absolute(movie.poster_url || movie.thumbnail_url || movie.backdrop_url);
  const { average_rating: ratingValue, total_reviews: reviewCount } = movie.rating_stats;
  return present({
    '@context': 'https://schema.org',
    '@type': 'Movie',
    name: movie.title,
    url: pageUrl,
    description: movie.description || movie.logline || undefined,
    image,
    dateCreated: movie.release_year === null ? undefined : String(movie.release_year),
    genre: movie.genres,
    duration: movie.duration ? `PT${movie.duration}M` : undefined,
    contentRating: movie.certificate ?? undefined,
    director: people(movie, 'Director'),
    actor: people(movie, 'Cast'),
    trailer: trailerOf(source, absolute(movie.backdrop_url) ?? image),
    aggregateRating:
      reviewCount > 0 ? { '@type': 'AggregateRating', ratingValue, reviewCount, bestRating: 5, worstRating: 1 } : undefined,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: movie.price.toFixed(2),
      priceCurrency: 'USD',
      availability: movie.is_playable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  });
}

/**
 * The JSON for a <script type="application/ld+json">: `<` (and `>`, `&`) as \u escapes, so that no text in it
 * ('</script>', '<!--') can end the script or change how the page is parsed; JSON reads them back the same.
 */
export function jsonLdScriptText(data: JsonObject): string {
  return JSON.stringify(data).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
