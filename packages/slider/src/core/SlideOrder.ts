/**
 * Which slides play, and in what order (spec 2.1, 4.1, 4.2). Two lists matter: the play order
 * (what the slideshow walks through) and navigation (the play order minus `hfn` slides: what
 * bullets, arrows, keys and "slideN" links count). Slides removed after `hal` loops leave both.
 * Positions are computed against the full base order, so a slide that was just removed can
 * still say where "next" is.
 */
export interface OrderSlide {
  id: string;
  order: number;
  slideshow: { hal: number; hfn: boolean };
}

export interface SlideOrder {
  /** Play order: slide ids, removed ones left out. */
  play(): readonly string[];
  /** Navigation order: the play order without slides hidden from navigation. */
  navigation(): readonly string[];
  has(id: string): boolean;
  /** The slide `steps` away from `fromId` in the play order or navigation order, wrapping. */
  step(fromId: string, steps: number, scope: OrderScope): string | null;
  /**
   * Counts one completed loop and removes the slides whose `hal` is reached; returns their ids.
   * The slide on screen may be among them: it stays shown until the next change.
   */
  completeLoop(currentId: string): string[];
  /** Loops completed so far. */
  loops(): number;
}

export type OrderScope = 'play' | 'navigation';

export interface SlideOrderOptions {
  /** Hero modules show one slide, the lowest order (spec 2.1). */
  hero?: boolean;
  /** Shuffle the play order once, with this random source (slideshow.shuffle). */
  shuffle?: (() => number) | null;
}

export function SlideOrder(
  slides: readonly OrderSlide[],
  options: SlideOrderOptions = {},
): SlideOrder {
  const sorted = [...slides].sort((a, b) => a.order - b.order);
  let base = options.hero ? sorted.slice(0, 1) : sorted;
  if (options.shuffle && !options.hero) base = shuffled(base, options.shuffle);
  const byId = new Map(base.map((s) => [s.id, s]));
  const removed = new Set<string>();
  let loopCount = 0;
  let play: string[] = [];
  let navigation: string[] = [];

  function rebuild(): void {
    play = base.filter((s) => !removed.has(s.id)).map((s) => s.id);
    navigation = base.filter((s) => !removed.has(s.id) && !s.slideshow.hfn).map((s) => s.id);
  }

  function step(fromId: string, steps: number, scope: OrderScope): string | null {
    const list = scope === 'play' ? play : navigation;
    if (list.length === 0) return null;
    const inList = list.indexOf(fromId);
    if (inList >= 0) return list[mod(inList + steps, list.length)] ?? null;
    // The current slide is not in this list (hidden from navigation, or just removed):
    // count from its place in the base order.
    const at = base.findIndex((s) => s.id === fromId);
    if (at < 0) return list[mod(steps > 0 ? steps - 1 : steps, list.length)] ?? null;
    const members = new Set(list);
    const dir = steps > 0 ? 1 : -1;
    let remaining = Math.abs(steps);
    let i = at;
    for (let guard = 0; guard < base.length * (remaining + 1); guard++) {
      i = mod(i + dir, base.length);
      const id = base[i]?.id;
      if (id !== undefined && members.has(id) && --remaining === 0) return id;
    }
    return null;
  }

  function completeLoop(currentId: string): string[] {
    loopCount++;
    const due = base
      .filter((s) => !removed.has(s.id) && s.slideshow.hal > 0 && s.slideshow.hal <= loopCount)
      .map((s) => s.id);
    // Never remove the last slide that can still be shown; keep the one on screen if it is due.
    if (due.length > 0 && due.length >= play.length) {
      const keep = due.includes(currentId) ? currentId : (due[0] as string);
      due.splice(due.indexOf(keep), 1);
    }
    for (const id of due) removed.add(id);
    if (due.length > 0) rebuild();
    return due;
  }

  rebuild();
  return {
    play: () => play,
    navigation: () => navigation,
    has: (id) => byId.has(id) && !removed.has(id),
    step,
    completeLoop,
    loops: () => loopCount,
  };
}

export function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
