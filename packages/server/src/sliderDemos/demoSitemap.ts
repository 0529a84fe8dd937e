import { LANGUAGES, type Lang } from '@tribune/site';
import type { SiteContext } from '../pages/siteContext.js';
import { sliderDemoIndexPath, sliderDemoPath } from './demoPaths.js';
import { listDemoModules } from './demoQueries.js';

/** A demo page for the sitemaps: its path in each language and its last change. */
export interface DemoSitemapEntry {
  paths: Record<Lang, string>;
  lastmod: string | null;
}

/**
 * The index and each demo module's page, as the sitemaps list them: the pages that answer
 * 200, so a module the engine cannot show is left out, as it is from the index.
 */
export async function demoSitemapEntries(context: SiteContext): Promise<DemoSitemapEntry[]> {
  const rows = await listDemoModules(context.db);
  const shown = [];
  for (const row of rows) {
    const found = await context.sliders.forPage({ by: 'alias', alias: row.alias });
    if (found.ok) shown.push(row);
  }
  const every = (path: (lang: Lang) => string) =>
    Object.fromEntries(LANGUAGES.map((code) => [code, path(code)])) as Record<Lang, string>;
  // ISO-8601 UTC timestamps sort as text.
  const newest =
    shown
      .map((row) => row.updatedAt)
      .sort()
      .at(-1) ?? null;
  return [
    { paths: every(sliderDemoIndexPath), lastmod: newest },
    ...shown.map((row) => ({
      paths: every((code) => sliderDemoPath(code, row.alias)),
      lastmod: row.updatedAt,
    })),
  ];
}
