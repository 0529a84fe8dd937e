/**
 * Spec 7.3: the connection goes to `{host}/ws`. Turns a page or script origin into that
 * WebSocket URL (https → wss), keeping an explicit ws:// or wss:// URL as it is.
 * @param base An origin or URL such as `https://example.org` or `https://cdn.example.org/x.js`.
 * @param path @default '/ws'
 */
export function webSocketUrl(base: string, path = '/ws'): string {
  const url = new URL(base);
  if (url.protocol === 'ws:' || url.protocol === 'wss:') return url.href;
  const protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${url.host}${path}`;
}
