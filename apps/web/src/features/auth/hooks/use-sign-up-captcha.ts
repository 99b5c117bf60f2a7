import { validation_captcha, validation_captchaUnfinished } from '@neighbourly/i18n/messages';
import { useRef, useState } from 'react';
import { useConfig } from '@/lib/config.ts';
import type { CaptchaHandle } from '../components/Captcha.tsx';

/**
 * The sign-up captcha's token and message. 'Please verify the reCAPTCHA.' is for reCAPTCHA;
 * ALTCHA solves itself, so when it fails the message says so instead (issue #13).
 */
export function useSignUpCaptcha() {
  const { data: config } = useConfig();
  const ref = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const message =
    config?.captcha.provider === 'altcha' ? validation_captchaUnfinished() : validation_captcha();

  return {
    ref,
    token,
    error,
    message,
    /** Shows the captcha's message under it. */
    fail: () => setError(message),
    onChange: (next: string | null) => {
      setToken(next);
      if (next) setError(undefined);
    },
    /** A captcha payload is single-use: any failed attempt needs a fresh one. */
    reset: () => {
      ref.current?.reset();
      setToken(null);
    },
  };
}

export type SignUpCaptcha = ReturnType<typeof useSignUpCaptcha>;
