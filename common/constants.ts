// Business constants of docs/product.md#limits.

export const RENTAL_DURATIONS_HOURS = [24, 48, 72, 168] as const;
export type RentalDurationHours = (typeof RENTAL_DURATIONS_HOURS)[number];
export const DEFAULT_RENTAL_DURATION_HOURS: RentalDurationHours = 24;

export const MOBILE_BREAKPOINT_PX = 768;
export const HERO_VIDEO_STOP_SECONDS = 20;
export const LOGO_HIGHLIGHT_MS = 2_000;
export const FLASH_MESSAGE_MS = 3_000;

export const COUNTDOWN_REFRESH_MS = 60_000;
export const EXPIRES_SOON_MS = 7_200_000;

export const PLAYER_CONTROLS_HIDE_MS = 3_000;
export const PLAYER_PROGRESS_MS = 1_000;
export const PLAYER_DEFAULT_VOLUME = 100;

export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;

export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Feature films (tus uploads): FILM_MAX_BYTES, 20 GB unless configured. */
export const FILM_MAX_BYTES_DEFAULT = 20 * 1024 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 6;
// argon2 cost grows with input length; a cap keeps one login from being a denial of service.
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** The title of a movie, a cover or a backstage item. */
export const TITLE_MAX_LENGTH = 200;

// Ids are PostgreSQL `integer` serials: anything above this names no row (and the database would reject it).
export const MAX_ROW_ID = 2_147_483_647;
