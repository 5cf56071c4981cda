import type { GameGender, GameSkillLevel, VenueCost } from '@rally/shared/games/games.schemas';

/** Display names for the spec's choices (document 2 §9). */
export const skillLevelLabels: Record<GameSkillLevel, string> = {
  any: 'Any Level',
  beginner: 'Beginner',
  casual: 'Casual',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const genderLabels: Record<GameGender, string> = { 'co-ed': 'Co-ed', men: 'Men', women: 'Women' };

export const venueCostLabels: Record<VenueCost, string> = { free: 'Free', paid: 'Paid' };

/** '$12' or '$12.50': a cost amount as a player reads it. */
export function formatCost(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
