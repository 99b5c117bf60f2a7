/**
 * The self-hosted ALTCHA proof-of-work captcha: no third party, and it works offline. The
 * widget fetches a challenge from `challengeUrl` and solves it in Web Workers; its base64
 * payload is the sign-up `recaptcha`.
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
import {
  auth_altcha_error,
  auth_altcha_expired,
  auth_altcha_label,
  auth_altcha_link_label,
  auth_altcha_loading,
  auth_altcha_protected_by,
  auth_altcha_required,
  auth_altcha_verified,
  auth_altcha_verifying,
  auth_altcha_wait,
} from '@neighbourly/i18n/messages';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type CSSProperties, type Ref } from 'react';
import { pageLanguage } from '@/lib/page-language.ts';
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

/**
 * The widget's words in the page's language (issue #29), under the page's tag in lower case (the
 * widget matches languages in lower case). Words only its code challenges show (which this
 * proof of work never asks for) stay the package's English.
 */
function registerWidgetWords(): string {
  const language = pageLanguage().toLowerCase();
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${auth_altcha_link_label()}">ALTCHA</a>`;
  globalThis.$altcha.i18n.set(language, {
    ...globalThis.$altcha.i18n.get('en'),
    ariaLinkLabel: auth_altcha_link_label(),
    error: auth_altcha_error(),
    expired: auth_altcha_expired(),
    footer: auth_altcha_protected_by({ link }),
    label: auth_altcha_label(),
    loading: auth_altcha_loading(),
    verificationRequired: auth_altcha_required(),
    verified: auth_altcha_verified(),
    verifying: auth_altcha_verifying(),
    waitAlert: auth_altcha_wait(),
  });
  return language;
}
const widgetLanguage = registerWidgetWords();

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

/** Widgets with a proof of work under way that `solve` started: never two at once. */
const solving = new WeakSet<AltchaWidgetElement>();

/**
 * Starts a fresh proof of work unless one is under way. `always`: even when the person is not
 * in the form (they just sent it). The widget's methods exist only once it has mounted.
 */
function solve(widget: AltchaWidgetElement, always = false) {
  if (typeof widget.verify !== 'function' || solving.has(widget)) return;
  if (!always && !widget.closest('form')?.contains(document.activeElement)) return;
  if (!always && widget.getState() !== 'unverified') return;
  solving.add(widget);
  const done = () => solving.delete(widget);
  void widget.verify().then(done, done);
}

/**
 * Solves itself (issue #13): `auto="onfocus"` starts the proof of work when focus moves into the
 * form, so nobody has to tick the box; the widget shows its progress. The Login field has focus
 * before this widget loads, which the widget cannot see, so that case is started here; so are
 * a fresh challenge after an expired one and after the server refused one (reset).
 */
export function AltchaCaptcha({
  challengeUrl,
  invalid,
  onChange,
  onFailure,
  ref,
}: {
  challengeUrl: string;
  invalid?: boolean;
  onChange: (token: string | null) => void;
  /** The check could not finish (say, the challenge did not load). */
  onFailure?: () => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const widgetRef = useRef<HTMLElement>(null);
  const emit = useEffectEvent((token: string | null) => onChange(token));
  const fail = useEffectEvent(() => onFailure?.());

  useEffect(() => {
    const widget = widgetRef.current as AltchaWidgetElement | null;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      emit(state === 'verified' && payload ? payload : null);
      if (state === 'error') fail();
      if (state === 'expired') {
        widget.reset();
        solve(widget);
      }
    };
    const onLoad = () => solve(widget);
    widget.addEventListener('statechange', onState);
    widget.addEventListener('load', onLoad);
    solve(widget);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('load', onLoad);
    };
  }, []);

  useImperativeHandle(ref, () => ({
    reset: () => {
      const widget = widgetRef.current as AltchaWidgetElement | null;
      if (!widget) return;
      widget.reset();
      solve(widget, true);
    },
  }));

  return (
    <altcha-widget
      ref={widgetRef}
      challenge={challengeUrl}
      auto="onfocus"
      language={widgetLanguage}
      name="recaptcha"
      style={{
        ...widgetStyle,
        ...(invalid ? { '--altcha-border-color': 'var(--mui-palette-error-main)' } : null),
      }}
    />
  );
}
