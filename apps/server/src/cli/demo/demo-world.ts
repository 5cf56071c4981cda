import type { SportName } from '@rally/shared/sports';

// The places, people and games of the demo world: real cities and plausible venues, so distances,
// the map and popular locations look as they will for real players.

export type DemoVenue = { name: string; latitude: number; longitude: number; sports: SportName[] };
/** A city, with the position the gazetteer gives its name: where its players' profiles place them. */
export type DemoCity = {
  name: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  venues: DemoVenue[];
};

export const DEMO_CITIES: DemoCity[] = [
  {
    name: 'Austin, TX',
    timeZone: 'America/Chicago',
    latitude: 30.26715,
    longitude: -97.74306,
    venues: [
      {
        name: 'Zilker Park',
        latitude: 30.2669,
        longitude: -97.7729,
        sports: ['soccer', 'running', 'volleyball', 'disc golf'],
      },
      {
        name: 'Butler Park Courts',
        latitude: 30.2606,
        longitude: -97.7517,
        sports: ['basketball', 'pickleball'],
      },
      {
        name: 'Pease Park',
        latitude: 30.2816,
        longitude: -97.7532,
        sports: ['disc golf', 'running', 'yoga'],
      },
      {
        name: 'Austin Tennis Center',
        latitude: 30.2443,
        longitude: -97.7575,
        sports: ['tennis', 'pickleball', 'padel'],
      },
    ],
  },
  {
    name: 'Denver, CO',
    timeZone: 'America/Denver',
    latitude: 39.73915,
    longitude: -104.9847,
    venues: [
      {
        name: 'City Park Denver',
        latitude: 39.7474,
        longitude: -104.9505,
        sports: ['soccer', 'running', 'cycling'],
      },
      {
        name: 'Washington Park',
        latitude: 39.7012,
        longitude: -104.9714,
        sports: ['volleyball', 'running', 'yoga'],
      },
      { name: 'Denver Climbing Gym', latitude: 39.7618, longitude: -105.0066, sports: ['climbing'] },
      {
        name: 'Congress Park Courts',
        latitude: 39.7339,
        longitude: -104.9556,
        sports: ['tennis', 'pickleball', 'basketball'],
      },
    ],
  },
  {
    name: 'Brooklyn, NY',
    timeZone: 'America/New_York',
    latitude: 40.6501,
    longitude: -73.94958,
    venues: [
      {
        name: 'Prospect Park Long Meadow',
        latitude: 40.6662,
        longitude: -73.9712,
        sports: ['soccer', 'softball', 'running'],
      },
      {
        name: 'McCarren Park',
        latitude: 40.7206,
        longitude: -73.9514,
        sports: ['soccer', 'tennis', 'running'],
      },
      {
        name: 'Pier 2 Courts',
        latitude: 40.6985,
        longitude: -73.9994,
        sports: ['basketball', 'handball', 'volleyball'],
      },
      {
        name: 'Red Hook Fields',
        latitude: 40.6726,
        longitude: -74.0064,
        sports: ['soccer', 'baseball', 'cricket'],
      },
    ],
  },
  {
    name: 'Seattle, WA',
    timeZone: 'America/Los_Angeles',
    latitude: 47.60621,
    longitude: -122.33207,
    venues: [
      {
        name: 'Green Lake Park',
        latitude: 47.6806,
        longitude: -122.3286,
        sports: ['running', 'rowing', 'basketball'],
      },
      {
        name: 'Magnuson Park',
        latitude: 47.6816,
        longitude: -122.2535,
        sports: ['soccer', 'sailing', 'tennis'],
      },
      {
        name: 'Cal Anderson Park',
        latitude: 47.6172,
        longitude: -122.3192,
        sports: ['soccer', 'basketball', 'yoga'],
      },
    ],
  },
  {
    name: 'London',
    timeZone: 'Europe/London',
    latitude: 51.50853,
    longitude: -0.12574,
    venues: [
      {
        name: 'Hackney Marshes',
        latitude: 51.5571,
        longitude: -0.0334,
        sports: ['soccer', 'football', 'cricket'],
      },
      {
        name: 'Regent\u2019s Park Hub',
        latitude: 51.5313,
        longitude: -0.1568,
        sports: ['soccer', 'tennis', 'running'],
      },
      {
        name: 'Clapham Common',
        latitude: 51.4618,
        longitude: -0.1384,
        sports: ['soccer', 'running', 'rugby'],
      },
      {
        name: 'Westway Sports Centre',
        latitude: 51.5197,
        longitude: -0.2167,
        sports: ['climbing', 'tennis', 'padel'],
      },
    ],
  },
  {
    name: 'Toronto, ON',
    timeZone: 'America/Toronto',
    latitude: 43.70011,
    longitude: -79.4163,
    venues: [
      {
        name: 'Christie Pits',
        latitude: 43.6646,
        longitude: -79.4207,
        sports: ['baseball', 'soccer', 'ice hockey'],
      },
      {
        name: 'Trinity Bellwoods Park',
        latitude: 43.6475,
        longitude: -79.4141,
        sports: ['volleyball', 'tennis', 'running'],
      },
      {
        name: 'Nathan Phillips Square Rink',
        latitude: 43.6525,
        longitude: -79.3832,
        sports: ['skating', 'ice hockey'],
      },
    ],
  },
  {
    name: 'Sydney',
    timeZone: 'Australia/Sydney',
    latitude: -33.86785,
    longitude: 151.20732,
    venues: [
      {
        name: 'Moore Park',
        latitude: -33.8937,
        longitude: 151.2201,
        sports: ['soccer', 'rugby', 'cricket', 'golf'],
      },
      {
        name: 'Bondi Beach',
        latitude: -33.8908,
        longitude: 151.2743,
        sports: ['surfing', 'volleyball', 'running', 'swimming'],
      },
      {
        name: 'Centennial Park',
        latitude: -33.8987,
        longitude: 151.2353,
        sports: ['cycling', 'running', 'horse riding'],
      },
    ],
  },
  {
    name: 'Berlin',
    timeZone: 'Europe/Berlin',
    latitude: 52.52437,
    longitude: 13.41053,
    venues: [
      {
        name: 'Tempelhofer Feld',
        latitude: 52.4732,
        longitude: 13.4015,
        sports: ['running', 'cycling', 'skating', 'soccer'],
      },
      {
        name: 'Mauerpark',
        latitude: 52.5437,
        longitude: 13.4025,
        sports: ['basketball', 'volleyball', 'ping pong'],
      },
      {
        name: 'Volkspark Friedrichshain',
        latitude: 52.5276,
        longitude: 13.4341,
        sports: ['ping pong', 'volleyball', 'running'],
      },
    ],
  },
];

