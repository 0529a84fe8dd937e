import { recentResults } from './recentResults.js';

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

/**
 * The http(s) origin of a WebSocket URL: where the data came from, and so what relative image
 * URLs in it (team logos, league badges) are relative to.
 */
export function httpOrigin(url: string): string {
  const parsed = new URL(url);
  const protocol =
    parsed.protocol === 'wss:' ? 'https:' : parsed.protocol === 'ws:' ? 'http:' : parsed.protocol;
  return `${protocol}//${parsed.host}`;
}

/** An image URL as the page must request it: relative ones resolved against `base`. */
export function resolveAsset(url: string, base: string | undefined): string {
  if (!url || !base) return url;
  // A match has two logos, drawn again at every update: parse each pair once.
  return resolvedAssets(`${base}\n${url}`, () => {
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  });
}

const resolvedAssets = recentResults<string>(256);
