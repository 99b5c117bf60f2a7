/**
 * The self-hosted ALTCHA proof-of-work captcha (DESIGN §4). The widget fetches a challenge from
 * `challengeUrl` and solves it in Web Workers; its base64 payload is the sign-up `recaptcha`.
 * `altcha/external` keeps workers and styles out of inline blobs, so a strict CSP
 * (script-src 'self') still works: the workers are separate files under /static/js.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-overrides.css';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import Argon2idWorker from 'altcha/workers/argon2id?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type CSSProperties, type Ref } from 'react';
import type { CaptchaHandle } from './captcha-types.ts';

const algorithms: [string, () => Worker][] = [
  ['PBKDF2/SHA-256', () => new Pbkdf2Worker()],
  ['PBKDF2/SHA-384', () => new Pbkdf2Worker()],
  ['PBKDF2/SHA-512', () => new Pbkdf2Worker()],
  ['SHA-256', () => new ShaWorker()],
  ['SHA-384', () => new ShaWorker()],
  ['SHA-512', () => new ShaWorker()],
  ['ARGON2ID', () => new Argon2idWorker()],
  ['SCRYPT', () => new ScryptWorker()],
];
for (const [name, create] of algorithms) globalThis.$altcha.algorithms.set(name, create);

interface AltchaStateDetail {
  state: string;
  payload?: string | null;
}

/**
 * Theme the widget from MUI's CSS variables, so it follows light and dark mode. Every colour
 * variable is set here on the element: the package's own defaults use CSS light-dark(), which
 * the production CSS minifier rewrites for older browsers in a way that loses them.
 */
const outline = 'color-mix(in srgb, var(--mui-palette-text-primary) 23%, transparent)';
const widgetStyle = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '12px',
  '--altcha-padding': '0.875rem',
  '--altcha-color-base': 'var(--mui-palette-background-paper)',
  '--altcha-color-base-content': 'var(--mui-palette-text-primary)',
  '--altcha-color-neutral': outline,
  '--altcha-color-neutral-content': 'var(--mui-palette-text-secondary)',
  '--altcha-color-primary': 'var(--mui-palette-primary-main)',
  '--altcha-color-primary-content': 'var(--mui-palette-primary-contrastText)',
  '--altcha-color-success': 'var(--mui-palette-success-main)',
  '--altcha-color-success-content': 'var(--mui-palette-success-contrastText)',
  '--altcha-color-error': 'var(--mui-palette-error-main)',
  '--altcha-color-error-content': 'var(--mui-palette-error-contrastText)',
  '--altcha-border-color': outline,
  '--altcha-checkbox-border-color': 'var(--mui-palette-text-secondary)',
  '--altcha-checkbox-border-width': '2px',
  '--altcha-checkbox-outline-color': 'var(--mui-palette-primary-main)',
  '--altcha-input-background-color': 'var(--mui-palette-background-paper)',
  '--altcha-input-color': 'var(--mui-palette-text-primary)',
  '--altcha-spinner-color': 'var(--mui-palette-primary-main)',
  '--altcha-popover-color': outline,
  '--altcha-switch-background-color': outline,
  '--altcha-switch-toggle-color': 'var(--mui-palette-text-secondary)',
  display: 'block',
} as CSSProperties;

export function AltchaCaptcha({
  challengeUrl,
  invalid,
  onChange,
  ref,
}: {
  challengeUrl: string;
  invalid?: boolean;
  onChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const widgetRef = useRef<HTMLElement>(null);
  const emit = useEffectEvent((token: string | null) => onChange(token));

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      emit(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(ref, () => ({
    reset: () => (widgetRef.current as AltchaWidgetElement | null)?.reset(),
  }));

  return (
    <altcha-widget
      ref={widgetRef}
      challenge={challengeUrl}
      name="recaptcha"
      style={{
        ...widgetStyle,
        ...(invalid ? { '--altcha-border-color': 'var(--mui-palette-error-main)' } : null),
      }}
    />
  );
}
