// The player's timings other than common/constants.ts PLAYER_* (docs/product.md#limits): the keys and resume of
// docs/decisions/0015-self-hosted-films.md.

/** ← and → jump this far. */
export const PLAYER_SEEK_STEP_SECONDS = 10;
/** The position is saved this often while the film plays (and once more on close). */
export const PLAYER_PROGRESS_SAVE_MS = 10_000;
/** A saved position this early is not worth offering to resume from... */
export const PLAYER_RESUME_MIN_SECONDS = 10;
/** ...nor one this close to the end (the credits): the film starts over. */
export const PLAYER_RESUME_END_MARGIN_SECONDS = 30;
