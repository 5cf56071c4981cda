import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALING_THRESHOLDS } from './monitoring.schemas.ts';
import { projectedMonthlyGb, scalingAlerts, scalingTips } from './scaling.ts';

const quietUsage = { totalUsers: 20, gamesCreatedToday: 3 };
const live = (overrides: { realtime?: number; bytes?: number; server?: number | null } = {}) => ({
  realtimeConnections: overrides.realtime ?? 2,
  bytesSentLastHour: overrides.bytes ?? 1_000_000,
  thresholds: DEFAULT_SCALING_THRESHOLDS,
  connections: { database: { serverConnections: overrides.server ?? null } },
});

describe('scaling alerts', () => {
  it('raises nothing for a quiet server, nor before figures arrive', () => {
    expect(scalingAlerts(quietUsage, live())).toEqual([]);
    expect(scalingAlerts(undefined, undefined)).toEqual([]);
  });

  it('warns past 400 users and turns critical at the 500 limit', () => {
    expect(scalingAlerts({ ...quietUsage, totalUsers: 400 }, live())).toEqual([]);
    const [warning] = scalingAlerts({ ...quietUsage, totalUsers: 401 }, live());
    expect(warning).toMatchObject({ id: 'users', severity: 'warning', value: 401, alertAt: 400, limit: 500 });
    expect(warning?.advice).toContain('Scaling in the README');
    expect(scalingAlerts({ ...quietUsage, totalUsers: 500 }, live())[0]?.severity).toBe('critical');
  });

  it('warns past 150 realtime connections, critical at 200', () => {
    expect(scalingAlerts(quietUsage, live({ realtime: 151 }))[0]).toMatchObject({
      id: 'realtime',
      severity: 'warning',
    });
    expect(scalingAlerts(quietUsage, live({ realtime: 200 }))[0]?.severity).toBe('critical');
  });

  it('projects the last hour of bytes over 720 hours and warns past 4 GB a month', () => {
    // 6 MB an hour is 4.32 GB a month.
    expect(projectedMonthlyGb(6_000_000)).toBeCloseTo(4.32);
    expect(scalingAlerts(quietUsage, live({ bytes: 5_000_000 }))).toEqual([]);
    expect(scalingAlerts(quietUsage, live({ bytes: 6_000_000 }))[0]).toMatchObject({
      id: 'bandwidth',
      severity: 'warning',
    });
    expect(scalingAlerts(quietUsage, live({ bytes: 7_000_000 }))[0]?.severity).toBe('critical');
  });

  it('warns when database server connections pass 80% of the limit, never on the embedded database', () => {
    expect(scalingAlerts(quietUsage, live({ server: 48 }))).toEqual([]);
    expect(scalingAlerts(quietUsage, live({ server: 49 }))[0]).toMatchObject({ id: 'database', alertAt: 48 });
    expect(scalingAlerts(quietUsage, live({ server: 60 }))[0]?.severity).toBe('critical');
    expect(scalingAlerts(quietUsage, live({ server: null }))).toEqual([]);
  });

  it('lists critical alerts before warnings, and follows the thresholds the server sent', () => {
    const alerts = scalingAlerts({ ...quietUsage, totalUsers: 450 }, live({ realtime: 250 }));
    expect(alerts.map((a) => a.id)).toEqual(['realtime', 'users']);
    const strict = {
      ...live(),
      thresholds: { ...DEFAULT_SCALING_THRESHOLDS, usersAlert: 10, usersLimit: 15 },
    };
    expect(scalingAlerts(quietUsage, strict)[0]).toMatchObject({ id: 'users', severity: 'critical' });
  });
});

describe('scaling tips', () => {
  it('suggests past 300 users, 50 games today and 10 realtime connections', () => {
    expect(scalingTips(quietUsage, live())).toEqual([]);
    const tips = scalingTips({ totalUsers: 301, gamesCreatedToday: 51 }, live({ realtime: 11 }));
    expect(tips.map((tip) => [tip.id, tip.tipAt])).toEqual([
      ['users', 300],
      ['gamesToday', 50],
      ['realtime', 10],
    ]);
    for (const tip of tips) expect(tip.advice).toContain('Scaling in the README');
  });
});
