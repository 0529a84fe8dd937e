import { describe, expect, it } from 'vitest';
import { parseInline, plainText } from './inlineText.js';

describe('parseInline', () => {
  it('reads strong, emphasis and links', () => {
    expect(parseInline('Un **but** *superbe* de [Lenoir](/fr/article/x).')).toEqual([
      { kind: 'text', text: 'Un ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'but' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'superbe' }] },
      { kind: 'text', text: ' de ' },
      { kind: 'link', href: '/fr/article/x', children: [{ kind: 'text', text: 'Lenoir' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('nests emphasis inside strong', () => {
    expect(parseInline('**a *b* c**')).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'a ' },
          { kind: 'em', children: [{ kind: 'text', text: 'b' }] },
          { kind: 'text', text: ' c' },
        ],
      },
    ]);
  });

  it('keeps unclosed markers as text', () => {
    expect(parseInline('3 * 4 = 12 and **open')).toEqual([
      { kind: 'text', text: '3 * 4 = 12 and **open' },
    ]);
  });

  it('refuses links that could run script', () => {
    const tokens = parseInline('[clic](javascript:alert(1))');
    expect(tokens.every((t) => t.kind === 'text')).toBe(true);
    expect(parseInline('[x](//evil.example)').every((t) => t.kind === 'text')).toBe(true);
    // Browsers read both as //evil.example.
    expect(parseInline('[x](/\\evil.example)').every((t) => t.kind === 'text')).toBe(true);
    expect(parseInline('[x](/\t/evil.example)').every((t) => t.kind === 'text')).toBe(true);
  });

  it('gives the plain words', () => {
    expect(plainText('Un **but** de [Lenoir](/fr/a).')).toBe('Un but de Lenoir.');
  });
});
