export type { ArticleBlock } from './content/articleBlocks.js';
