import { expect, it } from 'vitest';
import { featuresOf } from './Features.js';
import { parseModuleStrict } from './model/ParseModule.js';
import { readFixture } from './test-support/fixtures.js';

it('lists the lazily loaded parts each fixture needs', () => {
  const carousel = parseModuleStrict(readFixture('sr7_jschack_amenities_carousel_infinity.json'));
  expect([...featuresOf(carousel)]).toEqual(['carousel']);
  const fashion = parseModuleStrict(readFixture('sr7_njairbnb_fashion1_standard_SR7_1_1.json'));
  expect([...featuresOf(fashion)]).toEqual(['modifiers']);
  const hermes = parseModuleStrict(
    readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'),
  );
  expect([...featuresOf(hermes)]).toEqual([]);
});

it('finds media layers and modal actions', () => {
  const module = parseModuleStrict({
    settings: { useAsModal: false },
    slides: {
      a: {
        id: 'a',
        slide: { actions: [{ a: 'open_modal', target: 'newsletter' }] },
        layers: { v: { type: 'video', media: { type: 'youtube' } } },
      },
    },
  });
  expect([...featuresOf(module)].sort()).toEqual(['media', 'modal']);
});
