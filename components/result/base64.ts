/** Decodes base64 (standard or URL-safe, with or without a data: prefix) to a Blob; undefined if it is not base64. */
export function base64ToBlob(value: string, type: string): Blob | undefined {
  const body = value
    .replace(/^data:[^,]*,/, '')
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  try {
    const binary = atob(body);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  } catch {
    return undefined;
  }
}
