// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentCookies, modalCookieName, modalSeen, rememberModal } from './ModalCookie.js';

/**
 * The cookie against jsdom's real cookie jar, which drops a cookie once its expiry has passed
 * by the (faked) wall clock: the expiry in hours is what the browser keeps.
 */
const HOUR = 3_600_000;
const jar = () => documentCookies(document);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
});

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) jar().write(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
  vi.useRealTimers();
});

describe('the one-time modal cookie', () => {
  it('is keyed on the module alias', () => {
    expect(modalCookieName('demo-modal-target')).toBe('sr7_modal_demo-modal-target');
    rememberModal(jar(), 'newsletter', 1, Date.now());
    expect(document.cookie).toContain('sr7_modal_newsletter=1');
    expect(modalSeen(jar(), 'newsletter')).toBe(true);
    expect(modalSeen(jar(), 'newsletter-2')).toBe(false);
    expect(modalSeen(jar(), 'news')).toBe(false);
  });

  it('lasts the given number of hours, then the browser forgets it', () => {
    rememberModal(jar(), 'promo', 2, Date.now());
    vi.advanceTimersByTime(2 * HOUR - 1000);
    expect(modalSeen(jar(), 'promo')).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(modalSeen(jar(), 'promo')).toBe(false);
  });

  it('takes fractions of an hour', () => {
    rememberModal(jar(), 'flash', 0.25, Date.now());
    vi.advanceTimersByTime(14 * 60_000);
    expect(modalSeen(jar(), 'flash')).toBe(true);
    vi.advanceTimersByTime(2 * 60_000);
    expect(modalSeen(jar(), 'flash')).toBe(false);
  });

  it('writes an expiry date, for the whole site', () => {
    const written: string[] = [];
    rememberModal(
      { read: () => '', write: (c) => written.push(c) },
      'promo',
      24,
      Date.parse('2026-03-01T10:00:00Z'),
    );
    expect(written).toEqual([
      'sr7_modal_promo=1; expires=Mon, 02 Mar 2026 10:00:00 GMT; path=/; SameSite=Lax',
    ]);
  });
});
