/** Google reCAPTCHA v2, used only when the deployment configures a site key. */
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { useColorMode } from '@/lib/color-mode.ts';
import { pageLanguage } from '@/lib/page-language.ts';
import type { CaptchaHandle } from './captcha-types.ts';

interface Grecaptcha {
  render: (
    container: HTMLElement,
    params: {
      sitekey: string;
      theme?: 'light' | 'dark';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    neighbourlyRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** The page's language as reCAPTCHA names it (its `hl`; issue #29). */
const RECAPTCHA_LANGUAGES: Record<string, string> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', fr: 'fr-CA' };

function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.neighbourlyRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement('script');
    const language = pageLanguage();
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=neighbourlyRecaptchaLoaded&hl=${RECAPTCHA_LANGUAGES[language] ?? language}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

export function RecaptchaCaptcha({
  siteKey,
  onChange,
  ref,
}: {
  siteKey: string;
  onChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const { resolvedMode } = useColorMode();
  const emit = useEffectEvent((token: string | null) => onChange(token));

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !target) return;
        target.replaceChildren();
        widgetId.current = grecaptcha.render(target, {
          sitekey: siteKey,
          theme: resolvedMode,
          callback: (token) => emit(token),
          'expired-callback': () => emit(null),
          'error-callback': () => emit(null),
        });
      })
      .catch(() => emit(null));
    return () => {
      cancelled = true;
    };
  }, [siteKey, resolvedMode]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
    },
  }));

  return <div ref={container} />;
}
