import { describe, expect, it } from 'vitest';
import { element, escapeXml } from './xml.js';

describe('escapeXml', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });

  it('drops characters XML 1.0 cannot carry, keeps the rest of Unicode', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFF')).toBe('abcdef');
    expect(escapeXml('tab\there\nline\r')).toBe('tab\there\nline\r');
    expect(escapeXml('lone \uD800 high, lone \uDC00 low, pair 😀')).toBe(
      'lone  high, lone  low, pair 😀',
    );
    expect(escapeXml('é – “ñ”')).toBe('é – “ñ”');
  });

  it('wraps escaped text in an element', () => {
    expect(element('title', 'R&D <b>')).toBe('<title>R&amp;D &lt;b&gt;</title>');
  });
});
