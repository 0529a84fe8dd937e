import type { CDPSession, Page } from 'playwright-core';

/** The interactive elements checked: links, buttons, tabs, menu toggles. */
const INTERACTIVE =
  'a[href], button, summary, [role="button"], [role="tab"], [role="link"], input[type="submit"], input[type="button"]';

/** A pseudo-class state forced on every interactive element at once. */
export type ForcedState = 'rest' | 'hover' | 'focus' | 'focus-visible' | 'active';

export interface ContrastFailure {
  state: ForcedState;
  element: string;
  what: string;
  ratio: number;
  needed: number;
}

export interface ContrastReport {
  checked: number;
  failures: ContrastFailure[];
  /** Text drawn over a picture, whose colours behind the text cannot be known from styles. */
  overImages: string[];
  /** Each control's shape contrast against its backdrop, by its `data-contrast-id`. */
  fills: Record<string, number>;
}

/**
 * Measures, in the page, the WCAG contrast of every visible interactive element as it now
 * looks: its text against the first opaque background behind it (ancestors walked up,
 * translucent layers blended), 4.5:1 or 3:1 for large text; an element without text (an icon
 * drawn in `currentColor`, such as a chevron) 3:1; a control filled with its own colour keeps
 * in every state the contrast of its fill or border against what is behind it that it had at
 * rest, up to 3:1 (WCAG 1.4.11), so a state cannot melt it into its band; and a focus outline
 * 3:1. Text over a picture (an image, a video, a canvas or a background image under it within
 * the element that gives the background, or anything inside a slider module) is listed apart,
 * not judged. Not modelled: an ancestor's `opacity`, and `:hover` on an element's ancestors
 * (only the element itself is forced).
 */
