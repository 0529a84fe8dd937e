import { describe, expect, it } from 'vitest';
import { parseArticleBody } from './articleBody.js';

describe('parseArticleBody', () => {
  it('keeps valid blocks and drops invalid ones, reporting each', () => {
    const reports: string[] = [];
    const blocks = parseArticleBody(
      JSON.stringify([
        { type: 'paragraph', text: 'Un' },
        { type: 'heading', level: 7, text: 'bad level' },
        { type: 'script', text: 'alert(1)' },
        { type: 'list', ordered: false, items: ['a', 'b'] },
      ]),
      (message) => reports.push(message),
    );
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Un' },
      { type: 'list', ordered: false, items: ['a', 'b'] },
    ]);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toContain('block 1');
  });

  it('returns nothing for a body that is not a JSON array', () => {
    expect(parseArticleBody('{oops')).toEqual([]);
    expect(parseArticleBody('{"type":"paragraph"}')).toEqual([]);
  });
});
