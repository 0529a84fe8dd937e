import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LayerSchema } from '../../core/model/LayerSchema.js';
import { LayerTree } from './LayerView.js';

/**
 * Engine 7's `linebreak` layer (a forced line break between the layers of a column) needs no
 * code of its own: the renderer draws it as it draws a shape, a box of the layer's size in the
 * column's flow, which ends the line it is on. This checks that it stays so.
 */
const widths = [1240, 1240, 1024, 778, 480] as const;
const column = (type: string) =>
  [
    { id: 'col', type: 'container', subtype: 'column' },
    { id: 'a', pid: 'col', order: 1, type: 'text', content: { text: 'Un' } },
    {
      id: 'br',
      pid: 'col',
      order: 2,
      type,
      size: { w: ['100%', '100%', '#a', '#a', '#a'], h: ['20px', '20px', '10px', '#a', '#a'] },
      bg: { color: { orig: 'transparent', type: 'solid', string: 'transparent' } },
    },
    { id: 'b', pid: 'col', order: 3, type: 'text', content: { text: 'Deux' } },
  ].map((raw) => LayerSchema.parse(raw));

const html = (type: string) =>
  renderToStaticMarkup(<LayerTree layers={column(type)} level={2} widths={widths} active />);

const box = (markup: string) =>
  /<div class="sr7-layer"[^>]*data-sr-layer="br">.*?<\/div><\/div>/.exec(markup)?.[0];

describe('a line break in a column', () => {
  it('is a box of its saved size in the column’s flow, between its neighbours', () => {
    const markup = html('linebreak');
    const drawn = box(markup);
    expect(drawn).toContain('position:relative');
    expect(drawn).toContain('aria-hidden="true"');
    expect(drawn).toMatch(/class="sr7-layer-inner" style="[^"]*width:[^;"]+;height:[^;"]+/);
    expect(markup.indexOf('Un')).toBeLessThan(markup.indexOf('data-sr-layer="br"'));
    expect(markup.indexOf('data-sr-layer="br"')).toBeLessThan(markup.indexOf('Deux'));
    // Exactly what a shape of that size is.
    expect(drawn).toBe(box(html('shape')));
  });
});
