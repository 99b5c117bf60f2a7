/** The people domain's door: profiles, avatars, passwords, the account. */
export { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords.ts';
export { summaryOfCaller, toSelfUser, toUserSummary } from './users.presenter.ts';
export {
  existingUserIds,
  findUserById,
  findUserByLogin,
  hasUsers,
  insertUser,
  isLoginTaken,
  endSuspension,
  setSitePowers,
  startSuspension,
  VANCOUVER,
} from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
export { lockUser, removeUser, requireOwnAccount } from './users.service.ts';
export { isSuspended } from '../../db/suspension.ts';
export {
  HELD_FOR_REVIEW_JOB,
  heldForReview,
  holdsLink,
  isNewAccount,
  queueForReview,
} from './link-review.ts';
