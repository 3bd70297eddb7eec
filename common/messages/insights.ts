// The words of filmmaker insight (docs/product.md#filmmaker-insight) the server answers with.
export const insightMessages = {
  badEvents: 'Events must be a list of 1 to 50 events',
  tooManyEvents: 'At most 50 events may be sent at once',
  badEvent: "Each event needs a type (page_view, trailer_play or checkout_start) and a movie_id",
  badDay: 'Dates must be days such as 2026-11-28',
  fromAfterTo: 'The start of the period must not be after its end',
  periodTooLong: 'A period may be at most 731 days long',
} as const;
