const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Nov 23, 2026': a review's day is enough; the time of day would be noise. */
export function formatReviewDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : reviewDate.format(date);
}
