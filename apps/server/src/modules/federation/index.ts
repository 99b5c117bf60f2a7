/** The federation domain's door (issue #30): groups as ActivityPub actors, through Fedify. */
export { registerFederationBridge } from './bridge.ts';
export { registerEventDelivery } from './delivery-jobs.ts';
export { lazyFederation } from './federation-loader.ts';
export { registerFollowRemoval } from './follow-removal.ts';
export { registerKvPruning, scheduleKvPruning } from './kv-pruning.ts';
export { queueGroupDeparture, registerGroupDeparture } from './group-departure.ts';
export { federationRoutes } from './federation.routes.ts';
export { isBlocked } from './federation.repository.ts';
