/**
 * What every reader runs in its page: watch the home score of the widget and report each new
 * value with the time it appeared. Shared by the jsdom readers (called with their window) and
 * the Chromium reader (serialized into the page), so it must stay self-contained.
 */
export function watchHomeScore(
  win: Window & { MutationObserver: typeof MutationObserver },
  report: (score: number) => void,
): void {
  let last = Number.NaN;
  let digit: Element | null = null;
  const check = () => {
    // The measuring must not weigh on what it measures: a selector query over the whole page
    // costs jsdom about a millisecond, so the digit is looked up again only once it has left.
    if (!digit?.isConnected) digit = win.document.querySelector('[data-score="home"]');
    const text = digit?.textContent ?? '';
    // The score shows its number, then the up/down mark.
    const score = Number.parseInt(text, 10);
    if (Number.isInteger(score) && score !== last) {
      last = score;
      report(score);
    }
  };
  new win.MutationObserver(check).observe(win.document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}
