/**
 * A strict-enough XML well-formedness check for generated SVG (no XML parser is a dependency):
 * balanced, properly nested tags, quoted attributes, only known entity references.
 */
export function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const body = text.replace(/^<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    const between = body.slice(last, match.index);
    if (/[<>]/.test(between))
      problems.push(`stray markup near ${JSON.stringify(between.slice(0, 40))}`);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(between))
      problems.push('unescaped &');
    last = (match.index ?? 0) + match[0].length;
    if (match[0].startsWith('<!--')) continue;
    const [, closing, name, attrs, selfClosing] = match;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(attrs ?? ''))
      problems.push(`unescaped & in <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  if (/[<>]/.test(body.slice(last))) problems.push('unparsed markup at the end');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}
