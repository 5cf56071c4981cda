import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SKILL_LEVEL,
  DEFAULT_SPORT_COLOR,
  DEFAULT_SPORT_ICON,
  SKILL_LEVELS,
  SPORT_NAMES,
  SPORTS,
  sportInfo,
} from './sports.ts';

// Copied from spec document 2 §9.
const SPEC_LIST =
  'archery, badminton, baseball, basketball, bowling, chess, climbing, cricket, cycling, disc golf, diving, fencing, football, golf, gymnastics, handball, hockey, horse riding, ice hockey, lacrosse, martial arts, mountain biking, padel, pickleball, ping pong, racquetball, rowing, rugby, running, sailing, skating, skiing, snowboarding, soccer, softball, squash, surfing, swimming, tennis, volleyball, water skiing, wakeboarding, weight lifting, wrestling, yoga';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('SPORTS', () => {
  it('lists the 45 sports of the spec in its order', () => {
    expect(SPORT_NAMES).toEqual(SPEC_LIST.split(', '));
    expect(new Set(SPORT_NAMES).size).toBe(45);
    expect(SPORTS.map((sport) => sport.name)).toEqual(SPORT_NAMES);
  });

  it('labels each sport in Title Case', () => {
    expect(sportInfo('disc golf').label).toBe('Disc Golf');
    expect(sportInfo('ping pong').label).toBe('Ping Pong');
    expect(sportInfo('yoga').label).toBe('Yoga');
  });

  it('gives every sport an icon and a colour white text can be read on', () => {
    for (const sport of [...SPORTS, sportInfo('unknown')]) {
      expect(sport.icon, sport.name).not.toBe('');
      expect(sport.color, sport.name).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(sport.color), sport.name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('sportInfo', () => {
  it('finds a sport whatever its case and spacing', () => {
    expect(sportInfo('Ice Hockey')).toEqual(sportInfo('ice hockey'));
    expect(sportInfo('  ICE   HOCKEY ').name).toBe('ice hockey');
    expect(sportInfo('BASKETBALL').icon).toBe('🏀');
  });

  it('gives an unknown sport the medal and grey, keeping its name', () => {
    expect(sportInfo('Quidditch')).toEqual({
      name: 'quidditch',
      label: 'Quidditch',
      icon: DEFAULT_SPORT_ICON,
      color: DEFAULT_SPORT_COLOR,
    });
    expect(DEFAULT_SPORT_ICON).toBe('🏅');
  });
});

describe('SKILL_LEVELS', () => {
  it('offers the profile skill levels with beginner as the default', () => {
    expect(SKILL_LEVELS).toEqual(['casual', 'beginner', 'intermediate', 'advanced']);
    expect(DEFAULT_SKILL_LEVEL).toBe('beginner');
  });
});
