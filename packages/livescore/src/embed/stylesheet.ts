/**
 * The embed's styles come as a file beside the script (`livescore.css`), linked rather than
 * injected as a <style> element: a host whose Content-Security-Policy allows only its own
 * style files (Tribune's does) accepts a linked stylesheet from the same origin.
 */
export function linkStylesheet(doc: Document, href: string): void {
  const already = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some(
    (link) => link.href === href || link.hasAttribute('data-tls-css'),
  );
  if (already) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute('data-tls-css', '');
  doc.head.append(link);
}