// First names by the gender a demo profile gives, so a women's game's roster reads as one.
export const WOMEN_NAMES = [
  'Ava',
  'Chloe',
  'Elena',
  'Farah',
  'Hana',
  'Jade',
  'Lena',
  'Nadia',
  'Priya',
  'Rosa',
  'Tara',
  'Uma',
  'Ximena',
  'Zoe',
  'Bea',
  'Fiona',
  'Grace',
  'Ines',
  'Kira',
  'Maya',
  'Olivia',
  'Sofia',
  'Yara',
  'Mina',
  'Amara',
] as const;

export const MEN_NAMES = [
  'Ben',
  'Diego',
  'Gabe',
  'Isaac',
  'Kofi',
  'Mateo',
  'Omar',
  'Victor',
  'Yusuf',
  'Aiden',
  'Caleb',
  'Eli',
  'Hugo',
  'Jon',
  'Leo',
  'Noah',
  'Pablo',
  'Theo',
  'Zane',
  'Luca',
] as const;

export const NEUTRAL_NAMES = ['Quinn', 'Sam', 'Riley', 'Wen', 'Dana', 'Alex', 'Robin', 'Kai'] as const;

export const LAST_NAMES = [
  'Anderson',
  'Bauer',
  'Chen',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kim',
  'Lopez',
  'Mensah',
  'Novak',
  "O'Brien",
  'Patel',
  'Quispe',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Vargas',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Morales',
  'Nguyen',
  'Okafor',
  'Park',
] as const;

export const BIOS = [
  'Weekend warrior. Always up for a game after work.',
  'New in town and looking for a regular game.',
  'Played in college, now just for fun.',
  'Early mornings are my thing.',
  'Happy to fill a spot last minute.',
  'Learning fast, bring patience!',
  null,
] as const;

export const GAME_DESCRIPTIONS = [
  'Bring water and a friendly attitude. We rotate teams every 15 minutes.',
  'All levels welcome. We have spare equipment if you need it.',
  'Fast-paced game, we keep score. Arrive 10 minutes early to warm up.',
  'Relaxed game, newcomers very welcome.',
  null,
] as const;

export const REVIEW_COMMENTS = [
  'Great teammate, fair and fun to play with.',
  'Always passes the ball, love playing with them.',
  'Showed up on time and kept the game friendly.',
  'Super encouraging to the new players.',
  'Called their own fouls, even in a close game.',
  'Brought spare gear for someone who forgot theirs. Legend.',
  'Quiet but always in the right place. Would play again.',
  'Great energy, kept everyone laughing between points.',
  null,
] as const;
