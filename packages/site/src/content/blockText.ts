import type { ArticleBlock } from './articleBlocks.js';
import { plainText } from './inlineText.js';

/** The words of an article body without markup (for reading time, search, summaries). */
export function blocksToPlainText(blocks: ArticleBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
          return plainText(block.text);
        case 'list':
          return block.items.map(plainText).join('\n');
        case 'quote':
          return plainText(block.text);
        case 'image':
          return block.caption ?? '';
        case 'video':
          return block.title;
        case 'film':
          return block.caption;
        default:
          return '';
      }
    })
    .join('\n');
}
