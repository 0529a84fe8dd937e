/**
 * robots.txt: everything a reader can open may be crawled, except what only programs use (the
 * APIs) and the `?replytocom=` copies of articles that the no-JavaScript reply links make (the
 * same article with the form moved). The sitemap index lists every page.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /*?replytocom=',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
