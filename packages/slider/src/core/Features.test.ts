import { expect, it } from 'vitest';
import { featuresOf } from './Features.js';
import { migrateV6Module } from './migration/MigrateModule.js';
import { parseModuleStrict } from './model/ValidateModule.js';
import { readFixture } from './test-support/fixtures.js';

it('lists the lazily loaded parts each fixture needs', () => {
  const carousel = parseModuleStrict(readFixture('sr7_jschack_amenities_carousel_infinity.json'));
  expect([...featuresOf(carousel)]).toEqual(['carousel']);
  const fashion = parseModuleStrict(readFixture('sr7_njairbnb_fashion1_standard_SR7_1_1.json'));
  expect([...featuresOf(fashion)]).toEqual(['modifiers']);
  const hermes = parseModuleStrict(
    readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'),
  );
  // A toggleClass action on mouse enter: the actions part.
  expect([...featuresOf(hermes)]).toEqual(['actions']);
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

it('asks for the actions part for actions the renderer does not run, delays and hover events', () => {
  const needs = (action: Record<string, unknown>) =>
    featuresOf(
      parseModuleStrict({
        settings: {},
        slides: { a: { id: 'a', slide: { actions: [{ src: ['1'], ...action }] }, layers: {} } },
      }),
    ).has('actions');
  // Run by the renderer (links, moves) or by their own part (media, modal): not needed.
  for (const a of [
    'link',
    'next',
    'prev',
    'jumpto',
    'open_modal',
    'startVideo',
    'toggleMuteVideo',
  ]) {
    expect(needs({ a, evt: 'click' })).toBe(false);
  }
  expect(needs({ a: 'next', d: '' })).toBe(false);
  expect(needs({ a: 'next', d: 0 })).toBe(false);
  // Everything else, a delay, or another event than a click.
  for (const a of [
    'startIn',
    'toggleLayer',
    'toggleClass',
    'pause',
    'toggleFullscreen',
    'scrollBelow',
    'somethingNew',
  ]) {
    expect(needs({ a })).toBe(true);
  }
  expect(needs({ a: 'next', d: 300 })).toBe(true);
  expect(needs({ a: 'next', d: '300' })).toBe(true);
  expect(needs({ a: 'startVideo', evt: 'mouseenter' })).toBe(true);
  expect(needs({ a: 'prev', evt: 'mouseleave' })).toBe(true);
});

it('asks for the actions part for the real engine-6 module whose buttons scroll below it', () => {
  const result = migrateV6Module(
    readFixture('sr6_fullobj_clydeisin_finxpert_SR7_2_1_wsrepaired.json'),
  );
  if (!result.ok) throw new Error(result.error);
  const module = parseModuleStrict(result.module);
  expect(module.slides.flatMap((s) => s.actions).filter((a) => a.a === 'scrollBelow')).toHaveLength(
    9,
  );
  expect(featuresOf(module).has('actions')).toBe(true);
});

it('asks for the HTML sanitiser for texts with markup and navigation templates only', () => {
  const needs = (text: string, settings: Record<string, unknown> = {}, type = 'text') =>
    featuresOf(
      parseModuleStrict({
        settings,
        slides: { a: { id: 'a', slide: {}, layers: { t: { type, content: { text } } } } },
      }),
    ).has('html');
  expect(needs('Le derby<br>en images &amp; plus')).toBe(false);
  expect(needs('About Us&nbsp;<i class="fa-arrow-circle-o-right"></i>')).toBe(true);
  expect(needs('<b>Save</b>', {}, 'button')).toBe(true);
  // An SVG layer's markup becomes a picture, not HTML.
  expect(needs('<svg viewBox="0 0 1 1"></svg>', {}, 'svg')).toBe(false);
  const bullets = {
    nav: { bullets: { set: true, html: '<span class="sr7-bullet-inner"></span>' } },
  };
  expect(needs('x', bullets)).toBe(true);
  expect(needs('x', { nav: { bullets: { set: false, html: '<span></span>' } } })).toBe(false);
  expect(needs('x', { ...bullets, type: 'hero' })).toBe(false);
});
