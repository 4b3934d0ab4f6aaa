/** A fresh bearer token for the bridge: 32 random bytes, base64url (43 characters, no padding). */
export function newBridgeToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
