import { describe, expect, it } from 'vitest';
import { readSubmittedFields } from './commentFields.js';
import { cleanLine, cleanText, normaliseUrl, validateComment } from './validation.js';

const valid = {
  comment: 'Bonjour',
  author: 'Ana',
  email: 'ana@example.org',
  comment_post_ID: '3',
  comment_parent: '0',
};

describe('readSubmittedFields', () => {
  it('reads strings, takes the first of repeated fields, collects ak_ timing fields', () => {
    const fields = readSubmittedFields({
      ...valid,
      author: ['First', 'Second'],
      ak_js: '1795000000000',
      ak_hp_textarea: '',
      ak_bkpc: '4',
      other: 'ignored',
    });
    expect(fields.author).toBe('First');
    expect(fields.stamp).toBe('1795000000000');
    expect(fields.timing).toEqual({ ak_bkpc: '4' });
  });

  it('reads anything else as empty', () => {
    expect(readSubmittedFields(null).comment).toBe('');
    expect(readSubmittedFields({ comment: { nested: true } }).comment).toBe('');
  });
});

describe('validateComment', () => {
  it('cleans a good submission', () => {
    const result = validateComment(
      readSubmittedFields({
        ...valid,
        comment: '  Ligne 1\r\nLigne 2\u0000  ',
        author: ' Ana\nMaria ',
        email: ' Ana@Example.ORG ',
        url: 'example.org/blog',
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        comment: 'Ligne 1\nLigne 2',
        author: 'Ana Maria',
        email: 'ana@example.org',
        url: 'https://example.org/blog',
        postId: 3,
        parentId: 0,
      },
    });
  });

  it('reports every problem at once, the most basic first', () => {
    const result = validateComment(
      readSubmittedFields({ comment_post_ID: '0', comment_parent: '-1', email: '' }),
    );
    expect(result).toEqual({
      ok: false,
      postId: null,
      parentId: null,
      errors: {
        comment: { code: 'required' },
        author: { code: 'required' },
        email: { code: 'required' },
        comment_post_ID: { code: 'invalid' },
        comment_parent: { code: 'invalid' },
      },
    });
  });

  it('counts CRLF as one character, as the textarea’s maxlength does', () => {
    const text = `${'a'.repeat(65523)}\r\nb`;
    expect(validateComment(readSubmittedFields({ ...valid, comment: text })).ok).toBe(true);
  });
});

describe('normaliseUrl', () => {
  it.each([
    ['', ''],
    ['https://example.org', 'https://example.org/'],
    ['http://example.org/a?b=1', 'http://example.org/a?b=1'],
    ['example.org', 'https://example.org/'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['mailto:a@example.org', null],
    ['https://localhost', null],
    ['https://exa mple.org', null],
    ['//example.org', 'https://example.org/'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseUrl(input)).toBe(expected);
  });
});

describe('cleaning', () => {
  it('keeps tabs and line breaks in the text, not in one-line fields', () => {
    expect(cleanText('a\tb\r\nc\u0007')).toBe('a\tb\nc');
    expect(cleanLine('a\tb\r\nc')).toBe('a b c');
  });

  it('drops bidirectional overrides and isolates from names and text (issue 26, item 10)', () => {
    // Behind a right-to-left override, "nimda" shows as "admin".
    expect(cleanLine('\u202Enimda\u202C')).toBe('nimda');
    expect(cleanLine('Ann\u2066e\u2069')).toBe('Anne');
    expect(cleanText('ok \u202Dthen\u202A\u202B\u2067\u2068')).toBe('ok then');
    // Right-to-left text itself is kept.
    expect(cleanText('مرحبا')).toBe('مرحبا');
  });
});
