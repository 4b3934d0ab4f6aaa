/**
 * The user's account at the service: its API key, the connection test, token usage.
 */
export { registerAccountHandlers } from '@/lib/account/account-handlers';
