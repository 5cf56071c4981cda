import type { ViewerResult } from '@rally/shared/games/teams.schemas';

const OUTCOME_TEXT = { won: 'Won', lost: 'Lost', draw: 'Draw' } as const;

/** The viewer's result as My Games shows it: "Won 5–3", "Lost 3–5", "Draw 2–2", or only the word. */
export const viewerResultText = ({ outcome, score }: ViewerResult) =>
  score ? `${OUTCOME_TEXT[outcome]} ${score.own}–${score.other}` : OUTCOME_TEXT[outcome];
