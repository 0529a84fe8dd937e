import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkSvg, renderArtwork } from './artwork.js';
import { ARTWORK_SCENES } from './artworkScenes.js';
import { ASPECT_RATIOS, sourceSize } from './aspect.js';
import { xmlProblems } from './test-support/xml.js';

describe('artworkSvg', () => {
  it('is deterministic: the same scene and variant give the same document', () => {
    for (const scene of ARTWORK_SCENES) {
      expect(artworkSvg(scene, 4)).toBe(artworkSvg(scene, 4));
    }
  });

  it('varies with the variant and the aspect', () => {
    expect(artworkSvg('stadium-night', 1)).not.toBe(artworkSvg('stadium-night', 2));
    expect(artworkSvg('trophy', 1, { aspect: '16:9' })).not.toBe(
      artworkSvg('trophy', 1, { aspect: '2:3' }),
    );
  });

  it('writes well-formed SVG with finite numbers and the requested pixel size', () => {
    for (const scene of ARTWORK_SCENES) {
      const svg = artworkSvg(scene, 7, { aspect: '3:2', width: 300 });
      expect(xmlProblems(svg), scene).toEqual([]);
      expect(svg, scene).not.toMatch(/NaN|Infinity|undefined/);
      expect(svg).toContain('width="300" height="200"');
    }
  });
});

describe('renderArtwork', () => {
  // Small renders keep this fast; composition code is the same at every size.
  for (const aspect of ASPECT_RATIOS) {
    it(`renders every scene at ${aspect}, with real content`, async () => {
      const expected = sourceSize(aspect, 120);
      for (const scene of ARTWORK_SCENES) {
        const image = await renderArtwork(scene, 3, { aspect, maxWidth: 120 });
        expect({ scene, width: image.width, height: image.height }).toEqual({ scene, ...expected });
        expect(image.data.length).toBe(expected.width * expected.height * 3);
        // Not blank: an illustration has contrast somewhere.
        const stats = await sharp(image.data, {
          raw: { width: image.width, height: image.height, channels: 3 },
        }).stats();
        const spread = Math.max(...stats.channels.map((c) => c.stdev));
        expect(spread, `${scene} at ${aspect} looks blank`).toBeGreaterThan(8);
      }
    });
  }

  it('renders the same pixels twice', async () => {
    const a = await renderArtwork('crowd', 2, { maxWidth: 160 });
    const b = await renderArtwork('crowd', 2, { maxWidth: 160 });
    expect(a.data.equals(b.data)).toBe(true);
  });
});
