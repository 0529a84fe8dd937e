import { LANGUAGE_INFO, type Lang } from '@tribune/site';
import * as z from 'zod';
import {
  excerptOf,
  idsOf,
  type StreamAdapter,
  type StreamEntry,
  StreamFailure,
} from './streamAdapter.js';

/**
 * `source.type: "photo-feed"`: a social photo feed (spec 3.1, "feed types such as a social
 * photo feed"). `sourceids` is the account; the adapter reads `{endpoint}/{account}`, which
 * answers the shape social photo APIs use (`{data: [{id, caption, media_type, media_url,
 * thumbnail_url, permalink, timestamp, username, like_count, comments_count}]}`). Tribune's
 * demo serves such an endpoint itself (`demoPhotoFeed.ts`), so nothing leaves the machine;
 * a site points `endpoint` at its own feed proxy.
 *
 * - 404: the account does not exist: no items (the error slide asks to check the settings).
 * - Any other failure (no answer in time, another status, not JSON, not that shape): a
 *   `StreamFailure` ("Feed could not be Loaded" in the browser).
 * - A post that does not read (no picture, a picture URL that is not http(s) or site-relative)
 *   is left out; the others stay.
 * - Answers (a 404 included) are kept `ttlMs` (default 5 minutes) per account, so pages do
 *   not call the feed on every view; failures are not kept.
 *
 * Metas: `title` (the caption's first line, at most 80 characters), `caption` (also `content`),
 * `excerpt`, `alt`, `link` (the post), `image`, `author`, `date` (in the page's language:
 * "13 janvier 2025", "il y a 2 jours" within a week of today), `isoDate` (YYYY-MM-DD), `likes`
 * and `comments` (numbers as the language writes them: "1 824"), `id`.
 */
export interface PhotoFeedOptions {
  /** The feed's base URL: an absolute http(s) URL, or a path of this server. */
  endpoint: string;
  /** GETs a URL, resolving with its status and body (rejects when there is no answer). */
  get: (url: string) => Promise<{ status: number; body: string }>;
  ttlMs?: number;
  now?: () => number;
  log?: { warn(object: object, message: string): void };
}

const PostSchema = z.object({
  id: z.union([z.string(), z.number()]),
  caption: z.string().nullish(),
  media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']).optional(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: z.string().optional(),
  username: z.string().optional(),
  like_count: z.number().optional(),
  comments_count: z.number().optional(),
});
type Post = z.infer<typeof PostSchema>;

const FeedSchema = z.object({ data: z.array(z.unknown()) });

export function photoFeedAdapter(options: PhotoFeedOptions): StreamAdapter {
  const ttl = options.ttlMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; posts: Post[] }>();
  const base = options.endpoint.replace(/\/+$/, '');

  async function postsOf(account: string): Promise<Post[]> {
    const url = `${base}/${encodeURIComponent(account)}`;
    const kept = cache.get(url);
    if (kept && now() - kept.at < ttl) return kept.posts;
    let answer: { status: number; body: string };
    try {
      answer = await options.get(url);
    } catch (error) {
      throw new StreamFailure(`the photo feed did not answer (${(error as Error).message})`, {
        cause: error,
      });
    }
    if (answer.status === 404) {
      // An answer too: kept like posts, so a misnamed account does not call the feed per view.
      cache.set(url, { at: now(), posts: [] });
      return [];
    }
    if (answer.status !== 200) throw new StreamFailure(`the photo feed answered ${answer.status}`);
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw new StreamFailure('the photo feed answered something that is not JSON');
    }
    const feed = FeedSchema.safeParse(json);
    if (!feed.success) throw new StreamFailure('the photo feed answered without a data list');
    const posts: Post[] = [];
    let skipped = 0;
    for (const entry of feed.data.data) {
      const post = PostSchema.safeParse(entry);
      if (post.success && pictureOf(post.data)) posts.push(post.data);
      else skipped += 1;
    }
    if (skipped > 0) {
      options.log?.warn(
        { account, skipped },
        'photo feed posts without a readable picture were left out',
      );
    }
    cache.set(url, { at: now(), posts });
    return posts;
  }

  return {
    type: 'photo-feed',
    async entries({ source, limit, lang }) {
      const [account] = idsOf(source.sourceids);
      if (!account) return [];
      const posts = await postsOf(account);
      const formats = formatsFor(lang, now());
      return posts.slice(0, limit).map((post) => entryOf(post, base, formats));
    },
  };
}

interface Formats {
  date(iso: string): string;
  count(value: number): string;
}

const WEEK_DAYS = 7;
const DAY_MS = 86_400_000;

/** Dates and counts as the page's language writes them, relative to today for a recent post. */
function formatsFor(lang: Lang, today: number): Formats {
  const locale = LANGUAGE_INFO[lang]?.locale ?? lang;
  const numbers = new Intl.NumberFormat(locale);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return {
    count: (value) => numbers.format(value),
    date(iso) {
      const at = Date.parse(iso);
      if (Number.isNaN(at)) return '';
      const days = Math.floor(today / DAY_MS) - Math.floor(at / DAY_MS);
      if (days >= 0 && days < WEEK_DAYS) return relative.format(-days, 'day');
      return long.format(at);
    },
  };
}

function entryOf(post: Post, base: string, formats: Formats): StreamEntry {
  const caption = post.caption ?? '';
  const src = resolve(pictureOf(post) as string, base);
  const title = titleOf(caption);
  const isoDate =
    post.timestamp && /^\d{4}-\d{2}-\d{2}/.test(post.timestamp) ? post.timestamp.slice(0, 10) : '';
  const link = post.permalink && isWebLink(post.permalink) ? resolve(post.permalink, base) : '';
  return {
    id: `post-${post.id}`,
    metas: {
      id: String(post.id),
      title,
      caption,
      content: caption,
      excerpt: excerptOf(caption),
      alt: title,
      link,
      image: src,
      author: post.username ?? '',
      date: post.timestamp && isoDate ? formats.date(post.timestamp) : '',
      isoDate,
      likes: post.like_count === undefined ? '' : formats.count(post.like_count),
      comments: post.comments_count === undefined ? '' : formats.count(post.comments_count),
    },
    image: { src, alt: title },
  };
}

/** The post's picture: the image itself, or a video's thumbnail. */
function pictureOf(post: Post): string | undefined {
  const url =
    post.media_type === 'VIDEO' ? post.thumbnail_url : (post.media_url ?? post.thumbnail_url);
  return url && isWebLink(url) ? url : undefined;
}

/**
 * http(s) URLs and paths of the feed's own site. Not `/\host` nor `/<tab>/host`: browsers read
 * a backslash as a slash and drop tabs and line breaks, so those are `//host`, another site.
 */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\/(?![/\\\t\n\r])/.test(url);
}

/** Site paths stay paths when the feed is this server; an outside feed's become absolute. */
function resolve(url: string, base: string): string {
  if (!url.startsWith('/') || !/^https?:\/\//i.test(base)) return url;
  return new URL(url, base).href;
}

/** The caption's first line, cut at a word before 80 characters. */
function titleOf(caption: string): string {
  const line =
    caption
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
