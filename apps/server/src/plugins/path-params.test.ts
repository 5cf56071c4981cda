import { uuidPathParam } from '@rally/shared/ids';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './errors.ts';
import { registerPathParamsCheck } from './path-params.ts';

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerPathParamsCheck(app);
  return app;
}

const widgetId = uuidPathParam('The widget id', { code: 'not_found', message: 'Widget not found' });
const found = async () => ({ found: true });

describe('the declaration of path parameters', () => {
  it('stops the app at start when a parameter in the path has no schema, or one not made to answer 404', async () => {
    const app = bareApp();
    expect(() => app.get('/api/widgets/:id', found)).toThrow(/declare the path parameter "id"/);
    expect(() =>
      app.get('/api/widgets/:id', { schema: { params: z.object({ id: z.uuid() }) } }, found),
    ).toThrow(/declare the path parameter "id"/);
    expect(() =>
      app.get('/api/widgets/:id/parts/:partId', { schema: { params: z.object({ id: widgetId }) } }, found),
    ).toThrow(/declare the path parameter "partId"/);
    await app.close();
  });

  it("answers a value its schema refuses with 404 and the parameter's own not-found text", async () => {
    const app = bareApp();
    app.get('/api/widgets/:id', { schema: { params: z.object({ id: widgetId }) } }, found);
    const malformed = await app.inject('/api/widgets/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ code: 'not_found', message: 'Widget not found' });
    expect((await app.inject(`/api/widgets/${crypto.randomUUID()}`)).statusCode).toBe(200);
    await app.close();
  });
});
