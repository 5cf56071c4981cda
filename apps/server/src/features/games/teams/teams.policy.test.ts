import { describe, expect, it } from 'vitest';
import { makeTeamsRefusal, recordResultRefusal, teamsAbilities, winnerOf } from './teams.policy.ts';

const HOUR = 3_600_000;
const start = new Date('2026-06-01T18:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const game = (overrides: Parameters<typeof teamsAbilities>[0] extends infer G ? Partial<G> : never = {}) => ({
  startsAt: start,
  calledOffAt: null,
  teamsPublishedAt: null,
  resultRecordedAt: null,
  playersJoined: 6,
  ...overrides,
});

describe('teams policy', () => {
  it('lets whoever runs the game make teams before and after the start until the result or 48 hours', () => {
    expect(teamsAbilities(game(), true, at(-24)).canMakeTeams).toBe(true);
    expect(teamsAbilities(game(), true, at(47)).canMakeTeams).toBe(true);
    expect(teamsAbilities(game(), false, at(-24)).canMakeTeams).toBe(false);
    expect(teamsAbilities(game({ playersJoined: 1 }), true, at(-24)).canMakeTeams).toBe(false);
    expect(makeTeamsRefusal(game({ calledOffAt: at(-2) }), true, at(-1))?.code).toBe('game_called_off');
    expect(makeTeamsRefusal(game({ resultRecordedAt: at(2) }), true, at(3))?.code).toBe('result_recorded');
    expect(makeTeamsRefusal(game(), true, at(49))?.code).toBe('result_closed');
  });

  it('lets the result be recorded after the start, with teams, up to 48 hours after it', () => {
    const withTeams = game({ teamsPublishedAt: at(-1) });
    expect(recordResultRefusal(withTeams, true, at(-0.01))?.code).toBe('game_not_started');
    expect(recordResultRefusal(withTeams, true, at(0))).toBeNull();
    expect(recordResultRefusal(withTeams, true, at(48))).toBeNull();
    expect(recordResultRefusal(withTeams, true, at(48.01))?.code).toBe('result_closed');
    expect(recordResultRefusal(game(), true, at(1))?.code).toBe('teams_needed');
    expect(recordResultRefusal(withTeams, false, at(1))?.code).toBe('forbidden');
  });

  it('names the highest score the winner, and a tie for the highest a draw', () => {
    expect(
      winnerOf([
        { no: 1, score: 5 },
        { no: 2, score: 3 },
      ]),
    ).toBe(1);
    expect(
      winnerOf([
        { no: 1, score: 2 },
        { no: 2, score: 4 },
        { no: 3, score: 4 },
      ]),
    ).toBeNull();
    expect(
      winnerOf([
        { no: 1, score: 1 },
        { no: 2, score: 4 },
        { no: 3, score: 0 },
      ]),
    ).toBe(2);
  });
});
