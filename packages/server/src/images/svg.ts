/**
 * Minimal SVG writing helpers. Scenes are built as strings (no DOM on the server); numbers are
 * rounded so documents stay small and identical across runs and platforms.
 */

export type Attrs = Record<string, string | number | undefined>;

/** One decimal is well below a pixel at any render size we use, and keeps the SVG compact. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? fmt(value) : escapeXml(value)}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrText(attrs)}/>`
    : `<${tag}${attrText(attrs)}>${children}</${tag}>`;
}

export type Point = readonly [number, number];

/** `M x y L x y ... Z` for a closed polygon. */
export function polygonPath(points: readonly Point[], close = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');
  return close ? `${body}Z` : body;
}

/** A colour stop: offset in [0, 1], colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsText(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
    )
    .join('');
}

/**
 * A document under construction: gradients and clip paths go to `<defs>` with unique ids, drawing
 * goes to the body in painter's order. Coordinates are in "canvas units" (the long edge is 2400);
 * the pixel size is only chosen when the document is serialised.
 */
export class SvgCanvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly memo = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  /** Short side: scenes size objects from it so a composition reads the same at every aspect. */
  get s(): number {
    return Math.min(this.w, this.h);
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(...fragments: string[]): void {
    this.body.push(...fragments);
  }

  /** Linear gradient, by default top to bottom across the filled shape's bounding box. */
  linear(
    stops: readonly Stop[],
    direction: { x1?: number; y1?: number; x2?: number; y2?: number; userSpace?: boolean } = {},
  ): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false } = direction;
    return this.define(
      'g',
      'linearGradient',
      {
        x1,
        y1,
        x2,
        y2,
        gradientUnits: userSpace ? 'userSpaceOnUse' : undefined,
      },
      stopsText(stops),
    );
  }

  /** Radial gradient, centred in the shape's bounding box unless placed in user space. */
  radial(
    stops: readonly Stop[],
    geometry: {
      cx?: number;
      cy?: number;
      r?: number;
      fx?: number;
      fy?: number;
      userSpace?: boolean;
    } = {},
  ): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, userSpace = false } = geometry;
    return this.define(
      'r',
      'radialGradient',
      {
        cx,
        cy,
        r,
        fx,
        fy,
        gradientUnits: userSpace ? 'userSpaceOnUse' : undefined,
      },
      stopsText(stops),
    );
  }

  /**
   * A soft round glow in one colour. Shared per colour: scenes draw hundreds of lights, and a
   * gradient per light would bloat the document for nothing.
   */
  glow(color: string, strength = 1): string {
    return this.radial([
      [0, color, Math.min(1, 0.9 * strength)],
      [0.25, color, 0.45 * strength],
      [0.6, color, 0.12 * strength],
      [1, color, 0],
    ]);
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** Defines a `<pattern>` tile in user space; returns the paint reference. */
  pattern(width: number, height: number, content: string, transform?: string): string {
    const id = this.id('p');
    this.defs.push(
      el(
        'pattern',
        {
          id,
          width,
          height,
          patternUnits: 'userSpaceOnUse',
          patternTransform: transform,
        },
        content,
      ),
    );
    return `url(#${id})`;
  }

  private define(prefix: string, tag: string, attrs: Attrs, children: string): string {
    const signature = `${tag}${JSON.stringify(attrs)}${children}`;
    const known = this.memo.get(signature);
    if (known) return known;
    const id = this.id(prefix);
    this.defs.push(el(tag, { id, ...attrs }, children));
    const ref = `url(#${id})`;
    this.memo.set(signature, ref);
    return ref;
  }

  /** Serialises at the requested pixel size; the viewBox keeps the composition's own units. */
  toSvg(pixelWidth: number, pixelHeight: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(pixelWidth)}" height="${Math.round(pixelHeight)}" ` +
      `viewBox="0 0 ${fmt(this.w)} ${fmt(this.h)}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
