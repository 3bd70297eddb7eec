// Lengths of time as the database and the app count them (milliseconds), for rental ends, token expiries and
// the dates a test writes.
export const HOUR = 3_600_000;
