import { render, screen, waitFor, within } from '@testing-library/react';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setMediaQuery } from '../../../test/match-media.ts';
import type { ChartSeries } from './chart-options.ts';
import { withAlpha } from './chart-theme.ts';
import { plotSize, TimeSeriesChart, type TimeSeriesChartProps } from './time-series-chart.tsx';

// jsdom has no canvas: uPlot is replaced by a recorder of what the chart asks of it.
interface FakePlot {
  opts: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  setSize: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}

const plots = vi.hoisted(() => [] as FakePlot[]);

vi.mock('uplot', () => {
  class FakeUPlot {
    static paths = { bars: () => 'bars-path' };
    width: number;
    height: number;
    setSize = vi.fn((size: { width: number; height: number }) => {
      this.width = size.width;
      this.height = size.height;
    });
    destroy = vi.fn();
    constructor(
      public opts: uPlot.Options,
      public data: uPlot.AlignedData,
      public target: HTMLElement,
    ) {
      this.width = opts.width;
      this.height = opts.height;
      plots.push(this);
    }
  }
  return { default: FakeUPlot };
});

/** A ResizeObserver whose callback the test calls. */
const observers: { callback: () => void; observed: Element[]; disconnected: boolean }[] = [];
class FakeResizeObserver {
  private record: (typeof observers)[number];
  constructor(callback: () => void) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

const revenue: ChartSeries = {
  label: 'Revenue',
  values: [4.99, 0, 12.5],
  format: (value) => `$${value.toFixed(2)}`,
  axisFormat: (value) => `$${value}`,
  style: 'bars',
  color: '--color-accent',
  axis: 'left',
};
const rentals: ChartSeries = {
  label: 'Rentals',
  values: [1, 0, 3],
  format: String,
  style: 'line',
  color: '--color-text',
  axis: 'right',
  integer: true,
};

const props: TimeSeriesChartProps = {
  label: 'Chart of revenue and rentals',
  caption: 'Revenue and rentals, last 3 days',
  periodHeading: 'Day',
  totalLabel: 'Total',
  tableToggle: 'Show the figures as a table',
  periods: ['Jul 1, 2031', 'Jul 2, 2031', 'Jul 3, 2031'],
  ticks: ['Jul 1', 'Jul 2', 'Jul 3'],
  series: [revenue, rentals],
};

beforeEach(() => {
  plots.length = 0;
  observers.length = 0;
});

describe('TimeSeriesChart without a chart (no ResizeObserver, as in jsdom)', () => {
  it('shows the figures as a table, with totals, and never loads uPlot', async () => {
    render(<TimeSeriesChart {...props} />);

    const table = screen.getByRole('table', { name: 'Revenue and rentals, last 3 days' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DayRevenueRentals', 'Jul 1, 2031$4.991', 'Jul 2, 2031$0.000', 'Jul 3, 2031$12.503', 'Total$17.494']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Show the figures as a table')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plots).toHaveLength(0);
  });
});

describe('TimeSeriesChart with uPlot', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });

  it('draws the series in a labelled chart, with the table behind a disclosure', async () => {
    render(<TimeSeriesChart {...props} />);

    const chart = screen.getByRole('img', { name: 'Chart of revenue and rentals' });
    await waitFor(() => expect(plots).toHaveLength(1));
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    const [plot] = plots;
    expect(plot!.target).toBe(chart);
    expect(plot!.data).toEqual([
      [0, 1, 2],
      [4.99, 0, 12.5],
      [1, 0, 3],
    ]);
    // The legend names the hovered period and formats each value.
    const [x, bars, line] = plot!.opts.series;
    expect(x!.label).toBe('Day');
    const self = plot as unknown as uPlot;
    expect((x!.value as (u: unknown, v: number | null) => string)(self, 2)).toBe('Jul 3, 2031');
    expect(bars).toMatchObject({ label: 'Revenue', scale: 'left', paths: 'bars-path' });
    expect((bars!.value as (u: unknown, v: number | null) => string)(self, 12.5)).toBe('$12.50');
    expect(line).toMatchObject({ label: 'Rentals', scale: 'right' });
    // Axes: short period names at whole indexes, the revenue's axis format.
    const [xAxis, left] = plot!.opts.axes!;
    expect((xAxis!.values as (u: unknown, splits: number[]) => string[])(self, [0, 0.5, 2])).toEqual(['Jul 1', '', 'Jul 3']);
    expect((left!.values as (u: unknown, splits: number[]) => string[])(self, [0, 5])).toEqual(['$0', '$5']);

    const disclosure = screen.getByText('Show the figures as a table').closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    expect(within(disclosure!).getByRole('table', { hidden: true, name: 'Revenue and rentals, last 3 days' })).toBeInTheDocument();
  });

  it('places points that are not evenly spaced where they sit, up to a series’ own top, with no total row', async () => {
    const share: ChartSeries = { label: 'Share', values: [100, 80, 25], format: (value) => `${value}%`, style: 'line', color: '--color-accent', axis: 'left', max: 100 };
    render(
      <TimeSeriesChart
        {...props}
        totalLabel={undefined}
        periodHeading="Point"
        periods={['0%', '50%', '95%']}
        ticks={undefined}
        positions={[0, 50, 95]}
        series={[share]}
      />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const [plot] = plots;
    const self = plot as unknown as uPlot;
    expect(plot!.data).toEqual([
      [0, 50, 95],
      [100, 80, 25],
    ]);
    const [x] = plot!.opts.series;
    expect((x!.value as (u: unknown, v: number | null) => string)(self, 95)).toBe('95%');
    const [xAxis] = plot!.opts.axes!;
    expect((xAxis!.splits as () => number[])()).toEqual([0, 50, 95]);
    expect((xAxis!.values as (u: unknown, splits: number[]) => string[])(self, [0, 50, 95])).toEqual(['0%', '50%', '95%']);
    const range = (scale: string) => plot!.opts.scales![scale]!.range as (u: unknown, min: number, max: number) => [number, number];
    expect(range('left')(self, 25, 100)).toEqual([0, 100]);
    const [xMin, xMax] = range('x')(self, 0, 95);
    expect([xMin, xMax].map((value) => Math.round(value * 10) / 10)).toEqual([-3.8, 98.8]);

    const table = screen.getByRole('table', { hidden: true, name: 'Revenue and rentals, last 3 days' });
    expect(within(table).getAllByRole('row', { hidden: true }).map((row) => row.textContent)).toEqual(['PointShare', '0%100%', '50%80%', '95%25%']);
  });

  it('follows its container’s width, redraws when the colour scheme changes, and cleans up', async () => {
    const { unmount } = render(<TimeSeriesChart {...props} />);
    await waitFor(() => expect(plots).toHaveLength(1));
    const chart = screen.getByRole('img', { name: 'Chart of revenue and rentals' });
    const [observer] = observers;
    expect(observer!.observed).toEqual([chart]);

    Object.defineProperty(chart, 'clientWidth', { configurable: true, value: 720 });
    observer!.callback();
    expect(plots[0]!.setSize).toHaveBeenCalledWith({ width: 720, height: 280 });

    setMediaQuery('(prefers-color-scheme: dark)', true);
    expect(plots).toHaveLength(2);
    expect(plots[0]!.destroy).toHaveBeenCalled();
    expect(plots[1]!.opts.width).toBe(720);

    unmount();
    expect(plots[1]!.destroy).toHaveBeenCalled();
    expect(observer!.disconnected).toBe(true);
  });
});

describe('chart helpers', () => {
  it('makes the plot shorter on narrow containers', () => {
    expect(plotSize(375.6)).toEqual({ width: 375, height: 220 });
    expect(plotSize(900)).toEqual({ width: 900, height: 280 });
  });

  it('adds transparency to a hex colour and leaves other notations alone', () => {
    expect(withAlpha('#f5a524', 0.5)).toBe('rgb(245 165 36 / 0.5)');
    expect(withAlpha('rgb(1 2 3)', 0.5)).toBe('rgb(1 2 3)');
  });
});
