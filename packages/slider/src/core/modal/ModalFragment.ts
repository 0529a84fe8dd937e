/**
 * The URL fragment as a module alias (spec 2.1: a modal opens when the fragment equals its
 * alias): "#demo-modal" → "demo-modal". Anything that cannot be an alias (empty, other
 * characters, badly encoded) is null, so ordinary in-page anchors never reach the server.
 */
// The server's alias rule (server/src/slider/moduleCheck.ts).
const ALIAS = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export function aliasFromHash(hash: string): string | null {
  let text = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  return ALIAS.test(text) ? text : null;
}
