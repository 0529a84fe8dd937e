import type { Lang, MegaPanelModel, MenuLink } from '@tribune/site';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';

/** The stored JSON of a mega-menu panel. */
export const megaPanelContentSchema = z.object({
  columns: z.array(
    z.object({
      heading: z.string(),
      links: z.array(z.object({ label: z.string(), href: z.string() })),
    }),
  ),
  map: z
    .object({ label: z.string(), lat: z.number(), lng: z.number(), zoom: z.number().int() })
    .optional(),
});

/** A menu as a tree of links, with mega-menu panels attached to their items. */
export async function loadMenu(
  db: Kysely<Database>,
  location: string,
  lang: Lang,
): Promise<MenuLink[]> {
  const items = await db
    .selectFrom('menus as m')
    .innerJoin('menuItems as i', 'i.menuId', 'm.id')
    .leftJoin('megaMenuPanels as p', 'p.menuItemId', 'i.id')
    .select(['i.id', 'i.parentId', 'i.label', 'i.url', 'p.layout', 'p.content'])
    .where('m.location', '=', location)
    .where('m.lang', '=', lang)
    .orderBy('i.position')
    .execute();

  const nodes = new Map<number, MenuLink>();
  for (const item of items) {
    const node: MenuLink = { label: item.label, href: item.url, children: [] };
    if (item.layout && item.content) {
      const content = megaPanelContentSchema.safeParse(JSON.parse(item.content));
      if (content.success) {
        node.mega = { layout: item.layout, ...content.data } as MegaPanelModel;
      }
    }
    nodes.set(item.id, node);
  }
  const roots: MenuLink[] = [];
  for (const item of items) {
    const node = nodes.get(item.id)!;
    const parent = item.parentId === null ? undefined : nodes.get(item.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
