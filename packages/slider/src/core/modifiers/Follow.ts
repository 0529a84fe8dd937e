/**
 * Values that ease towards a target that keeps moving: each new target starts a fresh tween
 * from where the values are now to it, over `duration` ms with `ease` (how the older engine
 * followed the mouse: a new tween on every move, overwriting the running one). Time comes from
 * the caller (animation-frame timestamps), so tests step it by hand.
 */
export interface Follow {
  /** A new target: the tween restarts from the current values. */
  to(target: readonly number[], now: number): void;
  /** Jumps to the target without easing. */
  jump(target: readonly number[]): void;
  value(now: number): number[];
  /** Whether the values have reached the target. */
  settled(now: number): boolean;
}

export type EaseFunction = (p: number) => number;

export function Follow(size: number, duration: number, ease: EaseFunction): Follow {
  let from: number[] = new Array(size).fill(0);
  let target: number[] = from.slice();
  let start = 0;

  function progress(now: number): number {
    return duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - start) / duration));
  }

  function value(now: number): number[] {
    const e = ease(progress(now));
    return target.map((t, i) => (from[i] as number) + (t - (from[i] as number)) * e);
  }

  return {
    to(next, now) {
      if (next.every((v, i) => v === target[i])) return;
      from = value(now);
      target = next.slice();
      start = now;
    },
    jump(next) {
      from = next.slice();
      target = next.slice();
    },
    value,
    settled: (now) => progress(now) >= 1 || target.every((t, i) => t === from[i]),
  };
}

/**
 * The editor's ease names as functions of progress: the power family ("power3.out",
 * "Power2.easeInOut", quad … quint), "sine", "expo", "circ", and "none" / "linear". Anything
 * else is "power3.out".
 */
export function easeFunction(name: string | undefined): EaseFunction {
  const lower = (name ?? '').trim().toLowerCase();
  if (lower === 'none' || lower.startsWith('linear')) return (p) => p;
  const [rawFamily = '', rawKind = 'out'] = lower.split('.');
  const family = ALIASES[rawFamily] ?? rawFamily;
  const kind = rawKind.replace('ease', '');
  const easeIn = IN[family];
  if (!easeIn) return powerIn(4, 'out');
  return shaped(easeIn, kind === 'in' ? 'in' : kind === 'inout' ? 'inout' : 'out');
}

const ALIASES: Record<string, string> = {
  quad: 'power1',
  cubic: 'power2',
  quart: 'power3',
  quint: 'power4',
  strong: 'power4',
};

const IN: Record<string, EaseFunction> = {
  power0: (p) => p,
  power1: (p) => p ** 2,
  power2: (p) => p ** 3,
  power3: (p) => p ** 4,
  power4: (p) => p ** 5,
  sine: (p) => 1 - Math.cos((p * Math.PI) / 2),
  expo: (p) => (p === 0 ? 0 : 2 ** (10 * (p - 1))),
  circ: (p) => 1 - Math.sqrt(1 - p * p),
};

function powerIn(exponent: number, kind: 'in' | 'out' | 'inout'): EaseFunction {
  return shaped((p) => p ** exponent, kind);
}

function shaped(easeIn: EaseFunction, kind: 'in' | 'out' | 'inout'): EaseFunction {
  if (kind === 'in') return easeIn;
  if (kind === 'out') return (p) => 1 - easeIn(1 - p);
  return (p) => (p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2);
}
