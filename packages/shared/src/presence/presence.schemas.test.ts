import { describe, expect, it } from 'vitest';
import { isOnline, PRESENCE_STALE_AFTER_MS } from './presence.schemas.ts';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('isOnline', () => {
  it('is true for a fresh heartbeat of someone who shares their status', () => {
    expect(isOnline({ isOnline: true, lastSeen: ago(1_000), showStatus: true }, now)).toBe(true);
    expect(isOnline({ isOnline: true, lastSeen: ago(PRESENCE_STALE_AFTER_MS), showStatus: true }, now)).toBe(
      true,
    );
  });

  it('goes stale 75 seconds after the last heartbeat', () => {
    expect(
      isOnline({ isOnline: true, lastSeen: ago(PRESENCE_STALE_AFTER_MS + 1), showStatus: true }, now),
    ).toBe(false);
  });

  it('is false when the status is hidden or the user went offline', () => {
    expect(isOnline({ isOnline: true, lastSeen: ago(0), showStatus: false }, now)).toBe(false);
    expect(isOnline({ isOnline: false, lastSeen: ago(0), showStatus: true }, now)).toBe(false);
  });
});
