import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import type { CaptchaConfig } from '@neighbourly/shared';
import { auth_captcha_loading } from '@neighbourly/i18n/messages';
import { lazy, Suspense, type Ref } from 'react';
import type { CaptchaHandle } from './captcha-types.ts';

// Each provider is its own chunk: ALTCHA's widget is only fetched on the sign-up page.
const AltchaCaptcha = lazy(() => import('./AltchaCaptcha.tsx').then((m) => ({ default: m.AltchaCaptcha })));
const RecaptchaCaptcha = lazy(() =>
  import('./RecaptchaCaptcha.tsx').then((m) => ({ default: m.RecaptchaCaptcha })),
);

export type { CaptchaHandle };

/**
 * The captcha the deployment configured; reports a token when solved, null otherwise. ALTCHA
 * solves itself once the form has focus and reports when it could not (onFailure).
 */
export function Captcha({
  config,
  error,
  onChange,
  onFailure,
  ref,
}: {
  config: CaptchaConfig | undefined;
  error?: string | undefined;
  onChange: (token: string | null) => void;
  onFailure?: () => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const placeholder = (
    <Skeleton variant="rounded" height={72} role="progressbar" aria-label={auth_captcha_loading()} />
  );
  return (
    <div>
      {!config ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          {config.provider === 'altcha' ? (
            <AltchaCaptcha
              ref={ref}
              challengeUrl={config.challengeUrl}
              invalid={!!error}
              onChange={onChange}
              onFailure={onFailure}
            />
          ) : (
            <RecaptchaCaptcha ref={ref} siteKey={config.siteKey} onChange={onChange} />
          )}
        </Suspense>
      )}
      {error && (
        <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
