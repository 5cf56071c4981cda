import { z } from 'zod';

// Ids in the path are plain strings here: one that could never be an id answers the 404 of a missing
// league, post, image or request (checked by the services), so a hand-typed link reads the same either way.
const pathId = (what: string) => z.string().max(100).describe(`The ${what} id (a UUID)`);

export const leaguePathParams = z.object({ id: pathId('league') });
export const newsPostPathParams = leaguePathParams.extend({ postId: pathId('news post') });
export const newsImagePathParams = newsPostPathParams.extend({ imageId: pathId('image') });
export const gameRequestPathParams = leaguePathParams.extend({ requestId: pathId('game request') });
