import type { TokenUsageResponse } from '@/lib/api/schemas/token-usage';
import { ask } from '@/lib/app/ask';

// The Token usage view's data: one message to the background (which owns the key and the
// network). The view takes it as a prop, so tests can pass a stub instead.

export type LoadUsage = (byApiKey: boolean) => Promise<TokenUsageResponse>;
export const loadTokenUsage: LoadUsage = (byApiKey) => ask('tokenUsage', { byApiKey });
