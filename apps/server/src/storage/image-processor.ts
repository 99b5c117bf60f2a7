/**
 * The server's side of the image process (image-process.ts): started with the first image, sent
 * every image while it runs, ended once it has had nothing to do for IMAGE_PROCESS_IDLE_MS (issue #31). sharp
 * and libvips hold ~60 MB once they have worked and a process cannot unload them; in a child that
 * exits, that memory goes back to the system. Starting it again costs ~0.2 s on the next upload.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ImageAnswer, ImageJob, ImageRequest } from './image-process.ts';

/** How long the image process waits for more work before it is ended. */
export const IMAGE_PROCESS_IDLE_MS = 3000;

// Beside this file in the sources (run by Node's type stripping); beside main.js in the bundle,
// where build.mjs puts it.
const ENTRY = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './image-process.ts' : './image-process.js', import.meta.url),
);

type Pending = { resolve: (answer: ImageAnswer) => void; reject: (error: Error) => void };

let child: ChildProcess | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;
let idleTimer: NodeJS.Timeout | undefined;

function start(): ChildProcess {
  const started = fork(ENTRY, [], {
    serialization: 'advanced',
    // Not the parent's flags (a test runner's loaders, the server's inspector).
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (answer: ImageAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    waiting?.resolve(answer);
    if (pending.size === 0) idle(started);
  });
  started.once('exit', (code, signal) => {
    if (child === started) child = undefined;
    const error = new Error(`The image process stopped (${signal ?? code}) before it answered`);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  return started;
}

/** Lets the server exit around an idle child, and ends the child after IMAGE_PROCESS_IDLE_MS. */
function idle(running: ChildProcess): void {
  running.unref();
  running.channel?.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending.size > 0 || child !== running) return;
    child = undefined;
    running.disconnect();
  }, IMAGE_PROCESS_IDLE_MS).unref();
}

/** The running image process's id, if one runs (for tests). */
export const imageProcessPid = (): number | undefined => child?.pid;

/** Sends one request to the image process (started when none runs) and waits for its answer. */
export function runImageRequest(job: ImageJob): Promise<ImageAnswer> {
  clearTimeout(idleTimer);
  child ??= start();
  child.ref();
  child.channel?.ref();
  const id = nextId++;
  const target = child;
  return new Promise<ImageAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.send({ ...job, id } satisfies ImageRequest, (error) => {
      if (!error || !pending.delete(id)) return;
      reject(error);
      if (pending.size === 0) idle(target);
    });
  });
}
