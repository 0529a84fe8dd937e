import { type InlineToken, parseInline } from '../content/inlineText.js';

function renderTokens(tokens: InlineToken[]) {
  return tokens.map((token, index) => {
    // Tokens never reorder, so their position is a stable key.
    const key = index;
    switch (token.kind) {
      case 'text':
        return token.text;
      case 'strong':
        return <strong key={key}>{renderTokens(token.children)}</strong>;
      case 'em':
        return <em key={key}>{renderTokens(token.children)}</em>;
      case 'link':
        return (
          <a key={key} href={token.href}>
            {renderTokens(token.children)}
          </a>
        );
      default:
        return null;
    }
  });
}

/** Article text with its inline markup (`**strong**`, `*em*`, `[label](href)`) as elements. */
export function InlineText({ text }: { text: string }) {
  return <>{renderTokens(parseInline(text))}</>;
}
