import { DEFAULT_SCALING_THRESHOLDS } from '@rally/shared/monitoring/monitoring.schemas';
import { scalingAlerts, scalingTips } from '@rally/shared/monitoring/scaling';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertBadges } from './alert-badges.tsx';
import { ScalingTab } from './scaling-tab.tsx';

afterEach(cleanup);

const busyUsage = { totalUsers: 520, gamesCreatedToday: 60 };
const busyLive = {
  realtimeConnections: 160,
  bytesSentLastHour: 1_000,
  thresholds: DEFAULT_SCALING_THRESHOLDS,
  connections: { database: { serverConnections: null } },
};

describe('the Scaling tab and the alert badges', () => {
  it('shows each alert with its figure, its thresholds and what to do', () => {
    render(
      <ScalingTab
        alerts={scalingAlerts(busyUsage, busyLive)}
        tips={scalingTips(busyUsage, busyLive)}
        thresholds={DEFAULT_SCALING_THRESHOLDS}
      />,
    );
    expect(screen.getByText('Users approaching the limit (critical)')).toBeTruthy();
    expect(screen.getByText('520 users: alert above 400 users, limit 500 users.')).toBeTruthy();
    expect(screen.getByText('Realtime connections approaching the maximum (warning)')).toBeTruthy();
    expect(screen.getByText('Busy day for games')).toBeTruthy();
    expect(screen.getAllByText(/Scaling in the README/).length).toBeGreaterThan(3);
  });

  it('counts active alerts by severity in the header and opens the Scaling tab', () => {
    const onOpen = vi.fn();
    render(<AlertBadges alerts={scalingAlerts(busyUsage, busyLive)} onOpen={onOpen} />);
    const badges = screen.getByRole('button', { name: /2 active alerts: 1 critical, 1 warning/ });
    badges.click();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says all is well when nothing is over its threshold', () => {
    render(<AlertBadges alerts={[]} onOpen={() => {}} />);
    expect(screen.getByText('No alerts')).toBeTruthy();
  });
});
