import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from './test/build-test-app.ts';

// The API document is what other tools (generated clients, gateways) rely on: what it says about
// signing in must be what the server does. The operations come from the document itself.

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { in: string; required?: boolean }[];
  responses: Record<string, unknown>;
};

const test = await buildTestApp();
afterAll(() => test.close());
const document = (await test.app.inject('/api/docs/json')).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);
const needsSession = (operation: Operation) =>
  JSON.stringify(operation.security) === JSON.stringify([{ session: [] }]);

/** The operation called without a session cookie, from our own origin, with made-up ids in its path. */
const callSignedOut = (method: string, path: string) =>
  test.app.inject({
    method: method as 'GET',
    url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
    headers: { origin: TEST_ORIGIN },
  });

describe('the API document', () => {
  it('names every operation and says whether it needs the session cookie', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(Array.isArray(operation.security)).toBe(true);
    }
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
  });

  it('is right about the session: operations that need it refuse a caller without one, with a declared 401', async () => {
    const signedIn = operations.filter(({ operation }) => needsSession(operation));
    expect(signedIn.length).toBeGreaterThan(20);
    for (const { method, path, operation } of signedIn) {
      const reply = await callSignedOut(method, path);
      // The session is checked before the body and query are read, so missing ones never answer first.
      expect(reply.statusCode, `${method} ${path}`).toBe(401);
      expect(operation.responses, `${method} ${path}`).toHaveProperty('401');
    }
  });

  it('is right about the session: operations anyone may call answer a caller without one', async () => {
    const open = operations.filter(({ operation }) => !needsSession(operation));
    expect(open.map(({ path }) => path)).toContain('/api/auth/sign-in');
    for (const { method, path } of open) {
      const reply = await callSignedOut(method, path);
      expect(reply.statusCode, `${method} ${path}`).not.toBe(401);
    }
  });
});
