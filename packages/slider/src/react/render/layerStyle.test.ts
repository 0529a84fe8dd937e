import { describe, expect, it } from 'vitest';
import { LayerSchema } from '../../core/model/LayerSchema.js';
import type { GridScale } from '../layout/units.js';
import { type LayerParent, layerStyles } from './layerStyle.js';

const scale: GridScale = {
  widths: [1240, 1240, 1024, 778, 480],
  heights: [600, 600, 500, 400, 300],
  byHeight: false,
  inset: 'calc((100cqw - 1240px) / 2)',
};
const fluid = { tx: true, tr: true, sp: true };
const styles = (raw: Record<string, unknown>, parent: LayerParent = 'grid', level = 1 as const) =>
  layerStyles(LayerSchema.parse({ id: 'l', type: 'shape', fluid, ...raw }), {
    level,
    scale,
    parent,
  });

describe('layer styles, by the original runtime’s rules', () => {
  it('a share of the grid sizes the placed box, which the content fills', () => {
    const { outer, inner } = styles({ size: { w: '760px', h: '100%' } });
    expect(outer.height).toBe('100%');
    expect(inner.height).toBe('100%');
    expect(outer.width).toMatch(/^min\(760px, calc\(158.3333cqw/);
    expect(inner.width).toBe('100%');
  });

  it('rests where its entrance ends: the last frame’s rotation, scale and opacity', () => {
    // hahayes-hero13's coins: tilted and at 40 % of their size once in.
    const frame = (o: number) => ({
      t: 0,
      d: 0,
      y: [0, 0, 0, 0, 0],
      sX: '0.4',
      sY: '0.4',
      o,
      rZ: '20deg',
    });
    const { outer } = styles({ tl: { in: { content: { all: [frame(0), frame(1)] } } } });
    expect(outer.transform).toBe('rotate(20deg) scale(0.4, 0.4)');
    expect(outer.opacity).toBeUndefined();
    const dim = styles({
      tl: {
        in: {
          content: {
            all: [
              { t: 0, o: 0 },
              { t: 0, d: 300, o: 0.5 },
            ],
          },
        },
      },
    });
    expect(dim.outer.opacity).toBe(0.5);
    // Values the last frames leave out stay at rest, not at the starting frame's.
    const plain = styles({
      tl: {
        in: {
          content: {
            all: [
              { t: 0, o: 0, rZ: 90 },
              { t: 0, d: 300 },
            ],
          },
        },
      },
    });
    expect(plain.outer.transform).toBeUndefined();
    expect(plain.outer.opacity).toBeUndefined();
  });

  it('writes a length that is px at some levels and a percentage at others as one CSS value', () => {
    const { outer } = styles({ size: { w: ['860px', '860px', '720px', '100%', '100%'] } });
    expect(outer.width).toMatch(/^calc\(min\(/);
    expect(outer.width).toContain('100 * clamp(0%');
    expect(
      layerStyles(
        LayerSchema.parse({
          id: 'l',
          type: 'shape',
          fluid,
          size: { w: ['860px', '860px', '720px', '100%', '100%'] },
        }),
        { level: 4, scale, parent: 'grid' },
      ).outer.width,
    ).toBe(outer.width);
  });

  it('scales px with the module only where the layer is fluid', () => {
    const fixed = styles({ fluid: { tx: false, tr: false, sp: false }, size: { w: '300px' } });
    expect(fixed.outer.width).toBe('300px');
    const text = styles({ type: 'text', fluid: { tx: true }, font: { size: '20px' } });
    expect(text.inner.fontSize).toMatch(/^min\(20px, /);
  });

  it('gives a placed non-text layer of automatic width its parent’s width, and text its own', () => {
    expect(styles({ size: { w: 'auto' } }).outer.width).toBe('100%');
    const text = styles({ type: 'text', size: { w: 'auto' } });
    expect(text.outer.width).toBeUndefined();
    expect(text.inner.whiteSpace).toBe('nowrap');
  });

  it('lets text that flows in a column wrap, in the column’s alignment', () => {
    const { outer, inner } = styles(
      {
        type: 'text',
        display: 'inline-block',
        pos: { pos: 'relative' },
        m: { l: [4, 4, 4, 4, 4] },
      },
      'column',
    );
    expect(outer.position).toBe('relative');
    expect(outer.display).toBe('inline-block');
    expect(outer.margin).toMatch(/^0px 0px 0px min\(4px/);
    expect(inner.whiteSpace).toBe('normal');
    expect(inner.verticalAlign).toBe('inherit');
  });

  it('makes a row a table aligned with the grid, and its columns cells until the row stacks', () => {
    const row = styles(
      { type: 'container', subtype: 'row', break: 3, pos: { pos: 'relative' } },
      'zone',
    );
    expect(row.inner.display).toBe('table');
    expect(row.inner.marginInline).toBe(scale.inset);
    const column = styles(
      { type: 'container', subtype: 'column', size: { col: '1/3' }, vA: 'middle' },
      'row',
    );
    expect(column.outer).toMatchObject({
      display: 'table-cell',
      width: '33.3333%',
      verticalAlign: 'middle',
    });
    const stackedRow = layerStyles(
      LayerSchema.parse({ id: 'r', type: 'container', subtype: 'row', break: 3 }),
      { level: 3, scale, parent: 'zone' },
    );
    expect(stackedRow.inner.display).toBe('block');
  });

  it('places a zone on the slide at its vertical alignment, across the whole slide', () => {
    const { outer, layout } = styles(
      { type: 'container', subtype: 'zone', pos: { v: 'bottom' } },
      'slide',
    );
    expect(layout.onSlide).toBe(true);
    expect(outer).toMatchObject({ position: 'absolute', bottom: '0px', width: '100%' });
  });
});
