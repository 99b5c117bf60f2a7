import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { PATTERNS } from '../patterns.ts';
import { MESSAGES } from '../validation.ts';
import { localeSchema, textSchema } from './common.ts';

export const loginSchema = z.string().regex(PATTERNS.login, MESSAGES.login);
export const passwordSchema = z.string().regex(PATTERNS.password, MESSAGES.password);

/** POST /api/public/v1/auth/signup */
export const signUpBodySchema = z.object({
  login: loginSchema,
  password: passwordSchema,
  recaptcha: textSchema(MESSAGES.captcha).min(1, MESSAGES.captcha).max(10_000, MESSAGES.captcha),
  /** The page's language at sign-up (issue #29): the new account's setting. */
  locale: localeSchema.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** The sign-up form: the body plus the agreement box; the captcha is checked separately. */
export const signUpFormSchema = z.object({
  login: loginSchema,
  password: passwordSchema,
  agreement: z.boolean().refine((ticked) => ticked, MESSAGES.agreement),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** POST /authz/sign-in fields; the login and password inputs are capped at the sign-up maxima (30, 24). */
export const signInFieldsSchema = z.object({
  username: textSchema().min(1, MESSAGES.required).max(LIMITS.loginMax),
  password: textSchema().min(1, MESSAGES.required).max(LIMITS.passwordMax),
});
export type SignInFields = z.infer<typeof signInFieldsSchema>;

export const checkLoginQuerySchema = z.object({ login: textSchema().max(200) });
