import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { seriesSummary } from '../lib/format.ts';

const CHART_HEIGHT = 160;

/** A design token's current value (it changes with the theme). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Bumps when <html>'s class changes (light/dark), so the chart redraws in the new colours. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return version;
}

type HistoryChartProps = {
  title: string;
  /** Minute timestamps (ISO), oldest first, and one value for each. */
  minutes: readonly string[];
  values: readonly number[];
  format: (value: number) => string;
  /** Whole numbers (requests, errors, connections): the axis never labels a half. */
  integer?: boolean;
};

/** Tick steps for whole-number series. */
const INTEGER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/**
 * One series over the last hour, drawn by uPlot (loaded with this page only). The drawing is decorative
 * for assistive technology: the caption's text gives the latest value and the hour's range.
 */
export function HistoryChart({ title, minutes, values, format, integer = false }: HistoryChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const themeVersion = useThemeVersion();
  const data: uPlot.AlignedData = [minutes.map((minute) => Date.parse(minute) / 1000), [...values]];
  const latestData = useRef(data);
  latestData.current = data;

  // Build the chart once uPlot has loaded, and again in the new colours when the theme changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: themeVersion is the trigger, read through the tokens.
  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const axisColour = token('--muted-foreground');
      const gridColour = token('--border');
      const axis: uPlot.Axis = {
        stroke: axisColour,
        grid: { stroke: gridColour, width: 1 },
        ticks: { stroke: gridColour, width: 1 },
        font: '11px system-ui, sans-serif',
      };
      chart.current = new UPlot(
        {
          width: target.clientWidth || 300,
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_u, min, max) => [0, Math.max(1, max, min)] } },
          axes: [
            axis,
            {
              ...axis,
              size: 56,
              values: (_u, ticks) => ticks.map(format),
              ...(integer ? { incrs: INTEGER_STEPS } : {}),
            },
          ],
          series: [
            {},
            { label: title, stroke: token('--primary'), width: 2, fill: `${token('--primary')}22` },
          ],
        },
        latestData.current,
        target,
      );
      observer = new ResizeObserver(() => {
        chart.current?.setSize({ width: target.clientWidth, height: CHART_HEIGHT });
      });
      observer.observe(target);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [themeVersion, title, integer]);

  // New figures every refresh: give them to the chart without rebuilding it.
  useEffect(() => {
    chart.current?.setData(latestData.current);
  });

  const summary = seriesSummary(values);
  return (
    <figure className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="mb-2">
        <span className="font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">
          {summary
            ? `Last hour: latest ${format(summary.latest)}, lowest ${format(summary.min)}, highest ${format(summary.max)}`
            : 'No figures for the last hour yet'}
        </span>
      </figcaption>
      <div ref={container} aria-hidden className="w-full overflow-hidden" style={{ height: CHART_HEIGHT }} />
    </figure>
  );
}
