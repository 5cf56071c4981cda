/**
 * Compiled, never run: if the OpenAPI document stops describing these calls (a path, a parameter, a
 * body, a response or an error code), `npm run check:openapi` fails here.
 */

import { createRallyClient } from './client.ts';
import type { components } from './schema.gen.ts';

type ErrorCode = components['schemas']['ApiError']['code'];

export async function typedCalls() {
  const rally = createRallyClient('http://localhost:3000');

  const sent = await rally.POST('/api/friends/requests', { body: { userId: 'a-user-id' } });
  if (sent.data) {
    const status: 'pending' | 'accepted' = sent.data.status;
    void status;
  }
  if (sent.error) {
    const code: ErrorCode = sent.error.code;
    // A closed union: a code the server never sends does not type-check.
    // @ts-expect-error 'teapot' is not one of the server's error codes
    const unknown: ErrorCode = 'teapot';
    void [code, unknown];
  }

  const profile = await rally.GET('/api/profiles/{userId}', { params: { path: { userId: 'a-user-id' } } });
  const name: string | undefined = profile.data?.profile.name;
  // Only the own profile (isOwn: true) carries the email.
  const email: string | undefined = profile.data?.isOwn ? profile.data.profile.email : undefined;
  void [name, email];

  // @ts-expect-error the path parameter is required
  await rally.GET('/api/profiles/{userId}', {});
  // @ts-expect-error no such path
  await rally.GET('/api/friends/');
}
