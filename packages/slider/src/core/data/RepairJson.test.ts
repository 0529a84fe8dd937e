import { describe, expect, it } from 'vitest';
import { readFixtureText } from '../test-support/fixtures.js';
import { parseJsonText } from './RepairJson.js';

describe('parseJsonText', () => {
  it('parses clean JSON without repairs', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ ok: true, value: { a: 1 }, repairs: [] });
  });

  it('strips a byte-order mark', () => {
    expect(parseJsonText('\uFEFF{"a":1}\n')).toEqual({ ok: true, value: { a: 1 }, repairs: ['bom'] });
  });

  it('drops PHP notices and HTML printed before the JSON', () => {
    const text =
      '<br />\n<b>Notice</b>:  Undefined index: foo in <b>/var/www/x.php</b> on line <b>12</b><br />\n{"success":true,"id":"7"}';
    expect(parseJsonText(text)).toEqual({
      ok: true,
      value: { success: true, id: '7' },
      repairs: ['leading'],
    });
  });

  it("drops what follows the value: admin-ajax's 0, footers, brackets inside strings kept", () => {
    expect(parseJsonText('{"t":"a } b ] c"}0')).toEqual({
      ok: true,
      value: { t: 'a } b ] c' },
      repairs: ['trailing'],
    });
    expect(parseJsonText('[1,2]<!-- cache -->')).toMatchObject({ ok: true, value: [1, 2] });
  });

  it('escapes raw line breaks inside strings', () => {
    expect(parseJsonText('{"text":"line one\nline\ttwo"}')).toEqual({
      ok: true,
      value: { text: 'line one\nline\ttwo' },
      repairs: ['control-characters'],
    });
  });

  it('removes trailing commas', () => {
    expect(parseJsonText('{"a":[1,2,],"b":{"c":1,},}')).toEqual({
      ok: true,
      value: { a: [1, 2], b: { c: 1 } },
      repairs: ['trailing-commas'],
    });
  });

  it('combines repairs', () => {
    const text = `\uFEFFWarning: x\n{"slides":{"1":{"title":"Two\nlines",}}}0`;
    const result = parseJsonText(text);
    expect(result).toMatchObject({ ok: true, value: { slides: { 1: { title: 'Two\nlines' } } } });
    expect(result.ok && result.repairs).toEqual([
      'bom',
      'leading',
      'trailing',
      'control-characters',
      'trailing-commas',
    ]);
  });

  it('gives up on what it cannot repair', () => {
    expect(parseJsonText('<html>Server error</html>')).toMatchObject({ ok: false });
    expect(parseJsonText('{"a": tru')).toMatchObject({ ok: false });
    expect(parseJsonText('')).toMatchObject({ ok: false });
  });

  it('repairs a real module wrapped in a notice and a trailing 0', () => {
    const body = readFixtureText('sr7_njairbnb_fashion1_standard_SR7_1_1.json');
    const result = parseJsonText(`Deprecated: something<br>\n${body}0`);
    expect(result.ok && result.repairs).toEqual(['leading', 'trailing']);
  });
});
