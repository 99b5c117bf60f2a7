/**
 * Browser tests: a stand-in for meetup.com serving the server's Meetup import fixtures, so the
 * real import route can fetch pages without the internet. Usage: node meetup-fixture-server.mjs PORT
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = Number(process.argv[2] ?? process.env.MEETUP_FIXTURE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: node meetup-fixture-server.mjs PORT');

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/src/modules/meetup-import/fixtures',
);
const routes = {
  '/kitsilano-trail-runners/': 'group-next-data.html',
  '/kitsilano-trail-runners/events/301234567/': 'event-next-data.html',
  '/mount-pleasant-board-gamers/': 'group-json-ld.html',
  '/mount-pleasant-board-gamers/events/298765432/': 'event-json-ld.html',
  '/members-only/': 'login-wall.html',
};

// The fixtures' events are on 2026-12-05; served a year after the current one, so that an
// imported event is always in the future and the form can be submitted whatever today is.
const FUTURE_YEAR = new Date().getFullYear() + 1;
const page = (file) =>
  readFileSync(path.join(dir, file), 'utf8').replaceAll('2026-12-', `${FUTURE_YEAR}-12-`);

http
  .createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://fixture');
    if (pathname === '/healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('ok');
      return;
    }
    // Meetup itself failing: the import must not blame the link.
    if (pathname.startsWith('/down/')) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service Unavailable');
      return;
    }
    // Meetup's paths are not case-sensitive.
    const file = routes[pathname.toLowerCase()];
    response.writeHead(file ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(file ? page(file) : 'Not found');
  })
  .listen(port);
