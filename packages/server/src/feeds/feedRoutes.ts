import { getDictionary, isLang } from '@tribune/site';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteContext } from '../pages/siteContext.js';
import { robotsTxt } from './robots.js';
import { languageFeed, rssXml } from './rss.js';
import { languageSitemapUrls, sitemapIndexEntries, sitemapIndexXml, urlsetXml } from './sitemap.js';

/** Feeds change with content: caches may keep them a few minutes, then ask again. */
const FEED_CACHE = 'public, max-age=300';

function sendXml(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply
    .header('content-type', `${type}; charset=utf-8`)
    .header('cache-control', FEED_CACHE)
    .send(body);
}

/**
 * What crawlers and feed readers fetch: `/robots.txt`, the sitemap index `/sitemap.xml`, one
 * sitemap per language `/{lang}/sitemap.xml` (with hreflang alternates) and one RSS 2.0 feed per
 * language `/{lang}/feed.xml`. An unknown language is the site's 404 page.
 */
export async function feedRoutes(app: FastifyInstance, { context }: { context: SiteContext }) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', FEED_CACHE)
      .send(robotsTxt(context.siteUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    sendXml(reply, 'application/xml', sitemapIndexXml(await sitemapIndexEntries(context))),
  );

  app.get<{ Params: { lang: string } }>('/:lang/sitemap.xml', async (request, reply) => {
    const { lang } = request.params;
    if (!isLang(lang)) return reply.callNotFound();
    return sendXml(reply, 'application/xml', urlsetXml(await languageSitemapUrls(context, lang)));
  });

  app.get<{ Params: { lang: string } }>('/:lang/feed.xml', async (request, reply) => {
    const { lang } = request.params;
    if (!isLang(lang)) return reply.callNotFound();
    const channel = await languageFeed(context, lang, getDictionary(lang));
    return sendXml(reply, 'application/rss+xml', rssXml(channel));
  });
}
