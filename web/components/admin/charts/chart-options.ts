// uPlot's options for a series drawn over evenly spaced periods (days, months): the x scale is the period's index,
// so a bar sits on each period, and the axis names periods by the caller's labels. Points that are not evenly
// spaced (how far into a film: 0, 25, 50, 75, 95 %) say where each sits (`positions`).
import type uPlot from 'uplot';
import { readChartTheme, withAlpha, cssVariable } from './chart-theme.ts';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** How a value reads in the legend, the axis and the table ('$12.00', '3'). */
  format: (value: number) => string;
  /** How a value reads on its axis, where room is short ('$1.2K'); `format` when absent. */
  axisFormat?: (value: number) => string;
  /** Bars (amounts per period) or a line with points (counts). */
  style: 'bars' | 'line';
  /** The CSS variable of its colour ('--color-accent'). */
  color: `--${string}`;
  /** Its y axis: the left one or the right one. */
  axis: 'left' | 'right';
  /** Whole numbers: the axis only ticks at integers. */
  integer?: boolean;
  /** The axis' top when no value can pass it (100 for a share in percent); a little above the largest value otherwise. */
  max?: number;
}

export interface ChartModel {
  /** What a period is ('Day', 'Month'): the legend's first entry, the table's first column. */
  periodHeading: string;
  /** Each period's full name (the legend and the table), in order. */
  periods: readonly string[];
  /** Each period's short name on the x axis ('Nov 23'); the full name when absent. */
  ticks?: readonly string[];
  /** Where each period sits on the x axis, when they are not evenly spaced; their indexes otherwise. */
  positions?: readonly number[];
  series: readonly ChartSeries[];
}

const INTEGER_INCREMENTS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000, 100_000];
const PERIOD_INCREMENTS = [1, 2, 3, 4, 5, 6, 7, 10, 14, 15, 30];

/** Where each period sits on the x axis: its position, else its index. */
const xValues = (model: ChartModel): number[] => model.periods.map((_, index) => model.positions?.[index] ?? index);

/** The plotted data: the x values (the periods' indexes or positions), then one row per series. */
export function chartData(model: ChartModel): uPlot.AlignedData {
  return [xValues(model), ...model.series.map((series) => [...series.values])];
}

function showLatest(self: uPlot): void {
  const last = self.data[0].length - 1;
  if (self.cursor.idx === null || self.cursor.idx === undefined) {
    if (last >= 0) self.setLegend({ idx: last });
  }
}

/** A y scale from zero to a little above its largest value (1 when everything is 0), or to the series' own top. */
function fromZero(series: ChartSeries | undefined): uPlot.Range.Function {
  return (_self, _min, max) => {
    if (series?.max !== undefined) return [0, series.max];
    return [0, max !== null && max > 0 ? max * 1.12 : 1];
  };
}

/** Half a step of room at either end, so the first and last bars or points are not cut by the edges. */
function xRange(model: ChartModel): uPlot.Range.Function {
  if (!model.positions) return (_self, min, max) => [min - 0.5, max + 0.5];
  return (_self, min, max) => {
    const room = (max - min) * 0.04 || 0.5;
    return [min - room, max + room];
  };
}

/** The index of the period at x value `x` (null when none is). */
function periodAt(model: ChartModel, x: number): number | null {
  const index = model.positions ? model.positions.indexOf(x) : x;
  return Number.isInteger(index) && index >= 0 ? index : null;
}

export function chartOptions(UPlot: typeof uPlot, host: HTMLElement, model: ChartModel, size: { width: number; height: number }): uPlot.Options {
  const theme = readChartTheme(host);
  const ticks = model.ticks ?? model.periods;
  const axisOf = (side: 'left' | 'right') => model.series.find((series) => series.axis === side);

  const yAxis = (side: 'left' | 'right'): uPlot.Axis => {
    const series = axisOf(side);
    return {
      scale: side,
      side: side === 'left' ? 3 : 1,
      show: series !== undefined,
      stroke: theme.text,
      font: theme.font,
      size: 64,
      gap: 6,
      grid: { show: side === 'left', stroke: theme.grid, width: 1 },
      ticks: { show: false },
      incrs: series?.integer ? INTEGER_INCREMENTS : undefined,
      values: (_self, splits) => splits.map((value) => (series ? (series.axisFormat ?? series.format)(value) : '')),
    };
  };

  return {
    width: size.width,
    height: size.height,
    padding: [12, 8, 0, 8],
    scales: {
      x: { time: false, range: xRange(model) },
      left: { range: fromZero(axisOf('left')) },
      right: { range: fromZero(axisOf('right')) },
    },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
    legend: { show: true, live: true },
    // Off the chart, the legend shows the latest period rather than blanks.
    hooks: { ready: [showLatest], setCursor: [showLatest] },
    series: [
      {
        label: model.periodHeading,
        value: (_self, x) => {
          const index = x === null ? null : periodAt(model, x);
          return index === null ? '' : (model.periods[index] ?? '');
        },
      },
      ...model.series.map((series): uPlot.Series => {
        const color = cssVariable(host, series.color, '#f5a524');
        const common = {
          label: series.label,
          scale: series.axis,
          value: (_self: uPlot, value: number | null) => (value === null ? '' : series.format(value)),
        };
        return series.style === 'bars'
          ? {
              ...common,
              stroke: color,
              fill: withAlpha(color, 0.8),
              width: 0,
              paths: UPlot.paths.bars?.({ size: [0.7, 36], radius: 0.2, gap: 1 }),
              points: { show: false },
            }
          : { ...common, stroke: color, width: 2, points: { show: model.periods.length <= 31, size: 5, fill: color } };
      }),
    ],
    axes: [
      {
        stroke: theme.text,
        font: theme.font,
        grid: { show: false },
        ticks: { show: true, stroke: theme.grid, width: 1, size: 4 },
        space: 56,
        incrs: PERIOD_INCREMENTS,
        // Positioned periods are ticked where they sit, and only there.
        ...(model.positions ? { splits: () => [...xValues(model)] } : {}),
        values: (_self, splits) =>
          splits.map((x) => {
            const index = periodAt(model, x);
            return index === null ? '' : (ticks[index] ?? '');
          }),
      },
      yAxis('left'),
      yAxis('right'),
    ],
  };
}
