import type { Page } from 'playwright-core';
import type { SlideMeasure, WidthMeasure } from './reference.js';

/**
 * Measures a Tribune module on a page the way the fixtures README measures the original
 * runtime: wait until what is measured has not changed for `quietMs` with no layer animation
 * left to run (at most `maxSettleMs`), then read every layer of the current slide and of the
 * static slides (box, visibility, own text and its type, media), then the next slide likewise.
 *
 * The functions handed to `page.evaluate` run in the page: they are self-contained (no imports,
 * no outer variables). The page's init script defines `__name` (see environment.ts).
 */

export interface ProbeTiming {
  quietMs: number;
  maxSettleMs: number;
  intervalMs: number;
}

export const README_TIMING: ProbeTiming = { quietMs: 500, maxSettleMs: 8000, intervalMs: 50 };

interface InPageResult extends SlideMeasure {
  found: boolean;
}

/** The in-page reader: one snapshot of the module, or the settle loop around it. */
function inPage({
  mode,
  timing,
}: {
  mode: 'settle' | 'read';
  timing: { quietMs: number; maxSettleMs: number; intervalMs: number };
}) {
  type Layer = {
    id: string;
    slide: string;
    layer: string;
    static: boolean;
    bg: boolean;
    visible: boolean;
    why?: string;
    opacity?: number;
    box: { x: number; y: number; w: number; h: number };
    text: string;
    fontSize?: number;
    lineHeight?: string;
    fontWeight?: string;
    color?: string;
    textTransform?: string;
    fontFamily?: string;
    media: string | null;
    moving?: boolean;
  };
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const host = document.querySelector('sr7-module, [data-tribune-slider]') as HTMLElement | null;

  const moduleOf = () => host?.querySelector<HTMLElement>('.sr7-module') ?? null;

  const moduleBox = () => {
    if (!host) return { x: 0, y: 0, w: 0, h: 0 };
    const r = host.getBoundingClientRect();
    const box: { x: number; y: number; w: number; h: number; fixedContent?: boolean } = {
      x: r1(r.left + scrollX),
      y: r1(r.top + scrollY),
      w: r1(r.width),
      h: r1(r.height),
    };
    const inner = moduleOf();
    if (box.h === 0 && inner) {
      // A fixed module takes no room in the page: its content's box is what shows.
      const c = inner.getBoundingClientRect();
      return {
        x: r1(c.left + scrollX),
        y: r1(c.top + scrollY),
        w: r1(c.width),
        h: r1(c.height),
        fixedContent: true,
      };
    }
    return box;
  };

  const currentSlide = (): string | null => {
    const module = moduleOf();
    if (!module) return null;
    if (module.dataset.slide) return module.dataset.slide;
    const only = module.querySelector<HTMLElement>('.sr7-slide[data-slide-id]');
    return only?.dataset.slideId ?? null;
  };

  const ownText = (el: Element) => {
    let text = '';
    let holder: Element | null = null;
    const walk = (node: Node) => {
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) {
          const t = child.textContent ?? '';
          if (t.trim() !== '' && !holder) holder = child.parentElement;
          text += t;
        } else if (child.nodeType === Node.ELEMENT_NODE) {
          const e = child as Element;
          if (e.hasAttribute('data-sr-layer') || e.tagName === 'STYLE' || e.tagName === 'SCRIPT')
            continue;
          if (e.tagName === 'BR') {
            text += ' ';
            continue;
          }
          const display = getComputedStyle(e).display;
          const block = !display.startsWith('inline') && display !== 'contents';
          if (block) text += ' ';
          walk(e);
          if (block) text += ' ';
        }
      }
    };
    walk(el);
    return {
      text: text.replace(/\s+/g, ' ').trim().slice(0, 80),
      holder: holder as Element | null,
    };
  };

  const mediaOf = (el: Element): string | null => {
    const own = (selector: string) =>
      Array.from(el.querySelectorAll(selector)).find((e) => e.closest('[data-sr-layer]') === el) ??
      (el.matches(selector) ? el : null);
    const frame = own('iframe') as HTMLIFrameElement | null;
    if (frame) {
      const src = frame.src || frame.dataset.src || '';
      if (/youtube(-nocookie)?\.com|youtu\.be/.test(src)) return 'youtube';
      if (/vimeo\.com/.test(src)) return 'vimeo';
      return 'iframe';
    }
    if (own('video')) return 'video';
    if (own('audio')) return 'audio';
    if (own('img')) return 'image';
    if (own('svg')) return 'svg';
    if (own('canvas')) return 'canvas';
    const pictured = [
      el,
      ...Array.from(el.querySelectorAll('*')).filter((e) => e.closest('[data-sr-layer]') === el),
    ];
    if (pictured.some((e) => getComputedStyle(e).backgroundImage.includes('url(')))
      return 'bg-image';
    return null;
  };

  const read = () => {
    const module = moduleOf();
    const box = moduleBox();
    const current = currentSlide();
    const layers: Layer[] = [];
    if (!host || !module) return { found: false, currentSlide: current, module: box, layers };
    const hostRect = host.getBoundingClientRect();
    const originX = box.fixedContent ? box.x - scrollX : hostRect.left;
    const originY = box.fixedContent ? box.y - scrollY : hostRect.top;
    const seen = new Set<string>();
    for (const el of Array.from(module.querySelectorAll<HTMLElement>('[data-sr-layer]'))) {
      const slideEl = el.closest<HTMLElement>('[data-slide-id]');
      if (!slideEl) continue;
      const isStatic = slideEl.hasAttribute('data-static-slide');
      const slide = slideEl.dataset.slideId ?? '';
      if (!isStatic && slide !== current) continue;
      const layerId = el.dataset.srLayer ?? '';
      const id = `${slide}:${layerId}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      let opacity = 1;
      for (let e: Element | null = el; e; e = e.parentElement)
        opacity *= Number(getComputedStyle(e).opacity);
      const within =
        r.right > originX &&
        r.left < originX + box.w &&
        r.bottom > originY &&
        r.top < originY + box.h;
      let why: string | undefined;
      if (style.display === 'none') why = 'display none';
      else if (style.visibility === 'hidden') why = 'visibility hidden';
      else if (r.width === 0 || r.height === 0) why = 'no size';
      else if (opacity <= 0.05) why = 'opacity 0';
      else if (!within) why = 'outside module';
      const { text, holder } = ownText(el);
      const layer: Layer = {
        id,
        slide,
        layer: layerId,
        static: isStatic,
        bg: false,
        visible: why === undefined,
        box: { x: r1(r.left - originX), y: r1(r.top - originY), w: r1(r.width), h: r1(r.height) },
        text,
        media: mediaOf(el),
      };
      if (why) layer.why = why;
      else layer.opacity = Math.round(opacity * 100) / 100;
      if (holder) {
        const t = getComputedStyle(holder);
        layer.fontSize = Number.parseFloat(t.fontSize);
        layer.lineHeight = t.lineHeight;
        layer.fontWeight = t.fontWeight;
        layer.color = t.color;
        layer.textTransform = t.textTransform;
        layer.fontFamily = (t.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
      }
      layers.push(layer);
    }
    return { found: true, currentSlide: current, module: box, layers };
  };

  /** Finite layer animations still to run, and whether the module is there at all. */
  const pending = () => {
    const module = moduleOf();
    if (!module) return 1;
    // The engine's own state: a slide still preparing (pictures) or changing, or a first slide
    // whose layers wait for their entrance, is still to run.
    const phase = module.dataset.phase;
    let count = (phase && phase !== 'idle') || module.hasAttribute('data-concealed') ? 1 : 0;
    for (const a of module.getAnimations({ subtree: true })) {
      const target = (a.effect as KeyframeEffect | null)?.target as Element | null | undefined;
      if (!target?.closest('[data-sr-layer]')) continue;
      const end = a.effect?.getComputedTiming().endTime;
      if (typeof end !== 'number' || !Number.isFinite(end)) continue;
      if (a.playState === 'running' || a.pending) count++;
    }
    return count;
  };

  const signatureOf = (m: ReturnType<typeof read>) =>
    JSON.stringify([
      m.module,
      m.currentSlide,
      m.layers.map((l) => [l.id, l.box, l.opacity ?? 0, l.visible]),
    ]);

  if (mode === 'read') return Promise.resolve({ ...read(), settle: { settled: true, ms: 0 } });

  return new Promise((resolve) => {
    // The 8 s start once the module is on the page: the original's data was in its page, an
    // embed loads its own first (a loaded machine may take seconds); 30 s at most in all.
    const begun = performance.now();
    let start = begun;
    let mounted = false;
    let last = '';
    let stableSince = start;
    const tick = () => {
      const now = performance.now();
      const m = read();
      if (!mounted && m.found) {
        mounted = true;
        start = now;
        stableSince = now;
      }
      const sig = signatureOf(m);
      const left = pending();
      if (sig !== last || left > 0) {
        last = sig;
        stableSince = now;
      }
      const ms = Math.round((now - start) / 250) * 250;
      if (left === 0 && m.found && now - stableSince >= timing.quietMs) {
        resolve({ ...m, settle: { settled: true, ms } });
        return;
      }
      if (now - start >= timing.maxSettleMs && (mounted || now - begun >= 30_000)) {
        // Something keeps moving (a looping layer): read twice, mark what changed between.
        setTimeout(() => {
          const again = read();
          const before = new Map(
            m.layers.map((l) => [l.id, JSON.stringify([l.box, l.opacity, l.visible])]),
          );
          for (const l of again.layers) {
            if (before.get(l.id) !== JSON.stringify([l.box, l.opacity, l.visible])) l.moving = true;
          }
          resolve({ ...again, settle: { settled: false, ms: timing.maxSettleMs, pending: left } });
        }, 300);
        return;
      }
      setTimeout(tick, timing.intervalMs);
    };
    tick();
  });
}

/** Asks the module for its next slide the way a reader would; the method used, or null. */
function requestNext(): string | null {
  const host = document.querySelector('sr7-module, [data-tribune-slider]');
  const module = host?.querySelector<HTMLElement>('.sr7-module');
  if (!module) return null;
  const arrow = module.querySelector<HTMLElement>('.sr7-rightarrow');
  if (arrow) {
    arrow.click();
    return 'next arrow';
  }
  for (const selector of ['.sr7-bullet-hit', '.sr7-bullet', '.sr7-tab', '.sr7-thumb']) {
    const second = module.querySelectorAll<HTMLElement>(selector)[1];
    if (second) {
      second.click();
      return `second ${selector}`;
    }
  }
  module.focus();
  module.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  return 'ArrowRight';
}

export async function measureFirst(
  page: Page,
  timing: ProbeTiming = README_TIMING,
): Promise<InPageResult> {
  return (await page.evaluate(inPage, { mode: 'settle' as const, timing })) as InPageResult;
}

/**
 * The whole measurement of one width: the first slide once settled, then (for modules with
 * more than one slide, `withNext`) the next one.
 */
export async function measureWidth(
  page: Page,
  { withNext, timing = README_TIMING }: { withNext: boolean; timing?: ProbeTiming },
): Promise<WidthMeasure> {
  const first = await measureFirst(page, timing);
  const result: WidthMeasure = { ...first };
  if (!withNext || !first.found) return result;
  const method = await page.evaluate(requestNext);
  if (method === null) return result;
  const next = (await page.evaluate(inPage, { mode: 'settle' as const, timing })) as InPageResult;
  result.next = {
    navigated: next.currentSlide !== first.currentSlide,
    method,
    settle: next.settle,
    currentSlide: next.currentSlide,
    module: next.module,
    layers: next.layers,
  };
  return result;
}
