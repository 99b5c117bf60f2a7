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
  /** Map tiles, an {z}/{x}/{y} template (null: markers on a blank map), and their credit (issue #28). */
  map: z.object({ tileUrl: z.string().nullable(), attribution: z.string() }),
  /** Whether GET /places/search finds addresses (a geocoder is configured). */
  addressSearch: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
