import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../test-support/FakeClock.js';
import { readFixtureText } from '../test-support/fixtures.js';
import { DataClient } from './DataClient.js';
import type { FetchLike } from './Http.js';

type Call = { url: string; init: Parameters<FetchLike>[1] };

function setup(reply: (call: Call) => { status: number; body?: string; statusText?: string }) {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    const r = reply({ url, init });
    return Promise.resolve({
      status: r.status,
      statusText: r.statusText ?? '',
      ok: r.status >= 200 && r.status < 300,
      text: () => Promise.resolve(r.body ?? ''),
    });
  };
  const clock = new FakeClock();
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const client = DataClient({ fetch, clock, logger, nonce: 'n0nce' });
  return { client, calls, clock, logger };
}

const module = readFixtureText('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json');

describe('DataClient REST', () => {
  it('GETs {base}/sliders/{alias} with the query and parses the module', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: module }));
    const result = await client.getModule('cleaner2_el', { lang: 'fr', slideId: '2', raw: true });
    expect(calls[0]?.url).toBe('/api/slider/sliders/cleaner2_el?srengine=7&alias=true&srlang=fr&slideid=2&raw=true');
    expect(result.ok && result.module.settings.alias).toBe('cleaner2_el');
  });

  it('looks numeric ids up as ids', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: module }));
    await client.getModule('12', { engine: 6 });
    expect(calls[0]?.url).toBe('/api/slider/sliders/12?srengine=6');
  });

  it('logs "{alias} Could not be Loaded from DB" on a 404 and resolves not loaded', async () => {
    const { client, logger } = setup(() => ({ status: 404, statusText: 'Not Found' }));
    expect(await client.getModule('missing')).toEqual({ ok: false, reason: 'Not Found' });
    expect(logger.error).toHaveBeenCalledWith('missing Could not be Loaded from DB');
  });

  it('repairs a response wrapped in notices', async () => {
    const { client } = setup(() => ({ status: 200, body: `<b>Notice</b> x\n${module}0` }));
    const result = await client.getModule('cleaner2_el');
    expect(result.ok && result.repairs).toEqual(['leading', 'trailing']);
  });

  it('loads a module from a .json URL by GET', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: module }));
    const result = await client.getJsonModule('/modules/home.json');
    expect(calls[0]?.url).toBe('/modules/home.json');
    expect(calls[0]?.init?.method).toBeUndefined();
    expect(result.ok).toBe(true);
  });

  it('reports what the valid-part reading left out', async () => {
    const broken = JSON.stringify({
      settings: { alias: 'b' },
      slides: { a: { id: 'a', layers: { x: { type: 'hologram' } } } },
    });
    const { client, logger } = setup(() => ({ status: 200, body: broken }));
    const result = await client.getModule('b');
    expect(result.ok && result.dropped.map((d) => d.removed)).toEqual(['slides.a.layers.x']);
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('DataClient modal settings', () => {
  it('GETs {base}/sliders/modal/{alias} by alias, or by id', async () => {
    const body = JSON.stringify({ success: true, id: 7, alias: 'promo', sp: 1000 });
    const { client, calls } = setup(() => ({ status: 200, body }));
    expect(await client.getModalSettings('promo')).toMatchObject({ id: 7, sp: 1000 });
    await client.getModalSettings('7');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/slider/sliders/modal/promo?srengine=7&alias=true',
      '/api/slider/sliders/modal/7?srengine=7',
    ]);
  });

  it('rejects with the status text on a 404 (not a modal, unknown), and on success=false', async () => {
    const missing = setup(() => ({ status: 404, statusText: 'Not Found' }));
    await expect(missing.client.getModalSettings('demo-standard')).rejects.toThrow('Not Found');
    const refused = setup(() => ({ status: 200, body: '{"success":false}' }));
    await expect(refused.client.getModalSettings('promo')).rejects.toThrow('success=false');
  });
});

describe('DataClient ajax', () => {
  it('POSTs the form fields of get_full_slider_object', async () => {
    const { client, calls } = setup(() => ({
      status: 200,
      body: JSON.stringify({ success: true, ...JSON.parse(module), v6v7ids: { n: { 5: 9 } } }),
    }));
    const result = await client.getFullSliderObject({ id: '3' });
    const init = calls[0]?.init;
    expect(calls[0]?.url).toBe('/ajax');
    expect(init?.method).toBe('POST');
    expect(init?.headers?.['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(init?.body);
    expect(Object.fromEntries(form)).toEqual({
      action: 'rs_ajax_action',
      client_action: 'get_full_slider_object',
      data: '{"id":"3","version":7}',
      version: '7',
      nonce: 'n0nce',
    });
    expect(result.ok && result.v6v7ids).toEqual({ n: { 5: 9 } });
  });

  it('treats success=false as not loaded, with the console message', async () => {
    const { client, logger } = setup(() => ({ status: 200, body: '{"success":false}' }));
    expect(await client.getFullSliderObject({ id: '3', alias: 'home' })).toMatchObject({ ok: false });
    expect(logger.error).toHaveBeenCalledWith('home Could not be Loaded from DB');
  });

  it('loads one slide lazily by slideid', async () => {
    const data = JSON.parse(module);
    const { client, calls } = setup(() => ({
      status: 200,
      body: JSON.stringify({ success: true, slides: { 4: data.slides['4'] } }),
    }));
    const slide = await client.getSlide({ id: '3', slideId: '4' });
    expect(JSON.parse(new URLSearchParams(calls[0]?.init?.body).get('data') ?? '')).toEqual({
      id: '3',
      version: 7,
      slideid: '4',
    });
    expect(slide?.layers.length).toBe(16);
  });

  it('asks get_slideid / get_moduleid for new ids', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: '{"success":true,"id":42}' }));
    expect(await client.getNewId('slide', '3')).toBe(42);
    expect(await client.getNewId('module', '3')).toBe(42);
    const actions = calls.map((c) => new URLSearchParams(c.init?.body).get('client_action'));
    expect(actions).toEqual(['get_slideid', 'get_moduleid']);
    expect(new URLSearchParams(calls[0]?.init?.body).get('data')).toBe('{"module":"3"}');
  });

  it('retries a network failure 5 times 750 ms apart, then gives up quietly', async () => {
    const { client, calls, clock, logger } = setup(() => ({ status: 0, statusText: 'error' }));
    const pending = client.getFullSliderObject({ id: '3', alias: 'home' });
    await clock.advanceAsync(750 * 5);
    expect(calls).toHaveLength(6);
    expect(await pending).toEqual({ ok: false, reason: 'error' });
    expect(logger.error).toHaveBeenCalledWith('home Could not be Loaded from DB');
  });

  it('rejects a raw ajax call with the status text', async () => {
    const { client } = setup(() => ({ status: 500, statusText: 'Internal Server Error' }));
    await expect(client.ajax('get_stream_data', { id: 1 })).rejects.toThrow('Internal Server Error');
  });
});
