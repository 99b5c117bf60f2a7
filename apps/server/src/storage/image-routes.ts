/**
 * The three routes every image has (avatars, group covers, event covers): anyone reads it with
 * validators; who may change it uploads it as multipart, or deletes it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@neighbourly/shared';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import type { CurrentUser } from '../http/session.ts';
import { forgetImage, processImage, readUpload, saveImage, serveImage, type ImageKind } from './images.ts';
import { inTransaction } from '../db/transaction.ts';

export interface ImageRoutesOptions<Query extends z.ZodObject> {
  kind: ImageKind;
  path: string;
  tags: string[];
  querystring: Query;
  /** The multipart field the image comes in. */
  field: string;
  /** Who may change the image, for the API's description. */
  changedBy: string;
  /** The owner's key; 404 when there is no such owner. */
  findOwner(deps: AppDeps, query: z.infer<Query>): Promise<string>;
  /** The owner's key once the caller may change its image; 404 or 403 otherwise. */
  authorizeChange(deps: AppDeps, user: CurrentUser, query: z.infer<Query>): Promise<string>;
  /** Sets the owner's "has an image" flag, in the same transaction as the image's record. */
  markOwner(trx: Db, ownerKey: string, hasImage: boolean): Promise<void>;
  /** The 404 message when there is no image to delete. */
  noImage: string;
}

export function imageRoutes<Query extends z.ZodObject>(
  options: ImageRoutesOptions<Query>,
): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const { kind, path, tags, querystring } = options;
  // The type provider has validated the query with `querystring`; TypeScript cannot follow the
  // schema through a generic, so it is named here once.
  const queryOf = (request: { query: unknown }) => request.query as z.infer<Query>;
  return async (app, { deps }) => {
    app.get(
      path,
      { schema: { tags, querystring, description: 'The image, with ETag; 404 when none.' } },
      async (request, reply) =>
        serveImage(deps, request, reply, kind, await options.findOwner(deps, queryOf(request))),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          querystring,
          description: `multipart/form-data with the image (png or jpeg, at most 5 MB) in the field "${options.field}". ${options.changedBy} only.`,
          response: { 200: successEnvelope(z.null()) },
        },
      },
      async (request) => {
        // Who may upload is settled before the upload is read.
        const ownerKey = await options.authorizeChange(deps, await requireUser(request), queryOf(request));
        const image = await processImage(await readUpload(request, options.field));
        await saveImage(deps, kind, ownerKey, image, (trx) => options.markOwner(trx, ownerKey, true));
        return ok(null);
      },
    );

    app.delete(
      path,
      { schema: { tags, querystring, response: { 200: successEnvelope(z.null()) } } },
      async (request) => {
        const ownerKey = await options.authorizeChange(deps, await requireUser(request), queryOf(request));
        const key = await inTransaction(deps.db, async (trx) => {
          await options.markOwner(trx, ownerKey, false);
          return forgetImage(trx, kind, ownerKey);
        });
        if (!key) throw notFound(options.noImage);
        await deps.storage.delete(key);
        return ok(null);
      },
    );
  };
}
