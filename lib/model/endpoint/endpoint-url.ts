/** The address of an API path on an OpenAI-compatible server given with or without a trailing /v1. */
export function endpointUrl(baseUrl: string, path: 'models' | 'chat/completions'): string {
  const root = baseUrl.trim().replace(/\/+$/, '').replace(/\/v1$/i, '');
  return `${root}/v1/${path}`;
}

/** The host the page's text goes to, as the user reads it and as usage names the provider. */
export function endpointHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}
