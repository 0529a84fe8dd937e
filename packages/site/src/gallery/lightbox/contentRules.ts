/**
 * Spec 5, the lightbox's rules for what an item brings along. Titles and captions are never
 * parsed as markup: they reach the page as text nodes, which is the character-by-character
 * escape (every `<`, `&`, `>` stays a character; see the component tests). Media content is
 * stricter, since it comes from wherever the link points.
 */

/** Inline content: shown as text, or the notice instead when it contains '<'. */
export function inlineContent(raw: string, htmlDisallowed: string): string {
  return raw.includes('<') ? htmlDisallowed : raw;
}

/** Iframe and ajax content (a URL, an answer's body): blanked when it contains '<'. */
export function blankIfMarkup(raw: string): string {
  return raw.includes('<') ? '' : raw;
}

/**
 * A URL the lightbox may load into a frame, a video or a request: http(s) only (never
 * `javascript:` or `data:`), resolved against the page. Returns '' when refused.
 */
export function safeMediaUrl(raw: string, base: string): string {
  const value = blankIfMarkup(raw.trim());
  if (!value) return '';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '';
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
}

/** Ajax content is fetched from the page's own origin only. */
export function sameOriginUrl(raw: string, base: string): string {
  const url = safeMediaUrl(raw, base);
  return url && new URL(url).origin === new URL(base).origin ? url : '';
}

export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' };

/**
 * What a video link plays: YouTube (privacy-enhanced player) and Vimeo as embedded players,
 * anything else as an HTML5 video file.
 */
export function videoSource(url: string): VideoSource | null {
  if (!url) return null;
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^www\./, '');
  const youtube =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com'
        ? (parsed.searchParams.get('v') ??
          /^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1])
        : undefined;
  if (youtube !== undefined) {
    return /^[\w-]{6,20}$/.test(youtube ?? '')
      ? {
          kind: 'embed',
          provider: 'youtube',
          src: `https://www.youtube-nocookie.com/embed/${youtube}`,
        }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d{5,12})/.exec(parsed.pathname)?.[1];
    return id
      ? { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${id}` }
      : null;
  }
  return { kind: 'file', src: url };
}
