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
