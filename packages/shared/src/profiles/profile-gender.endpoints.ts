import { endpoint } from '../endpoint.ts';

const schemas = () => import('./profile-gender.schemas.ts');

export const profileGenderEndpoints = {
  setOwnGender: endpoint('PUT', '/api/profiles/me/gender', () =>
    schemas().then((s) => ({ body: s.setOwnGenderInput, response: s.ownGenderSchema })),
  ),
};
