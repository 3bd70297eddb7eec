// The period an insight screen shows (docs/product.md#filmmaker-insight), kept in the URL (?from=2026-11-01&to=2026-11-28)
// as the admin lists keep their state, so a reload, a shared link and Back show the same days. Without either the
// server answers the last 30 days, and its answer's `period` says which. Days are calendar days in the studio's time
// zone, worked out here as UTC dates so that no zone of the browser's shifts them.
import { useSearchParams } from 'react-router';
import type { InsightPeriodQuery } from '../../../common/insights.ts';
import type { InsightPreset, InsightPresetChoice } from '../../content/admin-insights.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARAMS = ['from', 'to'] as const;

export const isDay = (value: string | null | undefined): value is string => typeof value === 'string' && DAY.test(value);

/** 'YYYY-MM-DD' `days` later (earlier when negative). */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Today in `timeZone` (the studio's), or in the browser's when it is not known yet. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The days a preset names, ending today; the last 30 days are the server's own default and need no days. */
export function presetPeriod(preset: InsightPreset, today: string): InsightPeriodQuery {
  switch (preset) {
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return {};
    case 'quarter':
      return { from: addDays(today, -89), to: today };
    case 'year': {
      // The same day a year ago is the 13th month's: the year starts the day after it.
      const [year, month, date] = today.split('-').map(Number) as [number, number, number];
      return { from: new Date(Date.UTC(year - 1, month - 1, date + 1)).toISOString().slice(0, 10), to: today };
    }
  }
}

/** The preset the period is, or 'custom'. */
export function presetOf(period: InsightPeriodQuery, today: string): InsightPresetChoice {
  if (period.from === undefined && period.to === undefined) return 'month';
  const monthDays = { from: addDays(today, -29), to: today };
  if (period.from === monthDays.from && period.to === monthDays.to) return 'month';
  const presets: InsightPreset[] = ['week', 'quarter', 'year'];
  return presets.find((preset) => {
    const days = presetPeriod(preset, today);
    return days.from === period.from && days.to === period.to;
  }) ?? 'custom';
}

/**
 * The URL's period (a value that is not a day reads as absent, as a list's unknown filter does) and its setter: a
 * new period adds a history entry, so Back returns to the one before.
 */
export function usePeriodParams() {
  const [params, setParams] = useSearchParams();
  const period: InsightPeriodQuery = {};
  for (const name of PARAMS) {
    const value = params.get(name);
    if (isDay(value)) period[name] = value;
  }
  const setPeriod = (next: InsightPeriodQuery) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of PARAMS) {
        const value = next[name];
        if (value === undefined) updated.delete(name);
        else updated.set(name, value);
      }
      return updated;
    });
  return { period, setPeriod };
}
