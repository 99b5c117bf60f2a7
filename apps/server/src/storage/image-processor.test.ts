/**
 * The image process (issue #31): images are processed in a child of the server, which ends once
 * idle (so sharp's memory goes back to the system) and is started again for the next image; a
 * child that dies fails only the images it had in hand.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { makeImage, pngDeclaring } from '../test/factories.ts';
import { IMAGE_PROCESS_IDLE_MS, imageProcessPid } from './image-processor.ts';
import { processImage } from './images.ts';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until the process has exited, up to `ms`; whether it has. */
async function exitsWithin(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

describe('the image process', () => {
  it('processes images in a child process that ends once idle, and starts again for the next', async () => {
    const image = await processImage(await makeImage('jpeg', 2400, 1200));
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 800 });
    const first = imageProcessPid()!;
    expect(first).toBeGreaterThan(0);
    expect(first).not.toBe(process.pid);
    expect(isRunning(first)).toBe(true);

    // A second image while it runs goes to the same process.
    await processImage(await makeImage('png', 40, 30));
    expect(imageProcessPid()).toBe(first);
    await sleep(IMAGE_PROCESS_IDLE_MS / 2);
    expect(isRunning(first), 'still there before the idle time is up').toBe(true);
    expect(await exitsWithin(first, IMAGE_PROCESS_IDLE_MS + 2000), 'ended once idle').toBe(true);
    expect(imageProcessPid()).toBeUndefined();

    const again = await processImage(await makeImage('png', 40, 30));
    expect(again).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
    expect(imageProcessPid()).not.toBe(first);
  });

  it('answers a refusal from the child as the API error', async () => {
    await expect(processImage(Buffer.from('GIF89a not really'))).rejects.toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(processImage(await pngDeclaring(16_000, 16_000))).rejects.toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('fails the images a dead process had in hand, and starts a new one for the next', async () => {
    const input = await makeImage('png', 3000, 3000);
    const inHand = processImage(input);
    const pid = imageProcessPid()!;
    process.kill(pid, 'SIGKILL');
    await expect(inHand).rejects.toThrow(/image process stopped/);
    expect(await exitsWithin(pid, 2000)).toBe(true);
    const next = await processImage(await makeImage('png', 40, 30));
    expect(next.width).toBe(40);
    expect(imageProcessPid()).not.toBe(pid);
  });
});
