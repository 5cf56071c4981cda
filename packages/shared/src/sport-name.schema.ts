import { z } from 'zod';
import { SPORT_NAMES } from './sports.ts';

/**
 * One of the sports Rally lists (spec document 2 §9). Kept apart from sports.ts, which every sport
 * icon reads, so a page that only draws a sport does not load the validation library.
 */
export const sportNameSchema = z.enum(SPORT_NAMES);
