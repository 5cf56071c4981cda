import {
  DEFAULT_SCALING_THRESHOLDS,
  type MonitoringLive,
  type MonitoringUsage,
  type ScalingThresholds,
} from './monitoring.schemas.ts';

/**
 * The Scaling tab's rules (spec document 2 §9): which figures are close to what one server and one
 * database can carry, and what to do about it. Pure, so the page and its tests agree on every number.
 */

/** Where the advice lives; shown as text, the page has no link to the README. */
export const SCALING_GUIDE = 'Scaling in the README';

/** The month a bandwidth figure is projected over: 30 days of hours. */
export const HOURS_PER_MONTH = 720;
/** Decimal gigabytes, as hosting plans count them. */
const BYTES_PER_GB = 1_000_000_000;
/** Database server connections raise an alert above this share of the server's limit. */
export const DATABASE_CONNECTION_ALERT_SHARE = 0.8;

export type ScalingAlertId = 'users' | 'realtime' | 'bandwidth' | 'database';
export type ScalingTipId = 'users' | 'gamesToday' | 'realtime';

/** `warning`: past the alert line; `critical`: at or past the limit itself. */
export type ScalingSeverity = 'warning' | 'critical';

export type ScalingAlert = {
  id: ScalingAlertId;
  severity: ScalingSeverity;
  title: string;
  /** The measured figure, and the lines it is compared with, in the same unit. */
  value: number;
  alertAt: number;
  limit: number;
  unit: string;
  /** What to do, ending with where to read more. */
  advice: string;
};

export type ScalingTip = {
  id: ScalingTipId;
  title: string;
  value: number;
  tipAt: number;
  unit: string;
  advice: string;
};

type UsageFigures = Pick<MonitoringUsage, 'totalUsers' | 'gamesCreatedToday'>;
type LiveFigures = Pick<MonitoringLive, 'realtimeConnections' | 'bytesSentLastHour' | 'thresholds'> & {
  connections: { database: Pick<MonitoringLive['connections']['database'], 'serverConnections'> };
};

/** Last hour's bytes as gigabytes a month at the same pace (one decimal place kept by the caller). */
export function projectedMonthlyGb(bytesSentLastHour: number): number {
  return (bytesSentLastHour * HOURS_PER_MONTH) / BYTES_PER_GB;
}

/** The thresholds the server sent, or the spec's while live figures have not arrived. */
export function thresholdsOf(live: Pick<LiveFigures, 'thresholds'> | undefined): ScalingThresholds {
  return live?.thresholds ?? DEFAULT_SCALING_THRESHOLDS;
}

const severityOf = (value: number, limit: number): ScalingSeverity =>
  value >= limit ? 'critical' : 'warning';

/**
 * The alerts active for these figures, most severe first. A figure not measured yet (usage or live
 * still loading, no database server) raises nothing.
 */
export function scalingAlerts(
  usage: UsageFigures | undefined,
  live: LiveFigures | undefined,
): ScalingAlert[] {
  const t = thresholdsOf(live);
  const alerts: ScalingAlert[] = [];
  if (usage && usage.totalUsers > t.usersAlert) {
    alerts.push({
      id: 'users',
      severity: severityOf(usage.totalUsers, t.usersLimit),
      title: 'Users approaching the limit',
      value: usage.totalUsers,
      alertAt: t.usersAlert,
      limit: t.usersLimit,
      unit: 'users',
      advice: `Move to a PostgreSQL server (DATABASE_URL) before reaching ${t.usersLimit} users. See ${SCALING_GUIDE}.`,
    });
  }
  if (live && live.realtimeConnections > t.realtimeAlert) {
    alerts.push({
      id: 'realtime',
      severity: severityOf(live.realtimeConnections, t.realtimeLimit),
      title: 'Realtime connections approaching the maximum',
      value: live.realtimeConnections,
      alertAt: t.realtimeAlert,
      limit: t.realtimeLimit,
      unit: 'connections',
      advice: `Run more server processes behind a load balancer and raise each one's open-files limit. See ${SCALING_GUIDE}.`,
    });
  }
  const monthlyGb = live ? projectedMonthlyGb(live.bytesSentLastHour) : 0;
  if (live && monthlyGb > t.bandwidthAlertGb) {
    alerts.push({
      id: 'bandwidth',
      severity: severityOf(monthlyGb, t.bandwidthLimitGb),
      title: 'Bandwidth projected past the monthly allowance',
      value: monthlyGb,
      alertAt: t.bandwidthAlertGb,
      limit: t.bandwidthLimitGb,
      unit: 'GB a month',
      advice: `Put a CDN in front of /assets/ and keep uploaded media in a bucket. See ${SCALING_GUIDE}.`,
    });
  }
  const serverConnections = live?.connections.database.serverConnections ?? null;
  const databaseAlertAt = t.databaseConnectionLimit * DATABASE_CONNECTION_ALERT_SHARE;
  if (serverConnections !== null && serverConnections > databaseAlertAt) {
    alerts.push({
      id: 'database',
      severity: severityOf(serverConnections, t.databaseConnectionLimit),
      title: 'Database connections near the server limit',
      value: serverConnections,
      alertAt: databaseAlertAt,
      limit: t.databaseConnectionLimit,
      unit: 'connections',
      advice: `Keep processes × 14 under the database's max_connections, or add a connection pooler. See ${SCALING_GUIDE}.`,
    });
  }
  return alerts.sort((a, b) => Number(b.severity === 'critical') - Number(a.severity === 'critical'));
}

/** Suggestions for growth that is not yet a problem: figures past a tip line. */
export function scalingTips(usage: UsageFigures | undefined, live: LiveFigures | undefined): ScalingTip[] {
  const t = thresholdsOf(live);
  const tips: ScalingTip[] = [];
  if (usage && usage.totalUsers > t.usersTip) {
    tips.push({
      id: 'users',
      title: 'Growing user base',
      value: usage.totalUsers,
      tipAt: t.usersTip,
      unit: 'users',
      advice: `Plan the move to a PostgreSQL server now, while it is quiet. See ${SCALING_GUIDE}.`,
    });
  }
  if (usage && usage.gamesCreatedToday > t.gamesTodayTip) {
    tips.push({
      id: 'gamesToday',
      title: 'Busy day for games',
      value: usage.gamesCreatedToday,
      tipAt: t.gamesTodayTip,
      unit: 'games today',
      advice: `Many games a day grow the database quickly: a PostgreSQL server keeps it out of the process's memory. See ${SCALING_GUIDE}.`,
    });
  }
  if (live && live.realtimeConnections > t.realtimeTip) {
    tips.push({
      id: 'realtime',
      title: 'Realtime in steady use',
      value: live.realtimeConnections,
      tipAt: t.realtimeTip,
      unit: 'connections',
      advice: `Check each process's open-files limit (ulimit -n) before adding more. See ${SCALING_GUIDE}.`,
    });
  }
  return tips;
}
