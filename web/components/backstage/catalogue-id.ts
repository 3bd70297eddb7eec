/** Ids the server can know: what the route gave is checked before any call is made. */
export function isCatalogueId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0;
}
