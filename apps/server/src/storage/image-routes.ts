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
import { processImage, readUpload, saveImage, serveImage } from './images.ts';
import { forgetImage, type ImageKind } from './images.repository.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * Which image a request is about when it is not the route's own kind keyed by the owner (an
 * event showing its series' cover, issue #26).
 */
export interface ImageRef {
  kind: ImageKind;
  ownerKey: string;
}

/** An image the caller may change, and how its owner's flag is set. */
export interface ImageTarget extends ImageRef {
  /**
   * Sets the owner's "has an image" flag in the image's transaction; may drop other images in
   * it and return their storage keys, deleted once it commits.
   */
  mark(trx: Db, hasImage: boolean): Promise<string[] | void>;
}

export interface ImageRoutesOptions<Query extends z.ZodObject> {
  kind: ImageKind;
  path: string;
  tags: string[];
  querystring: Query;
  /** The multipart field the image comes in. */
  field: string;
  /** Who may change the image, for the API's description. */
  changedBy: string;
  /** The owner's key (or the image shown for it); 404 when there is no such owner. */
  findOwner(deps: AppDeps, query: z.infer<Query>): Promise<string | ImageRef>;
  /** The owner's key (or another image) once the caller may change it; 404 or 403 otherwise. */
  authorizeChange(deps: AppDeps, user: CurrentUser, query: z.infer<Query>): Promise<string | ImageTarget>;
  /** Sets the owner's "has an image" flag, in the same transaction as the image's record. */
  markOwner(trx: Db, ownerKey: string, hasImage: boolean): Promise<string[] | void>;
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
  const targetOf = (found: string | ImageTarget): ImageTarget =>
    typeof found === 'string'
      ? { kind, ownerKey: found, mark: (trx, hasImage) => options.markOwner(trx, found, hasImage) }
      : found;
  return async (app, { deps }) => {
    app.get(
      path,
      { schema: { tags, querystring, description: 'The image, with ETag; 404 when none.' } },
      async (request, reply) => {
        const found = await options.findOwner(deps, queryOf(request));
        const image = typeof found === 'string' ? { kind, ownerKey: found } : found;
        return serveImage(deps, request, reply, image.kind, image.ownerKey);
      },
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
        const target = targetOf(
          await options.authorizeChange(deps, await requireUser(request), queryOf(request)),
        );
        const image = await processImage(await readUpload(request, options.field));
        let dropped: string[] = [];
        await saveImage(deps, target.kind, target.ownerKey, image, async (trx) => {
          dropped = (await target.mark(trx, true)) ?? [];
        });
        for (const key of dropped) await deps.storage.delete(key);
        return ok(null);
      },
    );

    app.delete(
      path,
      { schema: { tags, querystring, response: { 200: successEnvelope(z.null()) } } },
      async (request) => {
        const target = targetOf(
          await options.authorizeChange(deps, await requireUser(request), queryOf(request)),
        );
        const keys = await inTransaction(deps.db, async (trx) => {
          const dropped = (await target.mark(trx, false)) ?? [];
          const key = await forgetImage(trx, target.kind, target.ownerKey);
          return key ? [key, ...dropped] : dropped;
        });
        if (keys.length === 0) throw notFound(options.noImage);
        for (const key of keys) await deps.storage.delete(key);
        return ok(null);
      },
    );
  };
}
