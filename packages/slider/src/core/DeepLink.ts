/**
 * URL hash deep links (spec 2.1). With `browser.useURLDeeplink`, a slide change writes the
 * slide's `attr.deepLink` to the hash; on load a hash equal to a slide's deepLink, or
 * `slideN`, selects that slide (N counts from 1 in navigation order). The window's location
 * is the renderer's to touch: these functions only read and produce strings.
 */
export interface DeepLinkSlide {
  id: string;
  attr: { deepLink: string };
}

export function slideFromHash(
  hash: string,
  slides: readonly DeepLinkSlide[],
  order: { play: readonly string[]; navigation: readonly string[] },
): string | null {
  let key = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape: compare the text as it is.
  }
  if (key === '') return null;
  // A deep link may name a slide hidden from navigation; it must still be in the play order.
  const hit = slides.find((s) => s.attr.deepLink !== '' && s.attr.deepLink === key);
  if (hit && order.play.includes(hit.id)) return hit.id;
  const match = /^slide(\d+)$/i.exec(key);
  if (!match) return null;
  return order.navigation[Number(match[1]) - 1] ?? null;
}

/** The hash to write for a slide, or null when it has no deep link. */
export function hashForSlide(slide: DeepLinkSlide): string | null {
  return slide.attr.deepLink !== '' ? `#${encodeURIComponent(slide.attr.deepLink)}` : null;
}
