import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { heldUpload } from '../test/held-upload.ts';
import { createLimitsCatalogue } from './limits-catalogue.ts';
import { registerUploadRoutes, uploadRoute } from './upload-routes.ts';

const handler = async () => ({ ok: true });

function bareApp() {
  const app = Fastify();
  app.decorate('limits', createLimitsCatalogue());
  registerUploadRoutes(app);
  return app;
}

describe('only upload routes read uploads', () => {
  it('stops the app at start when a route declares a multipart body without uploadRoute', async () => {
    const app = bareApp();
    expect(() => app.post('/api/files', { schema: { consumes: ['multipart/form-data'] } }, handler)).toThrow(
      /uploadRoute/,
    );
    await app.close();
  });

  it('stops the app at start when a scope registers the multipart parser beside its routes', async () => {
    const app = bareApp();
    await app.register(async (scope) => {
      await scope.register(multipart);
      scope.post('/api/files', handler);
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/files can read multipart bodies/);
    await app.close();
  });

  it('refuses to declare an upload route in an app that does not check uploads', async () => {
    const app = Fastify();
    await expect(
      uploadRoute(app, {
        url: '/api/files',
        schema: { tags: [], operationId: 'upload', summary: 'Upload', response: {} },
        limits: { fileSize: 1024, files: 1 },
        authorize: async () => {},
        handler,
      }),
    ).rejects.toThrow(/registerUploadRoutes/);
    await app.close();
  });
});

describe("the app's upload routes", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => test.close());

  it('answer 401 to a signed-out upload of any size before reading its body', async () => {
    const uploads = test.app.uploads.routes;
    expect([...uploads].sort()).toEqual(['/api/leagues/:id/news/:postId/images', '/api/profiles/me/avatar']);
    for (const path of uploads) {
      const url = path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const upload = heldUpload(test.app, {
        url,
        data: Buffer.alloc(1024),
        declaredFileBytes: 50 * 1024 * 1024,
      });
      const answer = await upload.answer;
      expect([path, answer.status]).toEqual([path, 401]);
      await upload.closed;
    }
  });
});
