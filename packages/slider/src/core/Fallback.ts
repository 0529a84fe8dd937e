/**
 * The fallback image (spec 2.1): `general.fallbackURL` replaces the whole module on mobile
 * ("mobile"), on versions 7 and 8 of the old legacy browser ("ie8"), or on both
 * ("mobile-ie8"). What the device is comes from an injected environment, so this stays pure;
 * `environmentFrom` reads it from a user agent string.
 */
export interface Environment {
  mobile: boolean;
  /** The legacy browser's major version, or null for any other browser. */
  legacyIe: number | null;
}

export type FallbackType = 'mobile' | 'ie8' | 'mobile-ie8' | 'none';

export function fallbackImage(
  general: { fallbackURL: string; fallbackType: FallbackType },
  env: Environment,
): string | null {
  const url = general.fallbackURL.trim();
  if (url === '') return null;
  const oldIe = env.legacyIe !== null && env.legacyIe <= 8;
  const { fallbackType: type } = general;
  const applies =
    (type === 'mobile' && env.mobile) ||
    (type === 'ie8' && oldIe) ||
    (type === 'mobile-ie8' && (env.mobile || oldIe));
  return applies ? url : null;
}

const MOBILE = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function environmentFrom(userAgent: string, maxTouchPoints = 0): Environment {
  const msie = /MSIE (\d+)/.exec(userAgent);
  // iPadOS reports a desktop Safari user agent; touch points give it away.
  const ipad = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  return {
    mobile: MOBILE.test(userAgent) || ipad,
    legacyIe: msie ? Number(msie[1]) : null,
  };
}
