import { describe, expect, it } from 'vitest';
import { photoFeedAdapter } from './photoFeedAdapter.js';
import { StreamFailure } from './streamAdapter.js';

const post = (id: number, extra: Record<string, unknown> = {}) => ({
  id: String(id),
  caption: `Légende ${id}\nSuite de la légende`,
  media_type: 'IMAGE',
  media_url: `/media/p${id}.jpg`,
  permalink: `/fr/article/${id}`,
  timestamp: '2025-01-13T11:42:00+0000',
  username: 'club',
  like_count: 10 * id,
  comments_count: id,
  ...extra,
});

/** An adapter over a fake feed that answers `answer` and counts the calls. */
function adapter(
  answer: () => { status: number; body: string },
  options: { endpoint?: string; now?: () => number } = {},
) {
  const calls: string[] = [];
  const warnings: object[] = [];
  const feed = photoFeedAdapter({
    endpoint: options.endpoint ?? '/feed/',
    get: async (url) => {
      calls.push(url);
      return answer();
    },
    now: options.now ?? (() => 0),
    log: { warn: (o) => warnings.push(o) },
  });
  const entries = (sourceids: unknown = 'club', limit = 12) =>
    feed.entries({ source: { type: 'photo-feed', sourceids }, lang: 'fr', limit });
  return { feed, entries, calls, warnings };
}

const json =
  (value: unknown, status = 200) =>
  () => ({ status, body: JSON.stringify(value) });

describe('the social photo feed adapter', () => {
  it('reads the account’s posts into entries with their metas and picture', async () => {
    const { entries, calls } = adapter(json({ data: [post(1), post(2)] }));
    const found = await entries('club');
    expect(calls).toEqual(['/feed/club']);
    expect(found).toHaveLength(2);
    expect(found[0]).toEqual({
      id: 'post-1',
      metas: {
        id: '1',
        title: 'Légende 1',
        caption: 'Légende 1\nSuite de la légende',
        content: 'Légende 1\nSuite de la légende',
        excerpt: 'Légende 1 Suite de la légende',
        alt: 'Légende 1',
        link: '/fr/article/1',
        image: '/media/p1.jpg',
        author: 'club',
        date: '13 janvier 2025',
        isoDate: '2025-01-13',
        likes: '10',
        comments: '1',
      },
      image: { src: '/media/p1.jpg', alt: 'Légende 1' },
    });
  });

  it('keeps markup in a caption as plain text, and drops links and pictures that could run script', async () => {
    const { entries } = adapter(
      json({
        data: [
          post(1, { caption: '<script>alert(1)</script>', permalink: 'javascript:alert(1)' }),
          post(2, { media_url: 'javascript:alert(1)' }),
          post(3, { media_url: 'data:image/png;base64,xx' }),
        ],
      }),
    );
    const found = await entries();
    expect(found).toHaveLength(1);
    expect(found[0]?.metas.title).toBe('<script>alert(1)</script>');
    expect(found[0]?.metas.link).toBe('');
  });

  it('shows a video post by its thumbnail, and cuts a long first line into a title', async () => {
    const long =
      'Un très long titre de publication qui continue encore et encore bien au-delà de quatre-vingts caractères';
    const { entries } = adapter(
      json({
        data: [
          post(1, {
            media_type: 'VIDEO',
            media_url: '/v.mp4',
            thumbnail_url: '/t.jpg',
            caption: long,
          }),
        ],
      }),
    );
    const [entry] = await entries();
    expect(entry?.image?.src).toBe('/t.jpg');
    expect(entry?.metas.title).toBe(
      'Un très long titre de publication qui continue encore et encore bien au-delà de…',
    );
  });

  it('leaves out posts that do not read, says how many, and keeps the others', async () => {
    const { entries, warnings } = adapter(
      json({ data: [post(1), { id: 2 }, 'x', post(4, { like_count: 'many' })] }),
    );
    expect((await entries()).map((e) => e.id)).toEqual(['post-1']);
    expect(warnings).toEqual([{ account: 'club', skipped: 3 }]);
  });

  it('answers no entries for an account the feed does not know (404), or no account', async () => {
    const { entries, calls } = adapter(json({ error: { message: 'Unknown' } }, 404));
    expect(await entries('nobody')).toEqual([]);
    expect(await entries('nobody')).toEqual([]);
    expect(await entries('')).toEqual([]);
    // The 404 is kept like any answer: the feed was asked once.
    expect(calls).toEqual(['/feed/nobody']);
  });

  it('fails with the reason when the feed answers another status, not JSON, or not a data list', async () => {
    await expect(adapter(json({}, 503)).entries()).rejects.toThrow(
      new StreamFailure('the photo feed answered 503'),
    );
    await expect(adapter(() => ({ status: 200, body: '<html>' })).entries()).rejects.toThrow(
      'the photo feed answered something that is not JSON',
    );
    await expect(adapter(json({ posts: [] })).entries()).rejects.toThrow(
      'the photo feed answered without a data list',
    );
    const broken = photoFeedAdapter({
      endpoint: '/feed',
      get: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    await expect(
      broken.entries({ source: { sourceids: 'club' }, lang: 'fr', limit: 3 }),
    ).rejects.toThrow('the photo feed did not answer (ECONNREFUSED)');
  });

  it('keeps an answer 5 minutes per account, and a failure not at all', async () => {
    let now = 0;
    let status = 200;
    const { entries, calls } = adapter(
      () => ({ status, body: JSON.stringify({ data: [post(1)] }) }),
      {
        now: () => now,
      },
    );
    await entries('club');
    now = 299_999;
    await entries('club');
    await entries('other');
    expect(calls).toEqual(['/feed/club', '/feed/other']);
    now = 300_000;
    status = 500;
    await expect(entries('club')).rejects.toThrow(StreamFailure);
    status = 200;
    await entries('club');
    expect(calls).toEqual(['/feed/club', '/feed/other', '/feed/club', '/feed/club']);
  });

  it('takes at most `limit` posts, encodes the account, and makes an outside feed’s paths absolute', async () => {
    const { entries, calls } = adapter(json({ data: [post(1), post(2), post(3)] }), {
      endpoint: 'https://feeds.example/v1/',
    });
    const found = await entries('a b/../x', 2);
    expect(calls).toEqual(['https://feeds.example/v1/a%20b%2F..%2Fx']);
    expect(found.map((e) => e.image?.src)).toEqual([
      'https://feeds.example/media/p1.jpg',
      'https://feeds.example/media/p2.jpg',
    ]);
    expect(found[0]?.metas.link).toBe('https://feeds.example/fr/article/1');
  });

  it('writes dates and counts as the page’s language does, a recent post relative to today', async () => {
    const today = Date.parse('2025-01-15T09:00:00Z');
    const made = adapter(
      json({
        data: [
          post(1, { like_count: 1824, comments_count: 1096 }),
          post(2, { timestamp: '2024-12-02T10:00:00+0000' }),
        ],
      }),
      { now: () => today },
    );
    const [recent, older] = await made.entries('club');
    expect(recent?.metas).toMatchObject({
      date: 'avant-hier',
      likes: '1\u202f824',
      comments: '1\u202f096',
    });
    expect(older?.metas.date).toBe('2 décembre 2024');
    const english = await made.feed.entries({
      source: { type: 'photo-feed', sourceids: 'club' },
      lang: 'en',
      limit: 1,
    });
    expect(english[0]?.metas).toMatchObject({ date: '2 days ago', likes: '1,824' });
  });
});
