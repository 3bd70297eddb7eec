// Rent to play in two clicks: the payment success page's Watch Now goes to the movies page with the
// film's id in `watch`, and the movies page opens its player as soon as the list shows the rental.
export const WATCH_PARAM = 'watch';

export const watchPathOf = (movieId: number) => `/movies?${WATCH_PARAM}=${movieId}`;
