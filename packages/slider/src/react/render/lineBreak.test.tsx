import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LayerSchema } from '../../core/model/LayerSchema.js';
import type { GridScale } from '../layout/units.js';
import { LayerTree } from './LayerView.js';

/**
 * Engine 7's `linebreak` layer: a forced line break between the layers of a column. The
 * original draws it as a block of its saved size (a spacer as tall as the editor made it) that
 * clears both sides, so the layers after it start a new line.
 */
const scale: GridScale = {
  widths: [1240, 1240, 1024, 778, 480],
  heights: [600, 600, 500, 400, 300],
  byHeight: false,
  inset: '0px',
};
const layers = [
  { id: 'col', type: 'container', subtype: 'column', pid: 'row' },
  { id: 'a', pid: 'col', order: 1, type: 'text', content: { text: 'Un' }, display: 'inline-block' },
  {
    id: 'br',
    pid: 'col',
    order: 2,
    type: 'linebreak',
    size: { w: ['100%', '100%', '#a', '#a', '#a'], h: ['20px', '20px', '10px', '#a', '#a'] },
  },
  {
    id: 'b',
    pid: 'col',
    order: 3,
    type: 'text',
    content: { text: 'Deux' },
    display: 'inline-block',
  },
].map((raw) => LayerSchema.parse(raw));

const html = () =>
  renderToStaticMarkup(<LayerTree layers={layers} level={2} scale={scale} place="grid" active />);

describe('a line break in a column', () => {
  it('is a block of its saved size that clears the line, between its neighbours', () => {
    const markup = html();
    const drawn = /<div class="sr7-layer"[^>]*data-sr-layer="br"[^>]*>/.exec(markup)?.[0] ?? '';
    expect(drawn).toContain('position:relative');
    expect(drawn).toContain('display:block');
    expect(drawn).toContain('clear:both');
    expect(drawn).toContain('width:100%');
    expect(drawn).toMatch(/height:calc\(10px \+ 10 \* clamp/);
    expect(markup.indexOf('Un')).toBeLessThan(markup.indexOf('data-sr-layer="br"'));
    expect(markup.indexOf('data-sr-layer="br"')).toBeLessThan(markup.indexOf('Deux'));
  });
});
