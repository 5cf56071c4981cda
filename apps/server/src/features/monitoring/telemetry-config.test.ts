import { DEFAULT_SCALING_THRESHOLDS } from '@rally/shared/monitoring/monitoring.schemas';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.ts';

describe('the monitoring configuration', () => {
  it("defaults to the spec's slow-query bar and thresholds, and metrics readable from this machine only", () => {
    const { monitoring } = parseConfig({});
    expect(monitoring).toEqual({
      slowQueryMs: 2_000,
      metricsToken: undefined,
      thresholds: DEFAULT_SCALING_THRESHOLDS,
    });
  });

  it('reads SLOW_QUERY_MS, METRICS_TOKEN and threshold overrides', () => {
    const { monitoring } = parseConfig({
      SLOW_QUERY_MS: '500',
      METRICS_TOKEN: 'a-long-enough-scrape-token',
      MONITORING_THRESHOLDS: 'bandwidthAlertGb=40,bandwidthLimitGb=50',
    });
    expect(monitoring.slowQueryMs).toBe(500);
    expect(monitoring.metricsToken).toBe('a-long-enough-scrape-token');
    expect(monitoring.thresholds).toEqual({
      ...DEFAULT_SCALING_THRESHOLDS,
      bandwidthAlertGb: 40,
      bandwidthLimitGb: 50,
    });
  });

  it('refuses an unknown threshold, a number that is not positive, and a short token, saying which', () => {
    expect(() => parseConfig({ MONITORING_THRESHOLDS: 'userAlert=10' })).toThrow(
      /unknown threshold "userAlert"/,
    );
    expect(() => parseConfig({ MONITORING_THRESHOLDS: 'usersAlert=-1' })).toThrow(/positive number/);
    expect(() => parseConfig({ MONITORING_THRESHOLDS: 'usersAlert=many' })).toThrow(ConfigError);
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
