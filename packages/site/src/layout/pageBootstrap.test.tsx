import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageBootstrap, pageBootstrapSource } from './pageBootstrap.js';

beforeEach(() => {
  document.documentElement.className = 'no-js';
  document.body.innerHTML = `
    <img data-fade id="hero" src="data:," />
    <form><input type="hidden" name="ts" data-stamp-time /></form>`;
});
afterEach(() => vi.useRealTimers());

describe('pageBootstrap', () => {
  it('marks the page as scripted', () => {
    pageBootstrap(document);
    expect(document.documentElement.classList.contains('js')).toBe(true);
    expect(document.documentElement.classList.contains('no-js')).toBe(false);
  });

  it('marks a fading image as loaded when its load event fires', () => {
    pageBootstrap(document);
    const hero = document.getElementById('hero')!;
    expect(hero.hasAttribute('data-loaded')).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(hero.hasAttribute('data-loaded')).toBe(true);
  });

  it('stamps anti-spam time fields with the current time in milliseconds', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    pageBootstrap(document);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const field = document.querySelector<HTMLInputElement>('[data-stamp-time]')!;
    expect(field.value).toBe(String(Date.parse('2026-11-22T10:00:00Z')));
  });

  it('serialises to a self-contained script', () => {
    expect(pageBootstrapSource).toMatch(/^\(function pageBootstrap\(doc\)/);
    expect(pageBootstrapSource.endsWith('(document);')).toBe(true);
  });
});
