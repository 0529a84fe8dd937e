import type { FastifyInstance } from 'fastify';
import { imagesByKey } from '../sliderQueries.js';
import { DEMO_PHOTO_ACCOUNTS } from './demoPhotoPosts.js';

/** Where the demo's social photo feed is served; the default `photo-feed` endpoint. */
export const DEMO_PHOTO_FEED_PATH = '/api/slider/demo/photo-feed';

/**
 * A local stand-in for a social photo feed (`GET /api/slider/demo/photo-feed/{account}`), in
 * the shape such APIs answer, so the demo's `photo-feed` module runs with no outside network:
 * `{data: [{id, caption, media_type, media_url, permalink, timestamp, username, like_count,
 * comments_count}], paging: {}}`; an unknown account is a 404 with an error message.
 */
export async function demoPhotoFeedRoutes(
  app: FastifyInstance,
  options: { now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  app.get<{ Params: { account: string } }>(
    `${DEMO_PHOTO_FEED_PATH}/:account`,
    async (request, reply) => {
      const { account } = request.params;
      const posts = Object.hasOwn(DEMO_PHOTO_ACCOUNTS, account)
        ? DEMO_PHOTO_ACCOUNTS[account]
        : undefined;
      reply.header('cache-control', 'public, max-age=300');
      if (!posts) {
        return reply.code(404).send({
          error: {
            message: `No account "${account}" on the demo photo feed.`,
            code: 'UNKNOWN_ACCOUNT',
          },
        });
      }
      const images = await imagesByKey(
        app.database.db,
        posts.map((post) => post.imageKey),
      );
      const shift = daysToToday(posts, now());
      return {
        data: posts.flatMap((post) => {
          const image = images.get(post.imageKey);
          if (!image) return [];
          return [
            {
              id: post.id,
              caption: post.caption,
              media_type: 'IMAGE',
              media_url: image.src,
              permalink: post.permalink,
              timestamp: shifted(post.timestamp, shift),
              username: account,
              like_count: post.likes,
              comments_count: post.comments,
            },
          ];
        }),
        paging: {},
      };
    },
  );
}

const DAY_MS = 86_400_000;

/**
 * The posts were written for a winter camp: served as they are, they would read as two years
 * old on a site dated today. The whole account moves by whole days, so that its newest post is
 * from yesterday or the day before, keeping the posts' spacing and times of day.
 */
function daysToToday(posts: readonly { timestamp: string }[], today: number): number {
  const newest = Math.max(...posts.map((post) => Date.parse(post.timestamp)));
  if (!Number.isFinite(newest)) return 0;
  return Math.max(0, Math.floor((today - newest) / DAY_MS) - 1);
}

function shifted(timestamp: string, days: number): string {
  const at = Date.parse(timestamp);
  return Number.isNaN(at) ? timestamp : new Date(at + days * DAY_MS).toISOString();
}
