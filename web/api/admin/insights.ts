// Filmmaker insight's admin answers (docs/product.md#filmmaker-insight, common/insights.ts): GET
// /api/admin/insights/movies/{id} (one film's funnel, completion, sources and countries) and GET
// /api/admin/insights/sources (the whole catalogue's sources), each for a period of days in the studio's time zone,
// and each as a CSV download.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { InsightPeriodQuery, MovieInsight, SourcesInsight } from '../../../common/insights.ts';
import { insightTableContent, movieInsightContent, sourcesInsightContent } from '../../content/admin-insights.ts';
import { apiRequest, recordIn } from '../api-client.ts';
import { downloadAttachment } from '../download-attachment.ts';
import { adminKeys } from './keys.ts';
import { listQueryString } from './list-query.ts';

const isPeriod = (value: unknown) => typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

async function fetchMovieInsight(movieId: number, period: InsightPeriodQuery, signal?: AbortSignal): Promise<MovieInsight> {
  const body = await apiRequest<unknown>(`/admin/insights/movies/${movieId}${listQueryString(period)}`, {
    signal,
    fallbackMessage: movieInsightContent.loadFailed,
  });
  return recordIn<MovieInsight>(
    body,
    (record) => isPeriod(record.period) && typeof record.funnel === 'object' && Array.isArray(record.sources) && Array.isArray(record.countries),
  );
}

async function fetchSourcesInsight(period: InsightPeriodQuery, signal?: AbortSignal): Promise<SourcesInsight> {
  const body = await apiRequest<unknown>(`/admin/insights/sources${listQueryString(period)}`, {
    signal,
    fallbackMessage: sourcesInsightContent.loadFailed,
  });
  return recordIn<SourcesInsight>(body, (record) => isPeriod(record.period) && Array.isArray(record.sources));
}

/** A film's insight for the period; the period on show stays while another one loads. */
export function useMovieInsight(movieId: number, period: InsightPeriodQuery) {
  return useQuery({
    queryKey: adminKeys.movieInsight(movieId, period),
    queryFn: ({ signal }) => fetchMovieInsight(movieId, period, signal),
    placeholderData: keepPreviousData,
  });
}

/** The catalogue's sources for the period; the period on show stays while another one loads. */
export function useSourcesInsight(period: InsightPeriodQuery) {
  return useQuery({
    queryKey: adminKeys.sourcesInsight(period),
    queryFn: ({ signal }) => fetchSourcesInsight(period, signal),
    placeholderData: keepPreviousData,
  });
}

/** Which insight a CSV holds: a film's (movies/{id}.csv) or the catalogue's sources (sources.csv). */
export type InsightCsv = { kind: 'movie'; movieId: number } | { kind: 'sources' };

function csvPath(csv: InsightCsv): string {
  return csv.kind === 'movie' ? `movies/${csv.movieId}` : 'sources';
}

async function downloadInsightCsv({ csv, period }: { csv: InsightCsv; period: InsightPeriodQuery }): Promise<void> {
  const path = csvPath(csv);
  await downloadAttachment({
    path: `/admin/insights/${path}.csv${listQueryString(period)}`,
    accept: 'text/csv',
    fallbackName: `insight-${path.replace('/', '-')}-${period.from ?? 'last-30-days'}${period.to ? `-${period.to}` : ''}.csv`,
    failedText: insightTableContent.downloadFailed,
  });
}

/** Download CSV of the insight on show; a failure is told through `onFailed`. */
export function useInsightCsv(csv: InsightCsv, period: InsightPeriodQuery, onFailed: (text: string) => void) {
  const download = useMutation({ mutationFn: downloadInsightCsv });
  return {
    download: () => download.mutate({ csv, period }, { onError: (error) => onFailed(error.message || insightTableContent.downloadFailed) }),
    isDownloading: download.isPending,
  };
}
