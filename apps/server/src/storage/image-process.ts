/**
 * The image process (issue #31): sharp and libvips run here, in a child of the server that the
 * server ends when it has had no image to do for a few seconds (image-processor.ts), so the
 * ~60 MB they hold once they have worked go back to the system instead of staying in the server.
 * Requests and answers come over the IPC channel (advanced serialization: bytes stay bytes).
 */
import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '@neighbourly/shared';

export type ImageJob =
  /** An upload: checked by content, re-encoded (metadata stripped, bounded size). */
  | { op: 'process'; input: Uint8Array }
  /** A generated picture (the demo covers) as a JPEG. */
  | { op: 'render-svg'; svg: string };

export type ImageRequest = ImageJob & { id: number };

export type ImageAnswer =
  | { id: number; ok: true; data: Uint8Array; format: 'png' | 'jpeg'; width: number; height: number }
  | { id: number; ok: false; reason: 'unsupported' | 'too-large' };

type Result =
  Omit<Extract<ImageAnswer, { ok: true }>, 'id'> | Omit<Extract<ImageAnswer, { ok: false }>, 'id'>;

const MAX_PIXELS = LIMITS.imageMaxMegapixels * 1_000_000;

async function processUpload(input: Buffer): Promise<Result> {
  let header: Metadata;
  try {
    header = await sharp(input).metadata();
  } catch {
    return { ok: false, reason: 'unsupported' };
  }
  const { format } = header;
  if (format !== 'png' && format !== 'jpeg') return { ok: false, reason: 'unsupported' };
  // The header is read without decoding: a small file may declare a huge image, which would
  // take seconds and hundreds of MB to decode.
  if (header.width * header.height > MAX_PIXELS) return { ok: false, reason: 'too-large' };
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize(LIMITS.imageMaxDimension, LIMITS.imageMaxDimension, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { data, info } = await (
      format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return { ok: true, data, format, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file whose header looked right.
    return { ok: false, reason: 'unsupported' };
  }
}

async function renderSvg(svg: string): Promise<Result> {
  const { data, info } = await sharp(Buffer.from(svg))
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { ok: true, data, format: 'jpeg', width: info.width, height: info.height };
}

function serve(): void {
  // The process lives seconds: libvips' operation cache would only hold memory.
  sharp.cache(false);
  process.on('message', (request: ImageRequest) => {
    const work =
      request.op === 'process'
        ? processUpload(Buffer.from(request.input.buffer, request.input.byteOffset, request.input.byteLength))
        : renderSvg(request.svg);
    void work.then((result) => process.send!({ id: request.id, ...result } satisfies ImageAnswer));
  });
  // The server closes the channel when it is done with us (or has stopped).
  process.once('disconnect', () => process.exit(0));
}

// Only as the child's entry: the server imports nothing from here but types.
if (import.meta.main && process.send) serve();
