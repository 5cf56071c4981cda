import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatMs, formatPercent, formatUptime, seriesSummary } from './format.ts';

describe('monitoring formatters', () => {
  it('writes bytes in decimal units with one decimal below 100', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1_500_000)).toBe('1.5 MB');
    expect(formatBytes(250_000_000)).toBe('250 MB');
    expect(formatBytes(4_320_000_000)).toBe('4.3 GB');
  });

  it('writes times in milliseconds, and seconds from one second', () => {
    expect(formatMs(0.42)).toBe('0.4 ms');
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(1250)).toBe('1.25 s');
  });

  it('writes error rates as percentages', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.0123)).toBe('1.23%');
    expect(formatPercent(0.5)).toBe('50.0%');
  });

  it('writes uptime as its two largest units', () => {
    expect(formatUptime(45.7)).toBe('45s');
    expect(formatUptime(125)).toBe('2m 5s');
    expect(formatUptime(7500)).toBe('2h 5m');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59)).toBe('3d 4h');
  });

  it('groups thousands in counts', () => {
    expect(formatCount(12345)).toBe('12,345');
  });

  it('summarises a chart series as latest, lowest and highest, and nothing for an empty one', () => {
    expect(seriesSummary([3, 9, 1, 4])).toEqual({ latest: 4, min: 1, max: 9 });
    expect(seriesSummary([])).toBeNull();
  });
});
