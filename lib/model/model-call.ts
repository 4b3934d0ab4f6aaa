import { getSettings } from '@/lib/settings/settings-store';
import { availabilityIn } from '@/lib/model/built-in/built-in-availability';
import type { Availability } from '@/lib/model/built-in/built-in-api';
import { builtInBackend } from '@/lib/model/built-in/built-in-backend';
import { endpointBackend } from '@/lib/model/endpoint/endpoint-backend';
import { missingModel } from '@/lib/model/endpoint/endpoint-chat';
import { listModels } from '@/lib/model/endpoint/endpoint-models';
import { endpointHost } from '@/lib/model/endpoint/endpoint-url';
import type { ModelBackend } from '@/lib/model/model-backend';
import { getModelKey } from '@/lib/model/model-key-store';
import { noProviderError } from '@/lib/model/model-errors';
import type { EndpointProvider, ModelProvider } from '@/lib/settings/model-settings';
import type { ModelUsage } from '@/lib/model/model-usage';
import { extractJsonWith } from '@/lib/model/run/extract-json';
import { builtInScope } from '@/lib/model/built-in/built-in-api';
import { builtInAgent } from '@/lib/model/agent/agent-built-in';
import { endpointAgent } from '@/lib/model/agent/agent-endpoint';
import type { AgentModel } from '@/lib/model/agent/agent-model';
import { summarizeWith } from '@/lib/model/run/summarize-text';

// The model layer's entry points. They run in the BACKGROUND only: the endpoint's key never leaves
// it. Every failure rejects with an ApiError (lib/api/api-error.ts) whose message says what to do
// and whose code (model-errors.ts) names the field at fault.

export type { ModelUsage } from '@/lib/model/model-usage';
export type { AgentMessage, AgentModel, AgentStep, AgentTool } from '@/lib/model/agent/agent-model';

export interface ExtractJsonInput {
  /** The page as markdown. */
  text: string;
  /** The user's JSON Schema; checked before any model call. */
  schema?: object;
  prompt?: string;
  systemPrompt?: string;
  signal: AbortSignal;
  onProgress?(message: string): void;
}

export interface ExtractJsonResult {
  data: Record<string, unknown>;
  usage: ModelUsage;
  warnings: string[];
}

export interface SummarizeInput {
  text: string;
  signal: AbortSignal;
  onProgress?(message: string): void;
}

export interface SummarizeResult {
  summary: string;
  usage: ModelUsage;
  warnings: string[];
}

export type BuiltInAvailability = Availability;

/** The chosen provider as a backend; the endpoint's key read here, in the background. */
export async function backendFor(provider: ModelProvider): Promise<ModelBackend> {
  switch (provider.kind) {
    case 'none':
      throw noProviderError();
    case 'built-in':
      return builtInBackend();
    case 'endpoint':
      return endpointBackend(provider, await getModelKey());
  }
}

const chosenBackend = async () => backendFor((await getSettings()).modelProvider);

/** Structured data from the page through the chosen provider, valid against `schema` when given. */
export async function extractJson(input: ExtractJsonInput): Promise<ExtractJsonResult> {
  return extractJsonWith(await chosenBackend(), input);
}

/** A summary of the page through the chosen provider. */
export async function summarize(input: SummarizeInput): Promise<SummarizeResult> {
  return summarizeWith(await chosenBackend(), input);
}

/** The model ids an OpenAI-compatible endpoint offers (GET {base}/v1/models). */
export async function listEndpointModels(baseUrl: string, key?: string, signal?: AbortSignal): Promise<string[]> {
  return listModels(baseUrl, key, signal);
}

/**
 * Checks an endpoint as the user set it (Options' test button): it answers, takes the key, and
 * offers the model. Resolves to the models it offers; rejects with the error for the field at fault.
 */
export async function checkEndpoint(provider: EndpointProvider, key?: string, signal?: AbortSignal): Promise<string[]> {
  const offered = await listModels(provider.baseUrl, key, signal);
  if (!offered.includes(provider.model)) throw missingModel(endpointHost(provider.baseUrl), provider.model, offered);
  return offered;
}

/** Whether Chrome's built-in model can be used here; 'unavailable' where the API does not exist. */
export async function builtInAvailability(): Promise<BuiltInAvailability> {
  return availabilityIn();
}

/** The chosen provider as an agent that acts through a tool, step by step (interact's prompt). */
export async function chosenAgentModel(): Promise<AgentModel> {
  const provider = (await getSettings()).modelProvider;
  switch (provider.kind) {
    case 'none':
      throw noProviderError();
    case 'built-in':
      return builtInAgent(builtInScope());
    case 'endpoint':
      return endpointAgent(provider, await getModelKey());
  }
}
