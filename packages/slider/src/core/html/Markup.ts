/**
 * Whether an editor text needs the HTML sanitiser to be shown: it holds a tag other than the
 * line breaks `layerText` turns into newlines (`<br>`, `<br/>`, `<br />`), or an entity other
 * than the five it decodes. Plain text, the common case, keeps the renderer's cheap path and
 * never downloads the sanitiser. `</br>` counts as markup: browsers read it as a line break,
 * which only a real parser does.
 */
const MARKUP = /<(?!br\s*\/?>)[a-z/!?]|&(?!(?:nbsp|lt|gt|quot|amp|#0?39);)#?\w+;/i;

export function hasMarkup(text: string | undefined): boolean {
  return !!text && MARKUP.test(text);
}
