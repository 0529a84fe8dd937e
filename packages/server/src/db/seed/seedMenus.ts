import { LANGUAGES, type Lang } from '@tribune/site';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedArticle, SeedCategory, SeedGallery, SeedMenuItem } from './content/types.js';

export interface MenuTargets {
  articles: SeedArticle[];
  galleries: SeedGallery[];
  categories: SeedCategory[];
}

/** Turns a seed target (`home`, `article:key`, `gallery:key`, `category:key`) into a URL. */
export function resolveTarget(target: string, lang: Lang, targets: MenuTargets): string {
  const [kind, key] = target.split(':', 2) as [string, string | undefined];
  const find = <T extends { key: string }>(list: T[]) => {
    const found = list.find((entry) => entry.key === key);
    if (!found) throw new Error(`Menu target ${target} does not exist`);
    return found;
  };
  switch (kind) {
    case 'home':
      return `/${lang}/`;
    case 'article':
      return `/${lang}/article/${find(targets.articles).translations[lang].slug}`;
    case 'gallery':
      return `/${lang}/gallery/${find(targets.galleries).text[lang].slug}`;
    case 'category':
      return `/${lang}/category/${find(targets.categories).names[lang].slug}`;
    default:
      throw new Error(`Unknown menu target ${target}`);
  }
}

/** Creates the primary menu of each language that does not have one yet. */
export async function seedPrimaryMenu(
  trx: Transaction<Database>,
  items: SeedMenuItem[],
  targets: MenuTargets,
): Promise<number> {
  let created = 0;
  for (const lang of LANGUAGES) {
    const existing = await trx
      .selectFrom('menus')
      .select('id')
      .where('location', '=', 'primary')
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (existing) continue;
    const { id: menuId } = await trx
      .insertInto('menus')
      .values({ location: 'primary', lang })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertItems(trx, menuId, null, items, lang, targets);
    created += 1;
  }
  return created;
}

async function insertItems(
  trx: Transaction<Database>,
  menuId: number,
  parentId: number | null,
  items: SeedMenuItem[],
  lang: Lang,
  targets: MenuTargets,
): Promise<void> {
  for (const [position, item] of items.entries()) {
    const { id } = await trx
      .insertInto('menuItems')
      .values({
        menuId,
        parentId,
        position,
        label: item.label[lang],
        url: resolveTarget(item.target, lang, targets),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.mega) {
      const content = {
        columns: item.mega.columns.map((column) => ({
          heading: column.heading[lang],
          links: column.links.map((link) => ({
            label: link.label[lang],
            href: resolveTarget(link.target, lang, targets),
          })),
        })),
        ...(item.mega.map
          ? {
              map: {
                label: item.mega.map.label[lang],
                lat: item.mega.map.lat,
                lng: item.mega.map.lng,
                zoom: item.mega.map.zoom,
              },
            }
          : {}),
      };
      await trx
        .insertInto('megaMenuPanels')
        .values({ menuItemId: id, layout: item.mega.layout, content: JSON.stringify(content) })
        .execute();
    }
    if (item.children) await insertItems(trx, menuId, id, item.children, lang, targets);
  }
}
