import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate, paramText } from './NavTemplate.js';

const slide = {
  title: 'Derby <em>day</em>',
  description: 'Lions & Eagles',
  params: [
    { v: '<p>Kick-off 21:00</p>', l: 8 },
    { v: 'x'.repeat(600), l: 500 },
    ...Array.from({ length: 8 }, (_, i) => ({ v: `p${i + 3}`, l: 500 })),
  ],
};

describe('fillTemplate', () => {
  it('fills title, description and params as escaped plain text', () => {
    expect(
      fillTemplate('<span>{{title}}</span><i>{{description}}</i><b>{{param1}}</b>', slide),
    ).toBe('<span>Derby day</span><i>Lions &amp; Eagles</i><b>Kick-off</b>');
  });

  it('knows both spellings and N from 1 to 10 only', () => {
    expect(fillTemplate('{{params3}}|{{param10}}|{{param11}}|{{param0}}', slide)).toBe('p3|p10||');
  });

  it('leaves other placeholders and the template around them alone', () => {
    expect(fillTemplate('##bullet-size## {{ title }} {{unknown}}', slide)).toBe(
      '##bullet-size## Derby day {{unknown}}',
    );
  });

  it('never lets a title inject markup', () => {
    const evil = { ...slide, title: '&lt;img src=x onerror=alert(1)&gt;' };
    expect(fillTemplate('{{title}}', evil)).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('paramText', () => {
  it('cuts to l, and to 500 when l is missing', () => {
    expect(paramText({ v: 'abcdef', l: 3 })).toBe('abc');
    expect(paramText({ v: 'y'.repeat(700) })).toHaveLength(500);
    expect(paramText(undefined)).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(paramText({ v: '⚽⚽⚽', l: 2 })).toBe('⚽⚽');
  });
});

it('escapeHtml escapes the five characters', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
});
