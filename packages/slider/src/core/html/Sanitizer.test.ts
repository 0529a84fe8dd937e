import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { unsafeIn, XSS_CORPUS } from '../../test-support/xssCorpus.js';
import { cleanStyle } from './HtmlPolicy.js';
import { hasMarkup } from './Markup.js';
import { createSanitizer } from './Sanitizer.js';

// The server's setting: DOMPurify over a jsdom window (the browser's is tested in Chromium,
// src/embed/sanitize.browser.test.ts).
const { window } = new JSDOM('');
const sanitize = createSanitizer(window);

/** The sanitised HTML parsed back into an element, as a page would hold it. */
function rendered(html: string): Element {
  const box = window.document.createElement('div');
  box.innerHTML = sanitize(html);
  return box;
}

describe('the HTML sanitiser (server side, jsdom)', () => {
  it.each(XSS_CORPUS)('leaves nothing that runs or loads: $name', ({ html }) => {
    const out = sanitize(html);
    expect(unsafeIn(rendered(html)), out).toEqual([]);
    expect(out).not.toMatch(/alert|javascript|<script|onerror|onload/i);
  });

  it('keeps the markup real engine-7 texts use', () => {
    expect(sanitize('About Us&nbsp;&nbsp;<i class="fa-arrow-circle-o-right"></i>')).toBe(
      'About Us&nbsp;&nbsp;<i class="fa-arrow-circle-o-right"></i>',
    );
    expect(sanitize('<b>Save the Date</b><br />November 16-17, 2024')).toBe(
      '<b>Save the Date</b><br>November 16-17, 2024',
    );
    expect(sanitize('<i class="material-icons">close</i>')).toBe(
      '<i class="material-icons">close</i>',
    );
    expect(sanitize('Happy </br>Participants')).toBe('Happy <br>Participants');
    expect(
      sanitize(
        'Don Felinos\n<div style="font-size: 0.3em;font-weight:300;line-height:1.5em;margin-top:1em;opacity:0.75">In ancient times</div>',
      ),
    ).toBe(
      'Don Felinos\n<div style="font-size: 0.3em; font-weight: 300; line-height: 1.5em; margin-top: 1em; opacity: 0.75">In ancient times</div>',
    );
    expect(sanitize('<strong>a</strong><em>b</em><u>c</u>x<sup>2</sup>H<sub>2</sub>O')).toBe(
      '<strong>a</strong><em>b</em><u>c</u>x<sup>2</sup>H<sub>2</sub>O',
    );
    expect(sanitize('<span class="sr7-bullet-inner"></span>')).toBe(
      '<span class="sr7-bullet-inner"></span>',
    );
  });

  it('keeps an arrow template’s SVG drawing, without what could load or run', () => {
    const arrow =
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 4 8 12l7 8" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
    expect(sanitize(arrow)).toBe(
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 4 8 12l7 8" fill="none" stroke="currentColor" stroke-width="2"></path></svg>',
    );
  });

  it('drops the tags it does not allow but keeps their words', () => {
    expect(sanitize('<a href="https://example.com">Read</a> <h1>more</h1>')).toBe('Read more');
  });

  it('answers the same text from its cache', () => {
    expect(sanitize('<b>x</b>')).toBe(sanitize('<b>x</b>'));
  });
});

describe('cleanStyle', () => {
  it('keeps type, colour and spacing in a canonical form', () => {
    expect(cleanStyle('color:#fff;  font-family: "Open Sans", serif ; ')).toBe(
      'color: #fff; font-family: "Open Sans", serif',
    );
  });

  it('drops placement, loading values, escapes and unknown properties', () => {
    expect(cleanStyle('position:fixed;top:0;z-index:9;transform:scale(9)')).toBe('');
    expect(cleanStyle('background-color:red;background:url(x.png)')).toBe('background-color: red');
    expect(cleanStyle('color: expression(alert(1))')).toBe('');
    expect(cleanStyle('color:\\72 ed')).toBe('');
    expect(cleanStyle('font-family:"a;b";color:red')).toBe('font-family: "a;b"; color: red');
  });
});

describe('hasMarkup: what needs the sanitiser', () => {
  it('plain text, line breaks and the common entities stay on the cheap path', () => {
    for (const text of [
      '',
      undefined,
      'Le derby en images',
      'COMERCIAL CLEANING<br> GET A QUOTE',
      'Engage <br />Your Way',
      'Tom &amp; Jerry&nbsp;&lt;3',
      'Trường Mầm non - Tiểu học & THCS',
      'a < b',
    ]) {
      expect(hasMarkup(text), String(text)).toBe(false);
    }
  });

  it('tags and other entities need it', () => {
    for (const text of [
      'About Us&nbsp;<i class="fa-arrow-circle-o-right"></i>',
      '<b>Location</b>',
      'Happy </br>Participants',
      'caf&eacute;',
      'l&#8217;équipe',
      '<!-- x -->',
    ]) {
      expect(hasMarkup(text), text).toBe(true);
    }
  });
});
