import { z } from 'zod';

export const captchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

export const identityProviderSchema = z.object({ id: z.string(), name: z.string() });
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

/** GET /api/public/v1/config: what the SPA needs to know about this deployment. */
export const publicConfigSchema = z.object({
  messagingEnabled: z.boolean(),
  helpEmail: z.string(),
  captcha: captchaConfigSchema,
  identityProviders: z.array(identityProviderSchema),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
