import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { hasMarkup } from '../../core/html/Markup.js';
import { loadFeature } from '../featureLoaders.js';
import { currentSanitizer } from '../html/sanitizerSlot.js';
import { layerText } from './layerStyle.js';

/**
 * A text or button layer's words. Plain editor text (line breaks and the common entities at
 * most) is React text, as cheap as before. Text with markup (`<b>`, `<span style>`, icon tags
 * like `<i class="fa-…">`, entities) is shown as the sanitiser leaves it: never as visible
 * tags, never as raw module HTML.
 */
export function LayerText({ html }: { html: string | undefined }) {
  return hasMarkup(html) ? <RichText html={html as string} /> : withBreaks(layerText(html));
}

/**
 * Until the sanitiser is here (its chunk, the "html" feature, loads with the module's other
 * features; this asks for it too) this renders no inner HTML: hydrating server HTML, React
 * then keeps the server's sanitised markup as it is (an element with inner HTML has no
 * children to hydrate, and a changed `__html` is only set on a later render); a standard
 * module mounted in the browser keeps its layers hidden until its features are there.
 * `display: contents` leaves the layer's own box to lay the text out.
 */
function RichText({ html }: { html: string }) {
  const [sanitize, arrived] = useState(currentSanitizer);
  useEffect(() => {
    // The state's updater reads the sanitiser the chunk installed.
    if (!sanitize) void loadFeature('html').then(() => arrived(currentSanitizer));
  }, [sanitize]);
  return (
    <span
      style={{ display: 'contents' }}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: module HTML as the sanitiser leaves it.
      dangerouslySetInnerHTML={{ __html: sanitize ? sanitize(html) : '' }}
    />
  );
}

/**
 * Plain text with its line breaks drawn as `<br>`, as the original draws them: the layer's
 * white-space rule (`layerStyle.ts`) may be one that does not keep newlines.
 */
function withBreaks(text: string): ReactNode {
  if (!text.includes('\n')) return text;
  // The lines of one text, never reordered: their position is their identity.
  return text.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
