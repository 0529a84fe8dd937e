/**
 * The one-time cookie of a modal (spec 2.1): keyed on the module alias, kept for the modal's
 * `cookie` hours. While it is there, the modal does not open by itself again when a page loads
 * with its alias in the URL fragment; a reader who asks for it (a slide action, a link to the
 * fragment) still gets it. The page's `document.cookie` is handed in, so tests use their own.
 */
export interface CookieJar {
  /** Every cookie of the page, as `document.cookie` reads. */
  read(): string;
  /** Sets one cookie, as assigning to `document.cookie` does. */
  write(cookie: string): void;
}

const HOUR = 3_600_000;

export function modalCookieName(alias: string): string {
  // Aliases are letters, digits, "-" and "_", all valid in a cookie name; anything else is
  // encoded so a strange alias cannot reach another cookie.
  return `sr7_modal_${encodeURIComponent(alias)}`;
}

export function modalSeen(jar: CookieJar, alias: string): boolean {
  const name = modalCookieName(alias);
  return jar
    .read()
    .split(';')
    .some((pair) => pair.trim().split('=')[0] === name);
}

/** Remembers that the modal was shown, for `hours` from `now` (epoch ms, the wall clock). */
export function rememberModal(jar: CookieJar, alias: string, hours: number, now: number): void {
  // An expiry date rather than max-age: every browser reads it the same way.
  const expires = new Date(now + hours * HOUR).toUTCString();
  jar.write(`${modalCookieName(alias)}=1; expires=${expires}; path=/; SameSite=Lax`);
}

/** The page's own cookies. */
export function documentCookies(doc: Document): CookieJar {
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}
