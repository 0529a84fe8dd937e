import { describe, expect, it } from 'vitest';
import { commentParagraphs } from './commentText.js';

describe('commentParagraphs', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(commentParagraphs('Un\ndeux\r\n\r\ntrois\n \n\n\nquatre')).toEqual([
      ['Un', 'deux'],
      ['trois'],
      ['quatre'],
    ]);
  });

  it('keeps markup as text', () => {
    expect(commentParagraphs('<p>a</p>\n\n<script>x</script>')).toEqual([
      ['<p>a</p>'],
      ['<script>x</script>'],
    ]);
  });

  it('drops empty paragraphs', () => {
    expect(commentParagraphs('\n\n  \n')).toEqual([]);
  });
});
