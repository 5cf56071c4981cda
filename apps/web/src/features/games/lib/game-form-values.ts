import type { CreateGameInput, GameDetail } from '@rally/shared/games/games.schemas';

/** A game as the Create Game form holds it: what Edit game starts from. */
export function gameFormValues(game: GameDetail): CreateGameInput {
  return {
    // A stored game's sport is one of the sports the form offers (the server checked it on create).
    sport: game.sport as CreateGameInput['sport'],
    title: game.title,
    date: game.date,
    time: game.time,
    timeZone: game.timeZone,
    location: game.location,
    latitude: game.latitude,
    longitude: game.longitude,
    maxPlayers: game.maxPlayers,
    isPrivate: game.isPrivate,
    skillLevel: game.skillLevel,
    gender: game.gender,
    venueCost: game.venueCost,
    costAmount: game.costAmount,
    description: game.description ?? '',
    minPlayers: game.rules.minPlayers,
    decisionHours: game.rules.decisionHours,
    joinDeadlineHours: game.rules.joinDeadlineHours,
    leaveDeadlineHours: game.rules.leaveDeadlineHours,
    guestsPerPlayer: game.rules.guestsPerPlayer,
    minFairPlay: game.minFairPlay,
    newPlayersWelcome: game.newPlayersWelcome,
    waitlistByFairPlay: game.waitlistByFairPlay,
  };
}
