import type { GameGender, VenueCost } from '@rally/shared/games/games.schemas';
import { formatCost } from './game-choices.ts';

/**
 * The my-game page's top bar (spec document 2 §2): orange for basketball, green for soccer, blue for
 * every other sport. Shades dark enough to carry white text.
 */
export function sportBarClass(sport: string): string {
  const name = sport.trim().toLowerCase();
  if (name === 'basketball') return 'bg-orange-700 text-white';
  if (name === 'soccer') return 'bg-green-700 text-white';
  return 'bg-blue-700 text-white';
}

/** The gender badge: men blue, women pink, co-ed (and anything else) purple, labelled as players read it. */
export function genderBadge(gender: GameGender | string): { label: string; className: string } {
  if (gender === 'men')
    return { label: 'Men', className: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100' };
  if (gender === 'women')
    return { label: 'Women', className: 'bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-100' };
  return {
    label: gender === 'co-ed' ? 'Co-ed' : gender,
    className: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  };
}

/** 'Free venue', 'Venue cost: $12', or 'Paid' when a paid game names no amount (spec document 2 §2). */
export function venueCostText(venueCost: VenueCost, costAmount: number | null): string {
  if (venueCost === 'free') return 'Free venue';
  return costAmount === null ? 'Paid' : `Venue cost: ${formatCost(costAmount)}`;
}

/**
 * The host's own badge: "You're hosting" until the game starts, then the spec's "You Hosted"
 * (a game not yet played was never hosted).
 */
export function hostBadgeText(game: { completed: boolean }): string {
  return game.completed ? 'You Hosted' : "You're hosting";
}

/** The low-spots warning (1 to 3 left), 'Game Full' at none, nothing otherwise. */
export function spotsNotice(spotsLeft: number, lowSpotsMax: number): string | null {
  if (spotsLeft <= 0) return 'Game Full';
  if (spotsLeft <= lowSpotsMax) return `Only ${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left!`;
  return null;
}
