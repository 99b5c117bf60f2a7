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

/**
 * How long an image may take before its process is taken as stuck and killed. An upload (at most
 * 40 megapixels) takes well under 2 s even on a loaded machine; without a limit, an answer that
 * never comes (a libvips hang on a crafted file) would hold the HTTP request and the child forever.
 */
export const IMAGE_ANSWER_TIMEOUT_MS = 30_000;

/**
 * What the image process gets of the server's environment. libvips parses untrusted files there,
 * so it gets none of the server's secrets (DATABASE_URL, APP_SECRET, the OpenID ones): only what
 * Node, glibc's allocator and libvips read (VIPS_* tune libvips).
 */
const CHILD_ENVIRONMENT = new Set([
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'LC_ALL',
  'TZ',
  'LD_LIBRARY_PATH',
  'MALLOC_ARENA_MAX',
  'GLIBC_TUNABLES',
  'UV_THREADPOOL_SIZE',
]);

const childEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => CHILD_ENVIRONMENT.has(name) || name.startsWith('VIPS_')),
  );

// Beside this file in the sources (run by Node's type stripping); beside main.js in the bundle,
// where build.mjs puts it.
const ENTRY = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './image-process.ts' : './image-process.js', import.meta.url),
);

type Waiting = {
  resolve: (answer: ImageAnswer) => void;
  reject: (error: Error) => void;
  timeout: NodeJS.Timeout;
};

/**
 * One image process and the requests it has in hand. An ended process may still be exiting when
 * the next one starts: its exit fails its own requests, never the new one's.
 */
interface ImageProcess {
  child: ChildProcess;
  waiting: Map<number, Waiting>;
  idleTimer?: NodeJS.Timeout;
}

/** The process new images go to, if one runs. */
let current: ImageProcess | undefined;
let nextId = 1;

function start(): ImageProcess {
  const child = fork(ENTRY, [], {
    serialization: 'advanced',
    // Not the parent's flags (a test runner's loaders, the server's inspector).
    execArgv: [],
    env: childEnvironment(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started: ImageProcess = { child, waiting: new Map() };
  child.on('message', (answer: ImageAnswer) => {
    const waiting = started.waiting.get(answer.id);
    if (!waiting) return;
    started.waiting.delete(answer.id);
    clearTimeout(waiting.timeout);
    waiting.resolve(answer);
    if (started.waiting.size === 0) idle(started);
  });
  child.once('exit', (code, signal) => {
    fail(started, new Error(`The image process stopped (${signal ?? code}) before it answered`));
  });
  // fork() reports a process it could not start (EAGAIN, ENOENT) here, not by throwing; the
  // next image tries again.
  child.on('error', (error: NodeJS.ErrnoException) => {
    fail(started, new Error(`The image process failed (${error.code ?? error.message}) before it answered`));
    child.kill('SIGKILL');
  });
  return started;
}

/** Fails the requests `ended` has in hand, and sends the next image to a new process. */
function fail(ended: ImageProcess, error: Error): void {
  if (current === ended) current = undefined;
  clearTimeout(ended.idleTimer);
  for (const waiting of ended.waiting.values()) {
    clearTimeout(waiting.timeout);
    waiting.reject(error);
  }
  ended.waiting.clear();
}

/** Lets the server exit around an idle child, and ends the child after IMAGE_PROCESS_IDLE_MS. */
function idle(running: ImageProcess): void {
  running.child.unref();
  running.child.channel?.unref();
  clearTimeout(running.idleTimer);
  running.idleTimer = setTimeout(() => {
    if (running.waiting.size > 0 || current !== running) return;
    current = undefined;
    running.child.disconnect();
  }, IMAGE_PROCESS_IDLE_MS).unref();
}

/** The running image process's id, if one runs (for tests). */
export const imageProcessPid = (): number | undefined => current?.child.pid;

/** Sends one request to the image process (started when none runs) and waits for its answer. */
export function runImageRequest(job: ImageJob): Promise<ImageAnswer> {
  return new Promise<ImageAnswer>((resolve, reject) => {
    // fork() throws for some failures (ENOMEM): this image fails, and the next one tries again.
    const target = (current ??= start());
    clearTimeout(target.idleTimer);
    target.child.ref();
    target.child.channel?.ref();
    const id = nextId++;
    const timeout = setTimeout(() => {
      fail(target, new Error(`The image process did not answer within ${IMAGE_ANSWER_TIMEOUT_MS / 1000} s`));
      target.child.kill('SIGKILL');
    }, IMAGE_ANSWER_TIMEOUT_MS);
    target.waiting.set(id, { resolve, reject, timeout });
    target.child.send({ ...job, id } satisfies ImageRequest, (error) => {
      if (!error || !target.waiting.delete(id)) return;
      clearTimeout(timeout);
      reject(error);
      if (target.waiting.size === 0) idle(target);
    });
  });
}
