import { formatClockTimeWithSeconds } from '../../../lib/date-format.ts';

/** Number formatting for the monitoring page: short, unit-bearing, and the same in every tab. */

const integer = new Intl.NumberFormat('en-US');

/** 12345 → "12,345". */
export function formatCount(value: number): string {
  return integer.format(Math.round(value));
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Decimal units, as hosting plans count bandwidth: 1,500,000 → "1.5 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

/** Response and query times: "0.4 ms", "12 ms", "1.25 s". */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  return `${Math.round(ms)} ms`;
}

/** A share from 0 to 1 as a percentage: 0.0123 → "1.23%", 0 → "0%". */
export function formatPercent(share: number): string {
  if (share === 0) return '0%';
  const percent = share * 100;
  return `${percent < 10 ? percent.toFixed(2) : percent.toFixed(1)}%`;
}

/** Uptime as its two largest units: "3d 4h", "2h 5m", "45s". */
export function formatUptime(seconds: number): string {
  const s = Math.floor(seconds);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${s % 60}s`;
  return `${s}s`;
}

/** A clock time with seconds in the viewer's zone, for "Last updated" and the record lists. */
export function formatClockTime(at: Date | string): string {
  return formatClockTimeWithSeconds(at);
}

/** Latest, lowest and highest value of a series: a chart's text alternative. */
export function seriesSummary(
  values: readonly number[],
): { latest: number; min: number; max: number } | null {
  if (values.length === 0) return null;
  return { latest: values[values.length - 1] ?? 0, min: Math.min(...values), max: Math.max(...values) };
}
