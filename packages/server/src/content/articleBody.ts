import type { ArticleBlock } from '@tribune/site';
import { z } from 'zod';

const text = z.string().min(1);

/** The stored article body, checked on the way out so one bad row cannot break a page. */
export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(text).min(1) }),
  z.object({ type: z.literal('quote'), text, cite: z.string().optional() }),
  z.object({
    type: z.literal('image'),
    imageKey: text,
    alt: z.string(),
    caption: z.string().optional(),
  }),
  z.object({
    type: z.literal('video'),
    provider: z.literal('youtube'),
    videoId: z.string().regex(/^[\w-]{6,20}$/),
    title: text,
    imageKey: text.optional(),
  }),
  z.object({ type: z.literal('film'), title: text, caption: text }),
]) satisfies z.ZodType<ArticleBlock>;

export const articleBodySchema = z.array(articleBlockSchema);

/**
 * Parses a stored body. Invalid blocks are dropped (and reported) rather than failing the whole
 * article: a reader gets the rest of the text.
 */
export function parseArticleBody(
  json: string,
  report: (message: string) => void = () => {},
): ArticleBlock[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    report('article body is not valid JSON');
    return [];
  }
  if (!Array.isArray(raw)) {
    report('article body is not an array of blocks');
    return [];
  }
  const blocks: ArticleBlock[] = [];
  raw.forEach((candidate, index) => {
    const parsed = articleBlockSchema.safeParse(candidate);
    if (parsed.success) blocks.push(parsed.data);
    else report(`article body block ${index} dropped: ${parsed.error.issues[0]?.message}`);
  });
  return blocks;
}
