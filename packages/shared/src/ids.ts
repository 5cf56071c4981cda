import { z } from 'zod';
import type { ErrorCodeWithStatus } from './errors.ts';

/**
 * What a path answers when it names nothing: the feature's not-found code and text. A path parameter
 * its schema refuses (not a uuid, too long, not a tab) names no row, so the server answers 404 with
 * these, as for a missing row: never a 400 about the value, and never a query the database refuses.
 */
export type NotFoundAnswer = { code: ErrorCodeWithStatus<404>; message: string };

/**
 * Every path parameter's not-found answer. The server's error handler reads it when a path fails its
 * schema, and its start-up check refuses a route whose path parameter was not declared through here.
 */
export const pathParameterNotFound = z.registry<NotFoundAnswer>();

/** A path parameter of any schema, answering `notFound` when the path's value fails it. */
export function pathParam<T extends z.ZodType>(schema: T, notFound: NotFoundAnswer): T {
  pathParameterNotFound.add(schema, notFound);
  return schema;
}

/** A row's id in the path: a uuid, anything else answers `notFound`. */
export function uuidPathParam(description: string, notFound: NotFoundAnswer) {
  return pathParam(z.uuid().describe(description), notFound);
}

/**
 * An id in the path that is not a uuid by design (an account's id, a secret token): any text up to
 * `maxLength`, which the feature looks up; longer or empty answers `notFound`.
 */
export function textPathParam(description: string, maxLength: number, notFound: NotFoundAnswer) {
  return pathParam(z.string().trim().min(1).max(maxLength).describe(description), notFound);
}
