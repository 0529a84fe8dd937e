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
export async function demoPhotoFeedRoutes(app: FastifyInstance) {
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
              timestamp: post.timestamp,
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
