import type { SeasonStage } from '@rally/shared/seasons/seasons.constants';

/** Where a season is, as its header and the league's list of seasons say it. */
export const seasonStageLabels: Readonly<Record<SeasonStage, string>> = {
  setup: 'Building teams',
  regular: 'Regular season',
  playoffs: 'Playoffs',
  finished: 'Finished',
};
