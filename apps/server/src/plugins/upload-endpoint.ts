import type { Endpoint, EndpointSchemas, SchemaOf } from '@rally/shared/endpoint';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type ErrorStatus, errorResponses } from './docs.ts';
import { pathUnderPrefix } from './endpoint-routes.ts';
import { type UploadRoute, uploadRoute } from './upload-routes.ts';

type ParamsOf<S> =
  SchemaOf<S, 'params'> extends z.ZodType<Record<string, string>> ? SchemaOf<S, 'params'> : undefined;

/**
 * `uploadRoute` for an endpoint declared in packages/shared (its path, path parameters and success
 * body come from the descriptor): everything else an upload needs (limits, who may upload, reading the
 * files) is as `uploadRoute` says. Registered under the plugin's prefix, as `route` does.
 */
export async function uploadEndpoint<S extends EndpointSchemas>(
  app: FastifyInstance,
  descriptor: Endpoint<S>,
  upload: Omit<UploadRoute<ParamsOf<S>>, 'url' | 'schema'> & {
    schema: { tags: string[]; operationId: string; summary: string };
    /** The refusals the route adds (401, 413 and 429 are always declared). */
    errors: ErrorStatus[];
  },
): Promise<void> {
  const { params, response } = await descriptor.schemas();
  const { schema, errors, ...rest } = upload;
  await uploadRoute<ParamsOf<S>>(app, {
    ...rest,
    url: pathUnderPrefix(app.prefix, descriptor.path),
    schema: {
      ...schema,
      ...(params ? { params: params as ParamsOf<S> } : {}),
      response: {
        ...errorResponses(...errors),
        ...(response ? { [descriptor.statuses[0] ?? 200]: response } : {}),
      },
    },
  });
}