function measureInPage(args: {
  selector: string;
  state: string;
  restFills: Record<string, number>;
}) {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const rgb = value.match(/^rgba?\(([^)]+)\)$/);
    if (rgb) {
      const parts = rgb[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    }
    const srgb = value.match(/^color\(srgb ([^)]+)\)$/);
    if (srgb) {
      const parts = srgb[1]!
        .split(/[\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]! * 255, parts[1]! * 255, parts[2]! * 255, parts[3] ?? 1];
    }
    return null;
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [
      top[0] * a + under[0] * (1 - a),
      top[1] * a + under[1] * (1 - a),
      top[2] * a + under[2] * (1 - a),
      1,
    ];
  };
  const luminance = (c: Rgba) => {
    const [r, g, b] = [c[0], c[1], c[2]].map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  };
  const pictures = [
    ...document.querySelectorAll('img, video, canvas, iframe, picture, svg image'),
    ...[...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => getComputedStyle(el).backgroundImage !== 'none',
    ),
  ].filter((el) => el.getClientRects().length > 0);
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  /** What is painted behind `start`: its first opaque background, or null over a picture. */
  const backdrop = (start: Element | null, rect: DOMRect): Rgba | null => {
    // A slider module paints its slides as pictures, canvases and layers its styles cannot tell.
    if (start?.closest('.sr7-module')) return null;
    const layers: Rgba[] = [];
    let el: Element | null = start;
    let base: Rgba = [255, 255, 255, 1];
    while (el) {
      const style = getComputedStyle(el);
      const colour = parse(style.backgroundColor);
      if (style.backgroundImage !== 'none' && el !== start) return null;
      if (colour && colour[3] > 0) {
        layers.push(colour);
        if (colour[3] >= 1) {
          const provider = el;
          // A picture inside the element that gives the background, under the text: unknowable.
          const under = pictures.some(
            (p) =>
              provider.contains(p) &&
              !p.contains(start) &&
              !start?.contains(p) &&
              overlaps(p.getBoundingClientRect(), rect),
          );
          if (under) return null;
          base = colour;
          layers.pop();
          break;
        }
      }
      el = el.parentElement;
    }
    return layers.reverse().reduce((under, top) => over(top, under), base);
  };
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width * rect.height < 4) return false;
    const style = getComputedStyle(el);
    return style.visibility === 'visible' && Number(style.opacity) > 0;
  };
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = el.getAttribute('aria-label') ?? text;
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${name}"`;
  };

  const failures: Array<{
    state: string;
    element: string;
    what: string;
    ratio: number;
    needed: number;
  }> = [];
  const fills: Record<string, number> = {};
  const overImages: string[] = [];
  let checked = 0;
  const elements = [...document.querySelectorAll(args.selector)].filter(
    (el) => visible(el) && !el.matches(':disabled, [aria-disabled="true"]'),
  );
  for (const [index, el] of elements.entries()) {
    checked += 1;
    // Named once per page (forced states keep the document), so states can be compared.
    if (!el.hasAttribute('data-contrast-id')) {
      const named = document.querySelectorAll('[data-contrast-id]').length;
      el.setAttribute('data-contrast-id', `${named}-${index}`);
    }
    const id = el.getAttribute('data-contrast-id')!;
    const rect = el.getBoundingClientRect();
    const fail = (what: string, value: number, needed: number) => {
      if (value < needed - 0.005)
        failures.push({
          state: args.state,
          element: describe(el),
          what,
          ratio: Math.round(value * 100) / 100,
          needed,
        });
    };
    // Text: each element of the control that holds words of its own.
    const holders = [el, ...el.querySelectorAll('*')].filter(
      (node) =>
        visible(node) &&
        [...node.childNodes].some((c) => c.nodeType === 3 && (c.textContent ?? '').trim()),
    );
    for (const holder of holders) {
      const hrect = holder.getBoundingClientRect();
      const behind = backdrop(holder, hrect);
      if (!behind) {
        overImages.push(describe(el));
        continue;
      }
      const style = getComputedStyle(holder);
      const fg = parse(style.color);
      if (!fg) continue;
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      fail(
        `text ${style.color} on ${behind.join(',')}`,
        ratio(over(fg, behind), behind),
        large ? 3 : 4.5,
      );
    }
    const style = getComputedStyle(el);
    const around = backdrop(el.parentElement, rect);
    if (!around) {
      if (holders.length === 0) overImages.push(describe(el));
      continue;
    }
    if (holders.length === 0) {
      const fg = parse(style.color);
      const own = parse(style.backgroundColor);
      const behind = own && own[3] > 0 ? over(own, around) : around;
      if (fg) fail(`icon ${style.color}`, ratio(over(fg, behind), behind), 3);
    }
    // How far the control's own shape (fill, or border) stands out from what is behind it.
    const fill = parse(style.backgroundColor);
    const border = parse(style.borderTopColor);
    const bordered = Number.parseFloat(style.borderTopWidth) > 0 && border && border[3] > 0;
    const shape = Math.max(
      fill && fill[3] > 0 ? ratio(over(fill, around), around) : 1,
      border && bordered ? ratio(over(border, around), around) : 1,
    );
    // The control under the test's pointer is hovered, not at rest: no baseline from it.
    if (args.state !== 'rest' || !el.matches(':hover')) fills[id] = shape;
    const restFill = args.restFills[id];
    if (restFill !== undefined && restFill > 1.05) {
      // A state may not melt a filled control into its band: its shape keeps 3:1, or what it
      // had at rest if that was less.
      fail(`shape ${style.backgroundColor} on ${around.join(',')}`, shape, Math.min(3, restFill));
    }
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      const outline = parse(style.outlineColor);
      if (outline) fail(`outline ${style.outlineColor}`, ratio(over(outline, around), around), 3);
    }
  }
  return { checked, failures, overImages, fills };
}

/**
 * Forces `state` on every interactive element through the DevTools protocol
 * (CSS.forcePseudoState), lets transitions end, and measures. Returns the state's report.
 */
export async function measureContrast(
  page: Page,
  cdp: CDPSession,
  state: ForcedState,
  restFills: Record<string, number> = {},
): Promise<ContrastReport> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: INTERACTIVE,
  });
  const force = (classes: string[]) =>
    Promise.all(
      nodeIds.map((nodeId) =>
        cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: classes }),
      ),
    );
  if (state !== 'rest')
    await force(state === 'focus-visible' ? ['focus', 'focus-visible'] : [state]);
  try {
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
    });
    const report = await page.evaluate(measureInPage, { selector: INTERACTIVE, state, restFills });
    return report as ContrastReport;
  } finally {
    if (state !== 'rest') await force([]);
  }
}

/** Starts the protocol domains that forcing states needs. */
export async function contrastSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}
