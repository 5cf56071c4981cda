import { type ReportResultInput, reportResultInput } from '@rally/shared/seasons/results.schemas';

/** One player's line in the report form: whether they played, and their stat as typed. */
export type PlayerLine = { userId: string; played: boolean; stat: string };

/** The report form as typed: scores and stats are text until they are checked. */
export type ResultFormValues = {
  homeScore: string;
  awayScore: string;
  winnerTeamId: string;
  players: PlayerLine[];
};

export type ResultFormErrors = {
  homeScore?: string;
  awayScore?: string;
  winnerTeamId?: string;
  /** By user id. */
  stats?: Record<string, string>;
};

export const WINNER_REQUIRED = 'A playoff level on score needs a winner: choose the team that went through.';

/** An empty field is no number (the schema says what is missing); anything typed is read as one. */
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * Checks the typed form with the report's shared schema, plus what only the form knows: a playoff
 * level on score needs the team that went through. The players who played are sent with their stat
 * (0 when left empty); a season without a stat sends appearances only.
 */
export function readResultForm(
  values: ResultFormValues,
  { isPlayoff, hasStat }: { isPlayoff: boolean; hasStat: boolean },
): { input: ReportResultInput; errors?: undefined } | { input?: undefined; errors: ResultFormErrors } {
  const level = values.homeScore.trim() !== '' && values.homeScore.trim() === values.awayScore.trim();
  const needsWinner = isPlayoff && level;
  const played = values.players.filter((line) => line.played);
  const parsed = reportResultInput.safeParse({
    homeScore: asNumber(values.homeScore),
    awayScore: asNumber(values.awayScore),
    winnerTeamId: needsWinner && values.winnerTeamId ? values.winnerTeamId : null,
    players: played.map((line) => ({
      userId: line.userId,
      stat: hasStat ? (asNumber(line.stat) ?? 0) : 0,
    })),
  });
  const errors: ResultFormErrors = {};
  if (needsWinner && !values.winnerTeamId) errors.winnerTeamId = WINNER_REQUIRED;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === 'homeScore' || field === 'awayScore') errors[field] ??= issue.message;
      else if (field === 'winnerTeamId') errors.winnerTeamId ??= issue.message;
      else if (field === 'players' && typeof index === 'number') {
        const userId = played[index]?.userId;
        if (userId) errors.stats = { ...errors.stats, [userId]: issue.message };
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}
