import { describe, expect, it } from 'vitest';
import { LayerSchema } from '../../core/model/LayerSchema.js';
import { layerStyles } from './layerStyle.js';

const widths = [1240, 1240, 1024, 778, 480] as const;
const layer = (size: Record<string, unknown>) =>
  LayerSchema.parse({ id: 's', type: 'shape', size, bg: { color: '#111936' } });

describe('layer sizes', () => {
  it('a share of the grid sizes the placed box, which the content fills', () => {
    const { outer, inner } = layerStyles(
      layer({ w: '760px', h: ['100%', '100%', '100%', '100%', '100%'] }),
      widths,
      0,
      false,
    );
    expect(outer.height).toBe('100%');
    expect(inner.height).toBe('100%');
    expect(outer.width).toBeUndefined();
    expect(inner.width).toMatch(/cqw/);
  });

  it('a layer in a row or column keeps its share on its content', () => {
    const { outer, inner } = layerStyles(layer({ h: '50%' }), widths, 0, true);
    expect(outer.height).toBeUndefined();
    expect(inner.height).toBe('50%');
  });
});
