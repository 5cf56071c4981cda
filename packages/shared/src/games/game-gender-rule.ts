import type { Gender } from '../profiles/profiles.schemas.ts';
import type { GameGender } from './games.schemas.ts';

/**
 * Who may take a spot in a game by its gender rule (README, "Who may join a gendered game"): a men's
 * game takes players whose profile says man, a women's game players whose profile says woman; players
 * who describe their gender as "other" may join either; a co-ed game takes everyone. A player with no
 * gender on their profile is asked to add one before joining a gendered game.
 */
export type GenderEligibility = 'allowed' | 'gender-needed' | 'not-allowed';

export function genderEligibility(game: GameGender, player: Gender | null): GenderEligibility {
  if (game === 'co-ed') return 'allowed';
  if (player === null) return 'gender-needed';
  if (player === 'other') return 'allowed';
  return (game === 'men' && player === 'man') || (game === 'women' && player === 'woman')
    ? 'allowed'
    : 'not-allowed';
}
