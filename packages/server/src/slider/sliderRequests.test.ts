import { describe, expect, it } from 'vitest';
import {
  parseAjaxData,
  parseIdData,
  parseModuleData,
  parseModuleQuery,
  parseModuleRef,
  parseVersion,
} from './sliderRequests.js';

const problem = (result: { ok: boolean; error?: { body: { field?: string; message: string } } }) =>
  result.ok ? undefined : result.error?.body;

describe('parseModuleQuery', () => {
  it('reads the engine’s query with its defaults', () => {
    expect(parseModuleQuery({})).toEqual({
      ok: true,
      value: { engine: 7, lang: undefined, slideId: undefined, raw: false, byAlias: false },
    });
    expect(
      parseModuleQuery({ srengine: '6', alias: 'true', srlang: 'es_ES', slideid: 's-4', raw: '1' }),
    ).toEqual({
      ok: true,
      value: { engine: 6, lang: 'es', slideId: 's-4', raw: true, byAlias: true },
    });
  });

  it('serves the saved texts for a language the site does not have', () => {
    expect(parseModuleQuery({ srlang: 'de-AT' })).toMatchObject({ value: { lang: undefined } });
  });

  it('ignores parameters it does not know and blank flags', () => {
    expect(parseModuleQuery({ utm_source: 'x', alias: '', raw: '' })).toMatchObject({
      ok: true,
      value: { byAlias: false, raw: false },
    });
  });

  it.each([
    [{ srengine: '7.0' }, 'srengine'],
    [{ srengine: ['6', '7'] }, 'srengine'],
    [{ alias: 'yes please' }, 'alias'],
    [{ srlang: 'fr;drop' }, 'srlang'],
    [{ slideid: '-x' }, 'slideid'],
    [{ slideid: 'x'.repeat(65) }, 'slideid'],
  ])('refuses %j naming %s', (query, field) => {
    expect(problem(parseModuleQuery(query))).toMatchObject({ field });
  });

  it('shortens a long value in the message', () => {
    const message = problem(parseModuleQuery({ srengine: 'x'.repeat(100) }))?.message;
    expect(message).toBe(
      `The query parameter srengine must be 6 or 7, got "${'x'.repeat(37)}...".`,
    );
  });
});

describe('parseModuleRef', () => {
  it('reads digits as an id unless alias=true, anything else as an alias', () => {
    expect(parseModuleRef('42', false)).toEqual({ ok: true, value: { by: 'id', id: 42 } });
    expect(parseModuleRef('42', true)).toEqual({ ok: true, value: { by: 'alias', alias: '42' } });
    expect(parseModuleRef('home-hero', false)).toEqual({
      ok: true,
      value: { by: 'alias', alias: 'home-hero' },
    });
  });

  it('refuses what can name no module', () => {
    for (const value of ['', '-x', 'a b', 'a/b', 'x'.repeat(101)]) {
      expect(problem(parseModuleRef(value, false)), value).toMatchObject({ field: 'idOrAlias' });
    }
  });
});

describe('parseAjaxData', () => {
  it('reads a JSON object, and nothing as an empty one', () => {
    expect(parseAjaxData('{"id":3}')).toEqual({ ok: true, value: { id: 3 } });
    expect(parseAjaxData(undefined)).toEqual({ ok: true, value: {} });
    expect(parseAjaxData('')).toEqual({ ok: true, value: {} });
  });

  it('names the JSON problem, and refuses JSON that is not an object', () => {
    const broken = problem(parseAjaxData("{'id': 3}"));
    expect(broken?.message).toMatch(/^The field data is not valid JSON: .+\.$/);
    expect(problem(parseAjaxData('[3]'))).toMatchObject({ field: 'data' });
  });
});

describe('parseModuleData', () => {
  it('takes the id first, the alias when forced or when there is no id', () => {
    expect(parseModuleData({ id: 7, alias: 'a' })).toMatchObject({
      value: { ref: { by: 'id', id: 7 }, alias: 'a' },
    });
    expect(parseModuleData({ id: 7, alias: 'a', forcealias: 'true' })).toMatchObject({
      value: { ref: { by: 'alias', alias: 'a' } },
    });
    expect(parseModuleData({ alias: 'a' })).toMatchObject({
      value: { ref: { by: 'alias', alias: 'a' } },
    });
    expect(parseModuleData({ id: 'home-hero', slideid: 12, srlang: 'en' })).toMatchObject({
      value: { ref: { by: 'alias', alias: 'home-hero' }, slideId: '12', lang: 'en' },
    });
  });

  it('names the missing id', () => {
    expect(problem(parseModuleData({}))).toMatchObject({ field: 'data.id' });
    expect(problem(parseModuleData({ forcealias: true }))).toMatchObject({ field: 'data.id' });
  });
});

describe('parseIdData and parseVersion', () => {
  it('accepts a module id or alias, or none', () => {
    expect(parseIdData({})).toEqual({ ok: true, value: { module: undefined } });
    expect(parseIdData({ module: 5 })).toEqual({ ok: true, value: { module: '5' } });
    expect(problem(parseIdData({ module: { x: 1 } }))).toMatchObject({ field: 'data.module' });
  });

  it('accepts 6 and 7, as text or numbers', () => {
    expect(parseVersion(undefined, 'version')).toEqual({ ok: true, value: 7 });
    expect(parseVersion('6', 'version')).toEqual({ ok: true, value: 6 });
    expect(parseVersion(7, 'version')).toEqual({ ok: true, value: 7 });
    expect(problem(parseVersion('7.1', 'version'))).toMatchObject({ field: 'version' });
  });
});
