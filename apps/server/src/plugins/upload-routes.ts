import multipart from '@fastify/multipart';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { currentUser } from './authenticate.ts';
import { errorResponses, signedIn } from './docs.ts';
import { createUploadSlots, type UploadSlots } from './upload-slots.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The uploads each account has in progress on this process, for tests and tools that watch them. */
    uploads: Pick<UploadSlots, 'inProgress' | 'max'> & {
      /** The paths of the routes declared with `uploadRoute`: the only ones that read uploads. */
      routes: string[];
    };
  }
}

const kUploadSlots = Symbol('upload slots');
/** The handlers `uploadRoute` made: the only routes allowed to read a multipart body. */
const uploadHandlers = new WeakSet<object>();

type ParamsSchema = z.ZodType<Record<string, string>>;

/** An upload route's request, its path parameters as the route's schema parsed them. */
export type UploadRequest<P extends ParamsSchema | undefined> = FastifyRequest<{
  Params: P extends ParamsSchema ? z.output<P> : Record<string, never>;
}>;

export type UploadRoute<P extends ParamsSchema | undefined> = {
  url: string;
  /** Route config spread in as it is: a per-address rate limit (`...perAddress(max, window)`). */
  config?: FastifyContextConfig;
  schema: {
    tags: string[];
    operationId: string;
    summary: string;
    params?: P;
    /** The success answer and the refusals the route adds (401, 413 and 429 are always declared). */
    response: Record<number, z.ZodType>;
  };
  /** Each file at most `fileSize` bytes, at most `files` files, and nothing but files. */
  limits: { fileSize: number; files: number };
  /**
   * Whether this signed-in user may upload to this target, and whether the target exists: throws the
   * refusal (403, 404). It runs before a byte of the body is read.
   */
  authorize(request: UploadRequest<P>): Promise<void>;
  /** Reads the files (`request.files()` or `request.file()`) and answers. */
  handler(request: UploadRequest<P>, reply: FastifyReply): Promise<unknown>;
};

/**
 * Makes uploads possible, on one rule: only a route declared with `uploadRoute` may read a multipart
 * body, and each such route names who may upload before its body is read. A route that declares
 * multipart otherwise stops the app at start; so does any scope that registers the multipart parser
 * itself. Holds the per-account count of uploads in progress. Register before any feature.
 */
export function registerUploadRoutes(app: FastifyInstance, slots: UploadSlots = createUploadSlots()) {
  app.decorate(kUploadSlots, slots);
  const routes: string[] = [];
  app.decorate('uploads', { inProgress: slots.inProgress, max: slots.max, routes });
  app.limits.addStandingLimit({
    what: 'Uploads in progress (avatar, news images), counted by each server process',
    perWhom: 'account',
    howMany: slots.max,
  });
  const scopes = new Map<FastifyInstance, string>();
  app.addHook('onRoute', function (route) {
    if (uploadHandlers.has(route.handler)) {
      routes.push(route.url);
      return;
    }
    const name = `${route.method} ${route.url}`;
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.some((type) => type.startsWith('multipart/'))) {
      throw new Error(
        `${name} declares a multipart body: declare it with uploadRoute() (plugins/upload-routes.ts)`,
      );
    }
    if (!scopes.has(this)) scopes.set(this, name);
  });
  // After every plugin has loaded: a multipart parser registered beside ordinary routes would let them
  // read uploads nobody authorised.
  app.addHook('onReady', async () => {
    for (const [scope, name] of scopes) {
      if (scope.hasContentTypeParser('multipart/form-data')) {
        throw new Error(
          `${name} can read multipart bodies: declare uploads with uploadRoute() (plugins/upload-routes.ts)`,
        );
      }
    }
  });
}

/**
 * Declares a route that takes uploaded files, for signed-in users only. In order: the session, then
 * `authorize`, then one of the account's upload slots (429 past UPLOADS_AT_ONCE_PER_ACCOUNT), and
 * only then the handler reads the body. No other body parser runs on the route, so nothing is read before
 * the handler; a refusal answers at once and closes the connection rather than read the rest.
 */
export async function uploadRoute<P extends ParamsSchema | undefined = undefined>(
  app: FastifyInstance,
  route: UploadRoute<P>,
) {
  if (!app.hasDecorator(kUploadSlots)) {
    throw new Error(`POST ${route.url}: registerUploadRoutes() must be registered before any upload route`);
  }
  const slots = (app as unknown as Record<typeof kUploadSlots, UploadSlots>)[kUploadSlots];
  const handler = async (request: UploadRequest<P>, reply: FastifyReply) => {
    const release = slots.take(currentUser(request).id);
    try {
      return await route.handler(request, reply);
    } finally {
      release();
    }
  };
  uploadHandlers.add(handler);

  await app.register(async (scope) => {
    // JSON and every other type stay unread here; a multipart body is read by the handler alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    await scope.register(multipart, {
      limits: {
        fileSize: route.limits.fileSize,
        files: route.limits.files,
        parts: route.limits.files,
        fields: 0,
      },
    });
    scope.addHook('preHandler', async (request) => {
      // Whatever authenticates the app's routes has run by now; without a user this is a 401 still.
      currentUser(request);
      await route.authorize(request as UploadRequest<P>);
    });
    scope.addHook('onSend', closeUnreadBody);
    scope.route({
      method: 'POST',
      url: route.url,
      ...(route.config ? { config: route.config } : {}),
      schema: {
        ...route.schema,
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { ...errorResponses(401, 413, 429), ...route.schema.response },
      },
      handler: handler as RouteHandlerMethod,
    });
  });
}

/**
 * An answer sent before the body was all received (a refusal, a file over the limit) closes the
 * connection: otherwise Node would go on reading and discarding the rest of a large body to keep the
 * connection alive.
 */
const closeUnreadBody: onSendAsyncHookHandler = async (request, reply, payload) => {
  if (!request.raw.complete) reply.header('connection', 'close');
  return payload;
};

/** Why a multipart body could not be read, told apart by @fastify/multipart's error codes. */
export function uploadFailure(
  error: unknown,
): 'file-too-large' | 'too-many-files' | 'not-a-file' | 'unreadable' {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'file-too-large';
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'too-many-files';
    case 'FST_FIELDS_LIMIT':
      return 'not-a-file';
    default:
      return 'unreadable';
  }
}
