import { describe, expect, it } from 'vitest';
import { skillOf, toggleSport } from './sport-selection.ts';

describe('toggleSport', () => {
  it('adds a sport at the end with the beginner level', () => {
    const next = toggleSport({ sports: ['tennis'], sportSkills: { tennis: 'advanced' } }, 'golf');
    expect(next.sports).toEqual(['tennis', 'golf']);
    expect(next.sportSkills).toEqual({ tennis: 'advanced', golf: 'beginner' });
  });

  it('removes a selected sport and leaves the others and their levels alone', () => {
    const next = toggleSport(
      { sports: ['tennis', 'golf'], sportSkills: { tennis: 'advanced', golf: 'casual' } },
      'tennis',
    );
    expect(next.sports).toEqual(['golf']);
    expect(skillOf(next, 'golf')).toBe('casual');
  });

  it('restores the level chosen earlier when a sport is switched off and on again', () => {
    const start = { sports: ['soccer' as const], sportSkills: { soccer: 'intermediate' as const } };
    const back = toggleSport(toggleSport(start, 'soccer'), 'soccer');
    expect(back.sports).toEqual(['soccer']);
    expect(skillOf(back, 'soccer')).toBe('intermediate');
  });
});

describe('skillOf', () => {
  it('falls back to beginner for a sport with no level', () => {
    expect(skillOf({ sports: ['yoga'], sportSkills: {} }, 'yoga')).toBe('beginner');
  });
});
