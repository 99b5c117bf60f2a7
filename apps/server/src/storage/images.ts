/**
 * Covers and avatars: png/jpeg only, checked by content (not by name or header), at most 5 MB,
 * re-encoded so metadata is stripped and size bounded, served with validators.
 */
import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, MESSAGES } from '@neighbourly/shared';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, notFound } from '../http/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { runImageRequest } from './image-processor.ts';
import { findImage, storageKeyOf, upsertImage, type ImageKind } from './images.repository.ts';

const unsupported = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.imageType);

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  etag: string;
}

/**
 * Checks an upload by content and re-encodes it, in the image process (image-processor.ts): png
 * and jpeg only, at most LIMITS.imageMaxMegapixels, metadata stripped, bounded dimensions.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const answer = await runImageRequest({ op: 'process', input });
  if (!answer.ok) {
    if (answer.reason === 'too-large') throw new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge);
    throw unsupported();
  }
  const data = Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength);
  return {
    data,
    contentType: answer.format === 'png' ? 'image/png' : 'image/jpeg',
    width: answer.width,
    height: answer.height,
    etag: crypto.createHash('sha256').update(data).digest('base64url').slice(0, 27),
  };
}

/** Reads the one uploaded file of a multipart request, under the size limit. */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the image as multipart/form-data in the field "${field}".`,
    );
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } });
  } catch {
    throw new AppError(400, 'VALIDATION_ERROR', 'The upload could not be read.');
  }
  if (!file || file.fieldname !== field)
    throw new AppError(400, 'VALIDATION_ERROR', `Attach the image in the field "${field}".`);
  const data = await file.toBuffer();
  if (file.file.truncated) throw tooLarge();
  return data;
}

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.imageSize);

const storageKey = (kind: ImageKind, ownerKey: string, image: ProcessedImage) =>
  `${kind}/${encodeURIComponent(ownerKey)}-${image.etag}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`;

/**
 * Stores the image, records it, and sets the owner's flag through `markOwner` in the same
 * transaction; the previous file goes once the new one is recorded.
 */
export async function saveImage(
  deps: AppDeps,
  kind: ImageKind,
  ownerKey: string,
  image: ProcessedImage,
  markOwner: (trx: Db) => Promise<void>,
): Promise<void> {
  const key = storageKey(kind, ownerKey, image);
  await deps.storage.put(key, image.data);
  const now = new Date().toISOString();
  const previous = await inTransaction(deps.db, async (trx) => {
    const old = await storageKeyOf(trx, kind, ownerKey);
    await upsertImage(trx, kind, ownerKey, {
      storage_key: key,
      content_type: image.contentType,
      byte_size: image.data.length,
      width: image.width,
      height: image.height,
      etag: image.etag,
      updated_at: now,
    });
    await markOwner(trx);
    return old;
  });
  if (previous && previous !== key) await deps.storage.delete(previous);
}

export async function serveImage(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ImageKind,
  ownerKey: string,
) {
  const row = await findImage(deps.db, kind, ownerKey);
  if (!row) throw notFound('There is no image.');
  const etag = `"${row.etag}"`;
  reply
    .header('etag', etag)
    .header('last-modified', new Date(row.updated_at).toUTCString())
    // Always revalidate: the URL stays the same when the image changes.
    .header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const data = await deps.storage.get(row.storage_key);
  if (!data) throw notFound('There is no image.');
  return reply.type(row.content_type).send(data);
}
