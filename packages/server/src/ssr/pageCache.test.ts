import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  createPlaceholder,
  fillPlaceholders,
  responseValues,
} from './pageCache.js';

/** A stored page: its HTML and what it added to the CSP. */
const page = (html: string) => ({ html, policy: { 'frame-src': ['https://player.vimeo.com'] } });

describe('createPageCache', () => {
  it('keeps a page for its time to live, then forgets it', () => {
    let now = 1000;
    const cache = createPageCache({ ttlMs: 30_000, now: () => now });
    cache.set('/fr/', page('<html>'));
    now += 29_999;
    expect(cache.get('/fr/')).toEqual(page('<html>'));
    now += 1;
    expect(cache.get('/fr/')).toBeUndefined();
  });

  it('drops the least recently used page beyond its capacity', () => {
    const cache = createPageCache({ ttlMs: 30_000, capacity: 2 });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.get('a');
    cache.set('c', page('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(page('A'));
    expect(cache.get('c')).toEqual(page('C'));
  });

  it('stores nothing with a time to live of 0, and clear() empties it', () => {
    const off = createPageCache({ ttlMs: 0 });
    off.set('a', page('A'));
    expect(off.enabled).toBe(false);
    expect(off.get('a')).toBeUndefined();
    const on = createPageCache({ ttlMs: 1000 });
    on.set('a', page('A'));
    on.clear();
    expect(on.get('a')).toBeUndefined();
  });
});

describe('placeholders', () => {
  it('are unique per call, so content cannot guess them', () => {
    expect(createPlaceholder('X')).not.toBe(createPlaceholder('X'));
    expect(createPlaceholder('X')).toMatch(/^tribuneX[0-9a-f]{24}$/);
  });

  it('are filled everywhere they occur, each with a value made once per fill', () => {
    const nonce = createPlaceholder('Nonce');
    let issued = 0;
    const html = `<script nonce="${nonce}"></script><script nonce="${nonce}"></script>`;
    const values = responseValues(html, [[nonce, () => `n${++issued}`]]);
    const filled = fillPlaceholders(html, values);
    expect(filled).toBe('<script nonce="n1"></script><script nonce="n1"></script>');
    expect(values.of(nonce)).toBe('n1');
    // A placeholder absent from the page costs nothing (no nonce issued for it).
    const none = responseValues('<p></p>', [[nonce, () => `n${++issued}`]]);
    expect(fillPlaceholders('<p></p>', none)).toBe('<p></p>');
    expect(none.placeholders).toEqual([]);
    expect(issued).toBe(1);
  });
});
