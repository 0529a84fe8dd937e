/**
 * The texts of engine 6's navigation library (a style's CSS, markup and placeholder values)
 * as engine 7 reads them.
 */

/**
 * Engine 6's export writes its navigation library (`navigation.txt`) with the backslashes
 * PHP adds before quotes and backslashes (`font-family: \'revicons\'`, `class=\"…\"`, an icon
 * `\\e824`): left in, the CSS names no font and the markup's attributes are broken (an SVG
 * arrow does not draw at all). Removes them as PHP's `stripslashes` does.
 */
export function unslash(text: string): string {
  return text.replace(/\\(.?)/gs, '$1');
}

/**
 * Whether a library text was saved with those backslashes: an escaped quote never belongs in
 * markup, where a backslash escapes nothing.
 */
export function isSlashed(markup: string): boolean {
  return /\\["']/.test(markup);
}

/** Engine 6's class names of navigation elements and their engine-7 names. */
const CLASS_NAMES: Readonly<Record<string, string>> = {
  tparrows: 'sr7-arrows',
  'tp-leftarrow': 'sr7-leftarrow',
  'tp-rightarrow': 'sr7-rightarrow',
  'tp-bullets': 'sr7-bullets',
  'tp-bullet': 'sr7-bullet',
  'tp-tabs': 'sr7-tabs',
  'tp-tab': 'sr7-tab',
  'tp-thumbs': 'sr7-thumbs',
  'tp-thumb': 'sr7-thumb',
  'rs-touchhover': 'sr7-touchhover',
  'tp-arr-imgholder': 'sr7-nav-img',
};

const OLD_CLASS = new RegExp(`(?<![\\w-])(${Object.keys(CLASS_NAMES).join('|')})(?![\\w])`, 'g');

/**
 * A style's CSS or markup with engine 6's class names as engine 7's (`.hesperiden.tparrows`
 * → `.hesperiden.sr7-arrows`, `tp-bullet-inner` → `sr7-bullet-inner`): engine 7's library
 * holds the same styles under those names, and the renderer gives its elements those classes.
 */
export function engine7ClassNames(text: string): string {
  return text.replace(OLD_CLASS, (name) => CLASS_NAMES[name] ?? name);
}
