export * from './constants.ts';
export * from './validation.ts';
export * from './messages.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/users.ts';
export * from './schemas/config.ts';
export * from './schemas/groups.ts';
