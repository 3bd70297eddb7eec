// The period picker of the insight screens: the first and last day (both included), and the usual periods as one
// switch. A day is applied as soon as it is a whole date; the other end then comes from the period on show, so the
// URL always names both.
import { useState } from 'react';
import type { InsightPeriodQuery } from '../../../common/insights.ts';
import { useStudioTimeZone } from '../../api/admin/list-admin-movies.ts';
import { SegmentedControl } from '../../components/admin/segmented-control/segmented-control.tsx';
import { dayNames } from '../../components/admin/dashboard/periods.ts';
import { InputField } from '../../components/form/fields.tsx';
import { insightPeriodContent as content } from '../../content/admin-insights.ts';
import { isDay, presetOf, presetPeriod, todayIn } from './admin-insights-period.ts';
import './admin-insights-page.css';

interface PeriodPickerProps {
  /** The URL's period (empty: the server's last 30 days). */
  period: InsightPeriodQuery;
  /** The days the answer on show covers, once there is one. */
  shown: { from: string; to: string } | undefined;
  onChange: (period: InsightPeriodQuery) => void;
}

export function PeriodPicker({ period, shown, onChange }: PeriodPickerProps) {
  // The presets end today in the studio's zone (the movie list names it); the browser's day until it is known.
  const today = todayIn(useStudioTimeZone());
  const from = period.from ?? shown?.from ?? '';
  const to = period.to ?? shown?.to ?? '';
  return (
    <div className="insight-period">
      <fieldset className="insight-period__days">
        <legend className="visually-hidden">{content.legend}</legend>
        <DayField label={content.from} value={from} max={to || undefined} onPick={(day) => onChange({ from: day, to: to || undefined })} />
        <DayField label={content.to} value={to} min={from || undefined} onPick={(day) => onChange({ from: from || undefined, to: day })} />
      </fieldset>
      <SegmentedControl
        legend={content.presetsLegend}
        hideLegend
        values={content.presets}
        labels={content.presetLabels}
        value={presetOf(period, today)}
        onChange={(preset) => {
          if (preset !== 'custom') onChange(presetPeriod(preset, today));
        }}
      />
      {shown && <p className="admin-hint insight-period__shown">{content.shown(dayNames(shown.from).full, dayNames(shown.to).full)}</p>}
    </div>
  );
}

interface DayFieldProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
}

/**
 * A date input that applies only whole dates: while the admin is part-way through typing one, the field keeps what
 * was typed (the browser says '' until the date is whole) rather than snapping back to the period on show.
 */
function DayField({ label, value, min, max, onPick }: DayFieldProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <InputField
      label={label}
      name={label}
      type="date"
      className="insight-period__day"
      value={draft}
      min={min}
      max={max}
      required
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (isDay(next) && next !== value) onPick(next);
      }}
    />
  );
}
