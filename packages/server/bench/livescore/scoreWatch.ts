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
  const check = () => {
    const text = win.document.querySelector('[data-score="home"]')?.textContent ?? '';
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
