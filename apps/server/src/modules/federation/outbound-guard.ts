/**
 * Fedify delivers activities, and makes signed fetches, with the global fetch: no address guard,
 * no time-out to speak of, and redirects followed. A remote account names its inbox, so a
 * delivery could be sent (or redirected, or its name re-resolved) into our own network. The
 * global dispatcher routes every request that carries an HTTP signature through an agent that
 * connects only to public addresses (the hosts of FEDERATION_PRIVATE_HOSTS aside, for tests),
 * checked when it connects, at every redirect. It is installed when Fedify loads (federation-
 * loader.ts); from then on every request of the process gets the federation's time-out. The other
 * callers of the global fetch (OpenID discovery, reCAPTCHA) carry time-outs of their own.
 */
import net from 'node:net';
import { Agent, buildConnector, Dispatcher, setGlobalDispatcher } from 'undici';
import type { Config } from '../../config.ts';
import { guardedLookup, isPublicAddress } from '../../http/safe-fetch.ts';

const SIGNED = /^(?:signature|signature-input)$/i;

/** Whether the request carries an HTTP signature (draft-cavage or RFC 9421), as Fedify's do. */
export function isSignedRequest(headers: Dispatcher.DispatchOptions['headers']): boolean {
  if (!headers) return false;
  if (Array.isArray(headers)) {
    // A flat [name, value, name, value…] list, or a list of [name, value] pairs.
    return headers.some((entry, i) =>
      Array.isArray(entry) ? SIGNED.test(String(entry[0])) : i % 2 === 0 && SIGNED.test(String(entry)),
    );
  }
  const names =
    typeof (headers as Headers).keys === 'function' ? [...(headers as Headers).keys()] : Object.keys(headers);
  return names.some((name) => SIGNED.test(name));
}

function guardedConnector(config: Config['federation']): buildConnector.connector {
  const connect = buildConnector({ timeout: config.timeoutMs, lookup: guardedLookup(config.privateHosts) });
  return (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, '');
    // An address written in the URL is never looked up: checked here.
    if (net.isIP(host) && !config.privateHosts.includes(host) && !isPublicAddress(host)) {
      callback(new Error(`${host} is not a public address`), null);
      return;
    }
    connect(options, callback);
  };
}

/** Installs the guard for the global fetch (once per app: the last one loaded wins). */
export function guardOutboundRequests(config: Config['federation']): void {
  const times = { headersTimeout: config.timeoutMs, bodyTimeout: config.timeoutMs };
  const guarded = new Agent({ ...times, connect: guardedConnector(config) });
  const plain = new Agent({ ...times, connect: { timeout: config.timeoutMs } });
  setGlobalDispatcher(
    plain.compose(
      (dispatch) => (options, handler) =>
        isSignedRequest(options.headers) ? guarded.dispatch(options, handler) : dispatch(options, handler),
    ),
  );
}
