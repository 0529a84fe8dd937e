/**
 * Running keyframes with the Web Animations API. Where it is missing (old browsers, jsdom) an
 * animation simply does not happen and the caller goes on as if it had finished.
 */
export function play(
  element: Element | null | undefined,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions,
): Animation | null {
  if (!element || keyframes.length === 0 || typeof element.animate !== 'function') return null;
  try {
    return element.animate(keyframes, options);
  } catch {
    return null;
  }
}

/** Resolves when every animation has finished or was cancelled. */
export function settled(animations: readonly (Animation | null)[]): Promise<void> {
  return Promise.all(animations.map((a) => (a ? a.finished.then(noop, noop) : undefined))).then(
    noop,
  );
}

export function cancelAll(animations: readonly (Animation | null)[]): void {
  for (const a of animations) a?.cancel();
}

/** Jumps animations to their end state (an interrupted entrance ends at rest). */
export function finishAll(animations: readonly (Animation | null)[]): void {
  for (const a of animations) {
    try {
      a?.finish();
    } catch {
      // An infinite or cancelled animation cannot finish: it is dropped instead.
      a?.cancel();
    }
  }
}

function noop(): void {}
