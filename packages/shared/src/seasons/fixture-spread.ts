import type { MatchSlot, ScheduledFixture } from './fixture-schedule.ts';

// How evenly each team's fixtures spread over the season's kick-off times and venues (decision 41): the
// counts the scheduler's slot choice reads, and the swaps that even them out afterwards.

/** How often each team has played at each time and at each venue: one counter per team and time or venue. */
export class Spread {
  private readonly teamIndex: Map<string, number>;
  private readonly timeIndex: Map<string, number>;
  private readonly width: number;
  private readonly counts: Int32Array;

  constructor(teams: readonly string[], slots: readonly MatchSlot[]) {
    this.teamIndex = new Map(teams.map((team, i) => [team, i]));
    this.timeIndex = new Map([...new Set(slots.map((s) => s.time))].map((time, i) => [time, i]));
    this.width = this.timeIndex.size + Math.max(0, ...slots.map((s) => s.venueIndex + 1));
    this.counts = new Int32Array(teams.length * this.width);
  }

  /** The counters a game at this slot adds to: its time's, then its venue's. */
  columns(slot: MatchSlot): [number, number] {
    return [this.timeIndex.get(slot.time) ?? 0, this.timeIndex.size + slot.venueIndex];
  }

  /** How often the two teams have played at this slot's time and at its venue, together. */
  count(home: string, away: string, slot: MatchSlot): number {
    return this.columns(slot).reduce((sum, column) => sum + this.at(home, column) + this.at(away, column), 0);
  }

  at(team: string, column: number): number {
    return this.counts[(this.teamIndex.get(team) ?? 0) * this.width + column] ?? 0;
  }

  add(teams: readonly string[], slot: MatchSlot, change: number): void {
    for (const team of teams) {
      for (const column of this.columns(slot)) {
        const at = (this.teamIndex.get(team) ?? 0) * this.width + column;
        this.counts[at] = (this.counts[at] ?? 0) + change;
      }
    }
  }
}

/**
 * The round-by-round choice cannot see ahead, so this swaps the slots of two fixtures of one round while
 * that brings the teams' counts at each time and venue closer to their fair shares (their games times the
 * time's or venue's share of all fixtures). The sum of squared gaps falls with every swap, so it ends; a
 * swap inside a round keeps the round's slots, so the shares stay as they are.
 */
export function evenOut(fixtures: ScheduledFixture[], spread: Spread): void {
  const games = new Map<string, number>();
  const uses = new Map<number, number>();
  for (const f of fixtures) {
    for (const column of spread.columns(f.slot)) uses.set(column, (uses.get(column) ?? 0) + 1);
    for (const team of [f.homeTeamId, f.awayTeamId]) games.set(team, (games.get(team) ?? 0) + 1);
  }
  const squaredGap = (team: string, column: number, change: number) => {
    const fair = ((games.get(team) ?? 0) * (uses.get(column) ?? 0)) / fixtures.length;
    return (spread.at(team, column) + change - fair) ** 2;
  };
  // What moving these teams' game from one slot to another changes in the sum of squared gaps.
  const moveCost = (teams: readonly string[], from: MatchSlot, to: MatchSlot) => {
    const [fromColumns, toColumns] = [spread.columns(from), spread.columns(to)];
    let delta = 0;
    for (let k = 0; k < fromColumns.length; k++) {
      const [leaving, joining] = [fromColumns[k] as number, toColumns[k] as number];
      if (leaving === joining) continue;
      for (const team of teams) {
        delta += squaredGap(team, leaving, -1) - squaredGap(team, leaving, 0);
        delta += squaredGap(team, joining, 1) - squaredGap(team, joining, 0);
      }
    }
    return delta;
  };
  const rounds = new Map<number, ScheduledFixture[]>();
  for (const f of fixtures) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f]);
  for (let pass = 0, improved = true; improved && pass < 50; pass++) {
    improved = false;
    for (const round of rounds.values()) {
      for (let i = 0; i < round.length; i++) {
        for (let j = i + 1; j < round.length; j++) {
          const [x, y] = [round[i] as ScheduledFixture, round[j] as ScheduledFixture];
          const xTeams = [x.homeTeamId, x.awayTeamId];
          const yTeams = [y.homeTeamId, y.awayTeamId];
          // The two fixtures share no team, so the two moves' changes simply add.
          if (moveCost(xTeams, x.slot, y.slot) + moveCost(yTeams, y.slot, x.slot) >= -1e-9) continue;
          spread.add(xTeams, x.slot, -1);
          spread.add(yTeams, y.slot, -1);
          [x.slot, y.slot] = [y.slot, x.slot];
          spread.add(xTeams, x.slot, 1);
          spread.add(yTeams, y.slot, 1);
          improved = true;
        }
      }
    }
  }
}
