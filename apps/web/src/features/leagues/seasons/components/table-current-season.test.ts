import type { SeasonSummary } from '@rally/shared/seasons/seasons.schemas';
import { describe, expect, it } from 'vitest';
import { currentSeason, latestChampionSeason } from './table-current-season.ts';

const season = (id: string, stage: SeasonSummary['stage'], champion: SeasonSummary['champion'] = null) => ({
  id,
  name: id,
  startDate: '2026-03-01',
  endDate: '2026-06-01',
  stage,
  teamCount: 4,
  champion,
});
const aces = { id: 't1', name: 'Aces', colour: '#1d4ed8' };

describe('the season a league page leads with', () => {
  it('is the newest one under way, passing over one still being set up', () => {
    const list = [
      season('autumn', 'setup'),
      season('summer', 'playoffs'),
      season('spring', 'finished', aces),
    ];
    expect(currentSeason(list)?.id).toBe('summer');
  });

  it('is the newest finished one when none is under way, and none before any season started', () => {
    expect(currentSeason([season('autumn', 'setup'), season('spring', 'finished', aces)])?.id).toBe('spring');
    expect(currentSeason([season('autumn', 'setup')])).toBeNull();
  });

  it('names the newest season with a champion for the header', () => {
    const list = [
      season('summer', 'playoffs'),
      season('spring', 'finished', aces),
      season('winter', 'finished', aces),
    ];
    expect(latestChampionSeason(list)?.id).toBe('spring');
    expect(latestChampionSeason([season('summer', 'regular')])).toBeNull();
  });
});
