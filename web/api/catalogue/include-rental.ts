/** `?include_rental=true` for a logged-in viewer, whose rental of each movie is then part of the answer. */
export function includeRentalFor(viewerId: number | null): string {
  return viewerId === null ? '' : '?include_rental=true';
}
