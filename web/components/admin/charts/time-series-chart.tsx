// A chart of a few series over periods (revenue bars and a rentals line by day or by month; how far viewers got
// into a film), drawn
// with uPlot on a canvas that follows its container's width and the theme's colours. The figures are also a
// table: behind a disclosure under the chart, or in the chart's place where no chart can be drawn.
//
// uPlot is imported inside an effect: it is fetched only when a chart is on screen (a chunk of its own, in the
// admin area only), and never where there is no canvas layout to draw on (no ResizeObserver: old browsers, jsdom).
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartData, chartOptions, type ChartModel } from './chart-options.ts';
import { THEME_MEDIA_QUERIES } from './chart-theme.ts';
import './time-series-chart.css';

export interface TimeSeriesChartProps extends ChartModel {
  /** The chart's accessible name: what it shows, and its totals. */
  label: string;
  /** The table's caption. */
  caption: string;
  /** The table's last row ('Total'); none where a sum would mean nothing (shares). */
  totalLabel?: string;
  /** The disclosure that opens the table under a drawn chart. */
  tableToggle: string;
}

type DrawState = 'drawing' | 'drawn' | 'unavailable';

const NARROW_WIDTH = 480;

/** A chart needs layout to measure (ResizeObserver) and media queries for the theme. */
function canDrawCharts(): boolean {
  return typeof window !== 'undefined' && typeof window.ResizeObserver === 'function' && typeof window.matchMedia === 'function';
}

/** The plot's size for a container this wide: shorter on phones. */
export function plotSize(width: number): { width: number; height: number } {
  const rounded = Math.max(0, Math.floor(width));
  return { width: rounded, height: rounded < NARROW_WIDTH ? 220 : 280 };
}

export function TimeSeriesChart({ label, caption, periodHeading, totalLabel, tableToggle, periods, ticks, positions, series }: TimeSeriesChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<DrawState>(() => (canDrawCharts() ? 'drawing' : 'unavailable'));

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !canDrawCharts()) return;
    const model: ChartModel = { periodHeading, periods, ticks, positions, series };
    let plot: uPlot | null = null;
    let disposed = false;
    const cleanups: (() => void)[] = [];

    import('uplot').then(
      ({ default: UPlot }) => {
        if (disposed) return;
        const draw = () => {
          plot?.destroy();
          plot = new UPlot(chartOptions(UPlot, host, model, plotSize(host.clientWidth)), chartData(model), host);
        };
        draw();
        const observer = new ResizeObserver(() => {
          const size = plotSize(host.clientWidth);
          if (plot && (plot.width !== size.width || plot.height !== size.height)) plot.setSize(size);
        });
        observer.observe(host);
        cleanups.push(() => observer.disconnect());
        // The tokens may change with the colour scheme: draw again with the new colours.
        for (const query of THEME_MEDIA_QUERIES) {
          const list = window.matchMedia(query);
          list.addEventListener('change', draw);
          cleanups.push(() => list.removeEventListener('change', draw));
        }
        setState('drawn');
      },
      () => {
        // The chunk did not load (offline, a new deployment): the table says it all.
        if (!disposed) setState('unavailable');
      },
    );

    return () => {
      disposed = true;
      for (const cleanup of cleanups) cleanup();
      plot?.destroy();
      plot = null;
    };
  }, [periodHeading, periods, ticks, positions, series]);

  const table = <ChartTable caption={caption} periodHeading={periodHeading} totalLabel={totalLabel} periods={periods} series={series} />;
  if (state === 'unavailable') return <div className="ts-chart ts-chart--table-only">{table}</div>;
  return (
    <div className="ts-chart">
      <div ref={hostRef} className="ts-chart__plot" role="img" aria-label={label} aria-busy={state === 'drawing'} />
      <details className="ts-chart__details">
        <summary className="ts-chart__summary">{tableToggle}</summary>
        {table}
      </details>
    </div>
  );
}

type ChartTableProps = Pick<TimeSeriesChartProps, 'caption' | 'periodHeading' | 'totalLabel' | 'periods' | 'series'>;

/** The chart's figures, period by period, with each series' total when there is a total row. */
function ChartTable({ caption, periodHeading, totalLabel, periods, series }: ChartTableProps) {
  return (
    <div className="ts-chart__table-wrap">
      <table className="ts-chart__table">
        <caption className="admin-label">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-label">{periodHeading}</th>
            {series.map((column) => (
              <th key={column.label} scope="col" className="admin-label">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period, index) => (
            <tr key={period}>
              <th scope="row">{period}</th>
              {series.map((column) => (
                <td key={column.label}>{column.format(column.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalLabel !== undefined && (
          <tfoot>
            <tr>
              <th scope="row">{totalLabel}</th>
              {series.map((column) => (
                <td key={column.label}>{column.format(column.values.reduce((sum, value) => sum + value, 0))}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
