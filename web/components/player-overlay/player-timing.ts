// The player's timings beyond SPEC.md §9's (common/constants.ts PLAYER_*): issue 12's keys and resume.

/** ← and → jump this far. */
export const PLAYER_SEEK_STEP_SECONDS = 10;
/** The position is saved this often while the film plays (and once more on close). */
export const PLAYER_PROGRESS_SAVE_MS = 10_000;
/** A saved position this early is not worth offering to resume from... */
export const PLAYER_RESUME_MIN_SECONDS = 10;
/** ...nor one this close to the end (the credits): the film starts over. */
export const PLAYER_RESUME_END_MARGIN_SECONDS = 30;
