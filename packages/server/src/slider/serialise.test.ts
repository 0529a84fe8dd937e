import { parseModuleStrict, validateModule } from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import { readFixture, v7FixtureNames } from '../../../slider/src/core/test-support/fixtures.js';
import { moduleDocument, slideEntry } from './serialise.js';

const slide = (id: string, order: number) => ({
  id,
  slide: { id, order, title: `Slide ${id}` },
  layers: { [`${id}-l`]: { id: `${id}-l`, type: 'text', content: { text: id } } },
});

describe('moduleDocument', () => {
  it.each(v7FixtureNames())(
    'writes %s back in a shape the parser reads to the same module',
    (name) => {
      const module = parseModuleStrict(readFixture(name));
      const document = moduleDocument(module, 42);
      const again = validateModule(JSON.parse(JSON.stringify(document)));
      expect(again.ok ? [] : again.issues).toEqual([]);
      if (!again.ok) return;
      // Reading the served document again changes nothing but the database id it now carries.
      expect(again.module.slides).toEqual(module.slides);
      expect(again.module.statics).toEqual(module.statics);
      expect({ ...again.module.settings, dbid: module.settings.dbid }).toEqual(module.settings);
      expect(moduleDocument(again.module, 42)).toEqual(document);
    },
  );

  it('keys slides by id, regular slides in order, then the static ones', () => {
    const module = parseModuleStrict({
      settings: { alias: 'm' },
      slides: {
        b: slide('b', 2),
        g: { ...slide('g', 0), slide: { id: 'g', order: 0, global: true } },
        a: slide('a', 1),
      },
    });
    const document = moduleDocument(module, 7);
    expect(document.id).toBe(7);
    expect(Object.keys(document.slides)).toEqual(['a', 'b', 'g']);
    expect(document.slides.a).toEqual(slideEntry(module.slides[0]!));
    expect(document.slides.a?.layers.map((l) => l.id)).toEqual(['a-l']);
  });

  it('renumbers tied orders so numeric keys cannot reorder the slides', () => {
    // Saved as a list, tied slides keep the list's sequence; keyed by id in the document, keys
    // that look like integers come back sorted by number, whatever their written order.
    const module = parseModuleStrict({
      settings: { alias: 'm' },
      slides: [slide('20', 1), slide('3', 1), slide('10', 1)],
    });
    const saved = module.slides.map((s) => s.id);
    expect(saved).toEqual(['20', '3', '10']);
    const document = JSON.parse(JSON.stringify(moduleDocument(module, 1)));
    expect(Object.keys(document.slides)).toEqual(['3', '10', '20']);
    const reread = parseModuleStrict(document).slides.map((s) => s.id);
    expect(reread).toEqual(saved);
  });

  it('keeps distinct orders as they are', () => {
    const module = parseModuleStrict({
      settings: { alias: 'm' },
      slides: { x: slide('x', 5), y: slide('y', 9) },
    });
    const document = moduleDocument(module, 1);
    expect([document.slides.x?.slide.order, document.slides.y?.slide.order]).toEqual([5, 9]);
  });
});
