/** Offline reading and the installed app's updates (issue #31): the shell loads it lazily. */
export { OfflineStatus } from './OfflineStatus.tsx';
