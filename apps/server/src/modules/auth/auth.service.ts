import { MESSAGES, TOASTS, type SignUpBody } from '@neighbourly/shared';
import { isUniqueViolation } from '../../db/client.ts';
import type { UserRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import {
  findUserByLogin,
  hashPassword,
  insertUser,
  isLoginTaken,
  spendPasswordCheckTime,
  verifyPassword,
} from '../people/index.ts';
import { verifyCaptcha } from './captcha.ts';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', TOASTS.incorrectCredentials);
const loginTaken = () => new AppError(409, 'LOGIN_TAKEN', MESSAGES.loginTaken);

export async function authenticate(deps: AppDeps, username: string, password: string): Promise<UserRow> {
  const user = await findUserByLogin(deps.db, username);
  if (!user?.password_hash) {
    await spendPasswordCheckTime(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password_hash, password))) throw invalidCredentials();
  return user;
}

/** Creates an account after the captcha; the caller signs the new user in. */
export async function signUp(deps: AppDeps, body: SignUpBody, remoteIp: string) {
  if (!(await verifyCaptcha(deps, body.recaptcha, remoteIp))) {
    throw new AppError(400, 'CAPTCHA_INVALID', MESSAGES.captcha);
  }
  if (await isLoginTaken(deps.db, body.login)) throw loginTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    return await insertUser(deps.db, { login: body.login, passwordHash, locale: body.locale });
  } catch (error) {
    // Two sign-ups for the same login at once: the unique index decides.
    if (isUniqueViolation(error)) throw loginTaken();
    throw error;
  }
}
