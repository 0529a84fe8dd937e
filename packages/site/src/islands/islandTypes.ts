/**
 * Every island by name with its props. Islands are the only parts of a page that hydrate; the
 * rest is server HTML. An island is a file `{Name}.island.tsx` anywhere under `src/` whose
 * default export is the component; it adds itself here by module augmentation:
 *
 *     declare module '../islands/islandTypes.js' {
 *       interface IslandPropsByName { PrimaryNav: PrimaryNavProps }
 *     }
 *
 * Both registries find island files by that name, so adding one edits no shared file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation in each island file.
export interface IslandPropsByName {}

export type IslandName = keyof IslandPropsByName;

/** `src/layout/PrimaryNav.island.tsx` → `PrimaryNav`. */
export function islandNameOf(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.island\.tsx$/, '');
}
