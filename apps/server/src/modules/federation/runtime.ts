/**
 * Everything that needs Fedify, behind one dynamic import (federation-loader.ts): the build
 * puts it and Fedify's packages in a chunk of their own, loaded with the first federation request
 * or job (issue #31).
 */
export { buildFederation } from './federation.ts';
export { deliverEventChange, deliverGroupChange } from './event-delivery.ts';
export { sendDeparture } from './departure-delivery.ts';
export { sendFollowRejection } from './rejection-delivery.ts';
