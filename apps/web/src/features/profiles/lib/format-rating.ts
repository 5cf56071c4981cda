/** The sportsmanship average to one decimal ("4.0"), or null when nobody has rated the player yet. */
export function formatRating(rating: number | null): string | null {
  return rating === null ? null : rating.toFixed(1);
}
