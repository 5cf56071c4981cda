import {
  type LeagueDetail,
  type LeaguePerson,
  type LeagueSection,
  type LeagueSummary,
  SECTION_TABS,
} from '@rally/shared/leagues/leagues.schemas';
import { leagueAbilities, relationOf } from './leagues.policy.ts';
import type { LeagueDetailRow, LeaguePersonRow, LeagueSummaryRow } from './leagues.repository.ts';

// How rows become what the wire carries: one place, so the cards and the page never disagree.

/** A league as the list cards show it. */
export function toLeagueSummary(row: LeagueSummaryRow): LeagueSummary {
  return {
    id: row.id,
    name: row.name,
    sport: row.sport,
    skillLevel: row.skillLevel,
    description: row.description,
    isPrivate: row.isPrivate,
    memberCount: row.memberCount,
    maxMembers: row.maxMembers,
    gamesPlayed: row.gamesPlayed,
    wins: row.wins,
    relation: relationOf(row),
    createdAt: row.createdAt.toISOString(),
    place: row.place,
    distanceMiles: row.distanceMiles == null ? null : Math.round(row.distanceMiles * 10) / 10,
  };
}

/** A person's card; one without a profile name shows as Unknown Player on the client. */
export function toLeaguePerson(row: LeaguePersonRow): LeaguePerson {
  return { id: row.userId, name: row.name, username: row.username, avatarUrl: row.avatarUrl };
}

type SectionRow = {
  tab: LeagueSection['tab'];
  title: string | null;
  content: string | null;
  updatedAt: Date;
};

export function toLeagueSection(row: SectionRow): LeagueSection {
  return { tab: row.tab, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The league's page as the viewer may see it: a private league's sections only for its members, the
 * creator's counts only for the creator. Every section tab is listed, saved or not, in tab order.
 */
export function toLeagueDetail(row: LeagueDetailRow, sectionRows: SectionRow[]): LeagueDetail {
  const abilities = leagueAbilities(row);
  const saved = new Map(sectionRows.map((section) => [section.tab, section]));
  const sections = abilities.canSeeContent
    ? SECTION_TABS.map((tab) => {
        const section = saved.get(tab);
        return section ? toLeagueSection(section) : { tab, title: null, content: null, updatedAt: null };
      })
    : [];
  const creator = row.role === 'creator';
  return {
    ...toLeagueSummary(row),
    creator: toLeaguePerson({
      userId: row.createdBy,
      name: row.creatorName,
      username: row.creatorUsername,
      avatarUrl: row.creatorAvatarUrl,
    }),
    activeGames: row.activeGames,
    pendingJoinRequestCount: creator ? row.pendingJoinRequestCount : 0,
    pendingGameRequestCount: creator ? row.pendingGameRequestCount : 0,
    sections,
    abilities,
  };
}
