/**
 * The bridge: the provider's API served to programs from the user's browser (the router, the
 * connection to its host, consent, the activity log).
 */
export { registerBridge } from '@/lib/bridge/bridge-handlers';
