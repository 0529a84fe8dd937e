/**
 * The two value readers the renderer needs for fields the model keeps as saved (transition
 * settings, clip frames). They are not imported from the model's Normalise.ts on purpose: that
 * file belongs with the parser's chunk, and a page whose module arrived normalised must not
 * download it.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number from a number or a numeric string ("600", "600ms", "-20px", "50%"). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*(px|ms|deg|%)?\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
}
