import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  statusCode?: number;
  refusal?: { code: string; message: string };
  err?: { stack?: string };
}

let t: TestApp;
const lines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream });
  t.app.get('/api/public/v1/test-only/boom', async () => {
    throw new Error('secret internals');
  });
});
afterAll(async () => t.close());

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);
const requestIdOf = (before: number) =>
  lines.slice(before).find((line) => line.msg === 'request completed')?.reqId ?? '';

describe('the request log', () => {
  it('gives a refused request one info line with its reason and no stack', async () => {
    const before = lines.length;
    const response = await new TestClient(t.app).get(`${API_PATHS.groupSearch}?searchTerm=a%00b`);
    expect(response.statusCode).toBe(400);
    const own = linesOf(requestIdOf(before));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: 30, statusCode: 400, refusal: { code: 'VALIDATION_ERROR' } });
    expect(JSON.stringify(own[0])).not.toMatch(/stack|\n\s+at /);
  });

  it('logs the stack of our own failures, and only there', async () => {
    const before = lines.length;
    const response = await new TestClient(t.app).get('/api/public/v1/test-only/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internals');
    const own = linesOf(requestIdOf(before));
    expect(own.map((line) => line.level)).toEqual([50, 30]);
    expect(own[0]?.err?.stack).toContain('secret internals');
  });
});
