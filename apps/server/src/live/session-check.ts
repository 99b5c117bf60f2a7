/**
 * Whether the session a live stream was opened with still holds, asked before every write to
 * the stream (an event, a heartbeat, or a "sessions ended" message from any instance).
 *
 * Cost: the asks made while no query is running (an event reaches all its people's streams in
 * one turn of the event loop) are gathered into one query by primary key, so checking costs one
 * indexed query per event per instance, whatever the event's fan-out (one per BATCH sessions
 * beyond that); asks made while a query runs wait for the next one. Nothing is cached: a cache
 * of even a few seconds would let a page whose session was deleted (by hand, or with its
 * control message lost) receive the next events for that long, and one query per event is
 * already cheap next to the event's own transaction. Answers come back in the order asked, so
 * a stream's writes keep their order; they are callbacks, not promises, to keep an event to
 * thousands of streams cheap.
 */
import type { LiveLog } from './bus.ts';

/** Of these sessions (their id hashes), those that exist and have not expired. */
export type FindUnexpiredSessions = (idHashes: readonly string[]) => Promise<ReadonlySet<string>>;

/** Session ids per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 500;

type Answer = (holds: boolean) => void;

export class SessionCheck {
  private waiting = new Map<string, Answer[]>();
  private scheduled = false;
  private running = false;

  private readonly find: FindUnexpiredSessions;
  private readonly log: LiveLog;

  constructor(find: FindUnexpiredSessions, log: LiveLog) {
    this.find = find;
    this.log = log;
  }

  /** Calls `answer` with true while the session exists and has not expired. */
  check(idHash: string, answer: Answer): void {
    const answers = this.waiting.get(idHash);
    if (answers) answers.push(answer);
    else this.waiting.set(idHash, [answer]);
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    // setImmediate, not a microtask: every stream the current event reaches asks first.
    setImmediate(() => void this.run());
  }

  /** One batch after another, so answers keep the order of the asks. */
  private async run(): Promise<void> {
    this.scheduled = false;
    this.running = true;
    try {
      while (this.waiting.size > 0) {
        const batch = this.waiting;
        this.waiting = new Map();
        await this.answerBatch(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async answerBatch(batch: Map<string, Answer[]>): Promise<void> {
    const idHashes = [...batch.keys()];
    for (let start = 0; start < idHashes.length; start += BATCH) {
      const chunk = idHashes.slice(start, start + BATCH);
      let unexpired: ReadonlySet<string>;
      try {
        unexpired = await this.find(chunk);
      } catch (error) {
        // Unsure is no: the streams end, and the pages reconnect (and are checked) in 2 s.
        this.log.warn({ err: error }, 'live: could not check sessions, ending their streams');
        unexpired = new Set();
      }
      for (const idHash of chunk) {
        const holds = unexpired.has(idHash);
        for (const answer of batch.get(idHash) ?? []) {
          try {
            answer(holds);
          } catch (error) {
            this.log.error({ err: error }, 'live: a stream failed to take its session check');
          }
        }
      }
    }
  }
}
