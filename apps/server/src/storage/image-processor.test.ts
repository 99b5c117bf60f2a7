/**
 * The image process (issue #31): images are processed in a child of the server, which ends once
 * idle (so sharp's memory goes back to the system) and is started again for the next image; a
 * child that dies fails only the images it had in hand.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { makeImage, pngDeclaring } from '../test/factories.ts';
import { IMAGE_ANSWER_TIMEOUT_MS, IMAGE_PROCESS_IDLE_MS, imageProcessPid } from './image-processor.ts';
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

/** Waits until `condition` holds, up to `ms`; whether it does. */
async function holdsWithin(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (condition()) return true;
    await sleep(20);
  }
  return condition();
}

/** Kills the running image process, if any, and waits for it to be gone (so the next image starts one). */
async function killTheProcess(): Promise<void> {
  const pid = imageProcessPid();
  if (pid === undefined) return;
  process.kill(pid, 'SIGKILL');
  expect(await exitsWithin(pid, 5000)).toBe(true);
  expect(imageProcessPid()).toBeUndefined();
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

  it("gives an image sent while an idle process is ending to a new process, which the old one's exit does not fail", async () => {
    await processImage(await makeImage('png', 40, 30));
    const ending = imageProcessPid()!;
    const input = await makeImage('png', 40, 30);
    // Held stopped, the ended process cannot exit before the next image is in the new one's hands,
    // and the new one cannot answer before the old one's exit: the order of the reviewer's case.
    process.kill(ending, 'SIGSTOP');
    let starting: number | undefined;
    try {
      expect(await holdsWithin(() => imageProcessPid() === undefined, IMAGE_PROCESS_IDLE_MS + 2000)).toBe(
        true,
      );
      expect(await exitsWithin(ending, 100), 'still there, stopped').toBe(false);
      const next = processImage(input);
      starting = imageProcessPid()!;
      expect(starting).not.toBe(ending);
      process.kill(starting, 'SIGSTOP');
      process.kill(ending, 'SIGCONT');
      expect(await exitsWithin(ending, 5000), 'the ended process exits').toBe(true);
      process.kill(starting, 'SIGCONT');
      await expect(next).resolves.toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
      expect(imageProcessPid()).toBe(starting);
    } finally {
      for (const pid of [ending, starting])
        if (pid !== undefined && isRunning(pid)) process.kill(pid, 'SIGCONT');
    }
  });

  it('fails the images of a process that does not answer in time, kills it, and starts a new one for the next', async () => {
    await killTheProcess();
    const input = await makeImage('png', 40, 30);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    let pid: number;
    let first: Promise<unknown>;
    let second: Promise<unknown>;
    try {
      first = processImage(input);
      pid = imageProcessPid()!;
      // Stopped, it never answers.
      process.kill(pid, 'SIGSTOP');
      second = processImage(input);
      expect(imageProcessPid()).toBe(pid);
      first.catch(() => {});
      second.catch(() => {});
      vi.advanceTimersByTime(IMAGE_ANSWER_TIMEOUT_MS - 1);
      expect(imageProcessPid(), 'not before the time is up').toBe(pid);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    const timedOut = new RegExp(`did not answer within ${IMAGE_ANSWER_TIMEOUT_MS / 1000} s`);
    await expect(first).rejects.toThrow(timedOut);
    await expect(second).rejects.toThrow(timedOut);
    expect(await exitsWithin(pid, 5000), 'killed').toBe(true);
    const next = await processImage(input);
    expect(next.width).toBe(40);
    expect(imageProcessPid()).not.toBe(pid);
  });

  it('fails the images when the process cannot be started, and tries again with the next image', async () => {
    await killTheProcess();
    const input = await makeImage('png', 40, 30);
    const execPath = process.execPath;
    // fork() reports a missing program as an 'error' event, as it does EAGAIN (no process left).
    process.execPath = '/nonexistent/node';
    try {
      await expect(processImage(input)).rejects.toThrow(/image process failed \(ENOENT\)/);
    } finally {
      process.execPath = execPath;
    }
    expect(imageProcessPid()).toBeUndefined();
    const next = await processImage(input);
    expect(next.width).toBe(40);
    expect(imageProcessPid()).toBeGreaterThan(0);
  });

  it.runIf(process.platform === 'linux')(
    "keeps the server's secrets out of the process's environment",
    async () => {
      await killTheProcess();
      process.env.IMAGE_PROCESS_TEST_SECRET = 'not for libvips';
      try {
        await processImage(await makeImage('png', 40, 30));
      } finally {
        delete process.env.IMAGE_PROCESS_TEST_SECRET;
      }
      const environment = readFileSync(`/proc/${imageProcessPid()!}/environ`, 'utf8').split('\0');
      const names = environment.map((entry) => entry.slice(0, entry.indexOf('=')));
      expect(names).toContain('PATH');
      expect(names).not.toContain('IMAGE_PROCESS_TEST_SECRET');
      for (const secret of ['DATABASE_URL', 'APP_SECRET', 'TEST_DATABASE_URL'])
        expect(names).not.toContain(secret);
    },
  );
});
