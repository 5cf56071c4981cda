import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createProfileGenderRepository } from './profile-gender.repository.ts';
import { profileGenderRoutes } from './profile-gender.routes.ts';
import { createProfileGenderService } from './profile-gender.service.ts';
import { createProfilesRepository } from './profiles.repository.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { type Account, createProfilesService, type PlayerRecord } from './profiles.service.ts';

type ProfilesPorts = {
  accounts: { findByEmail(email: string): Promise<Account | undefined> };
  friendships: {
    friendshipStatus: Parameters<typeof createProfilesService>[0]['friendshipBetween'];
    countFriends(userId: string): Promise<number>;
  };
  presence: { hide(userId: string): Promise<void> };
  reviews: { playerRecord(viewerId: string, userId: string): Promise<PlayerRecord> };
  leagues: { leaguesOfPlayer: NonNullable<Parameters<typeof createProfilesService>[0]['playerLeagues']> };
  places: { locate(text: string): Promise<{ latitude: number; longitude: number } | null> };
  teamResults: { resultsOf: NonNullable<Parameters<typeof createProfilesService>[0]['sportResults']> };
  attendance: { recordOf: NonNullable<Parameters<typeof createProfilesService>[0]['attendanceRecord']> };
  /** Players' stored fair-play records (fair-play feature). */
  fairPlay?: { recordOf: NonNullable<Parameters<typeof createProfilesService>[0]['fairPlayRecord']> };
  /** Blocks between players: a blocker's profile is missing to the player they blocked. */
  blocks?: Parameters<typeof createProfilesService>[0]['blocks'];
};

/**
 * Players' profiles (the page, the editor, search, avatars) and the gender a gendered game's rule
 * reads. The profiles service is the port other features read people through (names, person cards).
 */
export function createProfilesModule(platform: Platform, ports: ProfilesPorts) {
  const { db, bus, storage, clock, log } = platform;
  const profiles = createProfilesService({
    profilesRepo: createProfilesRepository(db),
    bus,
    storage,
    clock,
    log,
    findAccount: ({ email }) => ports.accounts.findByEmail(email),
    friendshipBetween: ports.friendships.friendshipStatus,
    countFriends: ports.friendships.countFriends,
    hidePresence: ports.presence.hide,
    playerRecord: ports.reviews.playerRecord,
    playerLeagues: ports.leagues.leaguesOfPlayer,
    sportResults: ports.teamResults.resultsOf,
    attendanceRecord: ports.attendance.recordOf,
    fairPlayRecord: ports.fairPlay?.recordOf,
    blocks: ports.blocks,
    places: ports.places,
  });
  // A profile's viewers follow it live (a review of its player removed by a moderator), as far as they
  // may see it.
  platform.topicAccess.allow('profile', (user, id) => profiles.maySeeProfile(user.id, id));
  // A gendered game's rule reads players' genders; players add theirs on the way in.
  const genders = createProfileGenderService({ genderRepo: createProfileGenderRepository(db), bus, clock });
  return {
    profiles,
    genders,
    async register(app: FastifyInstance) {
      await app.register(profilesRoutes, { prefix: '/api/profiles', profiles });
      await app.register(profileGenderRoutes, { prefix: '/api/profiles', gender: genders });
    },
  };
}
