/**
 * A navigation style's CSS (`nav.X.css`, part of the module's data) on the page: installed
 * once per text per document, as a constructed stylesheet (which a Content-Security-Policy
 * without 'unsafe-inline' allows), with a `<style>` element as the fallback. The slider's own
 * stylesheet is a file (`slider.css`), not this.
 */
const installed = new WeakMap<Document, Set<string>>();

export function installStyles(doc: Document, css: string, nonce?: string): void {
  if (css.trim() === '') return;
  const done = installed.get(doc) ?? new Set<string>();
  installed.set(doc, done);
  if (done.has(css)) return;
  done.add(css);
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  try {
    if (view && 'adoptedStyleSheets' in doc && typeof view.CSSStyleSheet === 'function') {
      const sheet = new view.CSSStyleSheet();
      sheet.replaceSync(css);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      return;
    }
  } catch {
    // Fall through to a style element.
  }
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.append(style);
}

/**
 * A navigation style's CSS with its `##name##` placeholders filled from the module's chosen
 * values (`cst`) or the style's defaults (`def`). Its hover looks select `.sr7-touchhover`, a
 * class the engine sets while a pointer is over the control; here they follow the pointer and
 * the keyboard's focus directly.
 */
export function navStyleCss(css: string, cst: unknown, def: unknown): string {
  return css
    .replace(/\.sr7-touchhover\b/g, ':is(:hover,:focus-visible)')
    .replace(/##([\w-]+)##/g, (_m, name: string) => {
      const chosen = (cst as Record<string, unknown> | undefined)?.[name];
      if (chosen !== undefined && chosen !== null && typeof chosen !== 'object')
        return String(chosen);
      const fallback = (def as Record<string, { data?: unknown }> | undefined)?.[name]?.data;
      return fallback !== undefined ? String(fallback) : '';
    });
}
