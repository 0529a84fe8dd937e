import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../Messages.js';
import { makeModule } from '../test-support/modules.js';
import {
  type ModalContent,
  ModalController,
  type ModalControllerOptions,
  type ModalView,
} from './ModalController.js';
import type { CookieJar } from './ModalCookie.js';
import { modalCookieHours, modalSettingsFrom } from './ModalSettings.js';

const HOUR = 3_600_000;

/** A cookie jar that forgets a cookie once its `expires` date has passed on the wall clock. */
function memoryJar(): CookieJar & { writes: string[] } {
  const cookies = new Map<string, number>();
  const writes: string[] = [];
  return {
    writes,
    read: () =>
      [...cookies]
        .filter(([, expires]) => expires > Date.now())
        .map(([name]) => `${name}=1`)
        .join('; '),
    write(cookie) {
      writes.push(cookie);
      const [pair = '', ...attributes] = cookie.split(';');
      const expires = attributes.find((a) => a.trim().startsWith('expires='));
      cookies.set(pair.split('=')[0] ?? '', Date.parse(expires?.split('=')[1] ?? ''));
    },
  };
}

function content(alias: string, settings: Record<string, unknown> = {}): ModalContent {
  const modal = { ...settings };
  const module = makeModule(2, { alias, useAsModal: true, modal });
  return {
    settings: modalSettingsFrom({ id: 9, alias, ...modal }, alias),
    module,
    cookieHours: modalCookieHours(module.settings.modal),
  };
}

function setup(overrides: Partial<ModalControllerOptions<string>> = {}) {
  const views: (ModalView<string> | null)[] = [];
  const restored: unknown[] = [];
  const closed: string[] = [];
  const logger: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const cookies = memoryJar();
  let focused: unknown = 'page-button';
  let reduced = false;
  const load = vi.fn(async (alias: string) => content(alias));
  const controller = ModalController<string>({
    logger,
    load,
    onPage: () => false,
    cookies,
    reducedMotion: () => reduced,
    render: (view) => views.push(view),
    focus: { active: () => focused, restore: (target) => restored.push(target) },
    onClosed: (view) => closed.push(view.alias),
    ...overrides,
  });
  const phase = () => controller.current()?.phase ?? 'closed';
  return {
    controller,
    views,
    restored,
    closed,
    logger,
    cookies,
    load,
    phase,
    focus: (target: unknown) => {
      focused = target;
    },
    reduceMotion: () => {
      reduced = true;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ModalController: timing (sp)', () => {
  it('fades in over the default 1000 ms, then is open', async () => {
    const t = setup();
    expect(await t.controller.open('promo', 'action', 'src')).toBe('opened');
    expect(t.phase()).toBe('opening');
    expect(t.controller.current()).toMatchObject({
      duration: 1000,
      trigger: 'action',
      source: 'src',
    });
    vi.advanceTimersByTime(999);
    expect(t.phase()).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(t.phase()).toBe('open');
    expect(t.views.map((v) => v?.phase)).toEqual(['opening', 'open']);
  });

  it('follows the modal’s own sp, in and out', async () => {
    const t = setup({ load: async (alias) => content(alias, { sp: 300 }) });
    await t.controller.open('promo', 'action', 'src');
    vi.advanceTimersByTime(300);
    expect(t.phase()).toBe('open');
    t.controller.close();
    expect(t.controller.current()).toMatchObject({ phase: 'closing', duration: 300 });
    vi.advanceTimersByTime(299);
    expect(t.phase()).toBe('closing');
    expect(t.restored).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.phase()).toBe('closed');
    expect(t.views.at(-1)).toBeNull();
  });

  it('with sp 0 or under reduced motion, opens and closes at once', async () => {
    const zero = setup({ load: async (alias) => content(alias, { sp: 0 }) });
    await zero.controller.open('promo', 'action', 'src');
    expect(zero.views.map((v) => v?.phase)).toEqual(['open']);

    const reduced = setup();
    reduced.reduceMotion();
    await reduced.controller.open('promo', 'action', 'src');
    expect(reduced.controller.current()).toMatchObject({ phase: 'open', duration: 0 });
    reduced.controller.close();
    expect(reduced.phase()).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closing while it fades in fades out from there, over sp', async () => {
    const t = setup();
    await t.controller.open('promo', 'action', 'src');
    vi.advanceTimersByTime(400);
    t.controller.close();
    expect(t.phase()).toBe('closing');
    // The fade-in's timer is gone: it does not reopen the modal.
    vi.advanceTimersByTime(700);
    expect(t.phase()).toBe('closing');
    vi.advanceTimersByTime(300);
    expect(t.phase()).toBe('closed');
  });
});

describe('ModalController: focus', () => {
  it('gives focus back to what opened the modal, after it has gone', async () => {
    const t = setup();
    t.focus('open-button');
    await t.controller.open('promo', 'action', 'src');
    t.focus('close-button');
    t.controller.close();
    vi.advanceTimersByTime(1000);
    expect(t.restored).toEqual(['open-button']);
    expect(t.closed).toEqual(['promo']);
  });

  it('a modal opened from a modal replaces it; focus still returns to the first opener', async () => {
    const t = setup();
    t.focus('page-link');
    await t.controller.open('first', 'action', 'src');
    vi.advanceTimersByTime(1000);
    t.focus('layer-in-first');
    await t.controller.open('second', 'action', 'src');
    expect(t.controller.current()).toMatchObject({ alias: 'second', phase: 'opening' });
    vi.advanceTimersByTime(1000);
    t.controller.close();
    vi.advanceTimersByTime(1000);
    expect(t.restored).toEqual(['page-link']);
  });
});

describe('ModalController: what it refuses', () => {
  it('a module already on the page: a console message only, nothing loaded or shown', async () => {
    const t = setup({ onPage: (alias) => alias === 'demo-standard' });
    expect(await t.controller.open('demo-standard', 'action', 'src')).toBe('on-page');
    expect(t.logger.warn).toHaveBeenCalledWith(
      'demo-standard is already on the page: it is not opened again as a modal',
    );
    expect(t.load).not.toHaveBeenCalled();
    expect(t.views).toEqual([]);
  });

  it('a modal that cannot be loaded shows nothing', async () => {
    const t = setup({ load: async () => null });
    expect(await t.controller.open('gone', 'hash', 'src')).toBe('not-loaded');
    expect(t.views).toEqual([]);
  });

  it('asking again for the modal that shows, or is loading, does nothing', async () => {
    const t = setup();
    const first = t.controller.open('promo', 'action', 'src');
    expect(await t.controller.open('promo', 'hash', 'src')).toBe('already-open');
    await first;
    expect(await t.controller.open('promo', 'action', 'src')).toBe('already-open');
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('the newest request wins when two load at once; a close abandons a load', async () => {
    let release: (() => void) | undefined;
    const t = setup({
      load: (alias) =>
        alias === 'slow'
          ? new Promise((resolve) => {
              release = () => resolve(content(alias));
            })
          : Promise.resolve(content(alias)),
    });
    const slow = t.controller.open('slow', 'action', 'src');
    await t.controller.open('fast', 'action', 'src');
    release?.();
    expect(await slow).toBe('superseded');
    expect(t.controller.current()?.alias).toBe('fast');

    const again = setup({ load: () => new Promise(() => {}) });
    void again.controller.open('never', 'action', 'src');
    again.controller.close();
    expect(again.views).toEqual([]);
  });

  it('passes the requester’s data source to the loader', async () => {
    const t = setup();
    await t.controller.open('promo', 'action', 'https://tribune.example/api/slider');
    expect(t.load).toHaveBeenCalledWith('promo', 'https://tribune.example/api/slider');
  });
});

describe('ModalController: the one-time cookie', () => {
  const withCookie = (hours: number) => async (alias: string) => content(alias, { cookie: hours });

  it('is written when a modal with `cookie` hours shows, keyed on its alias', async () => {
    const t = setup({ load: withCookie(24) });
    await t.controller.open('promo', 'action', 'src');
    expect(t.cookies.writes).toEqual([
      'sr7_modal_promo=1; expires=Mon, 02 Mar 2026 10:00:00 GMT; path=/; SameSite=Lax',
    ]);
    const none = setup();
    await none.controller.open('promo', 'action', 'src');
    expect(none.cookies.writes).toEqual([]);
  });

  it('keeps the fragment at page load from opening it again until it expires', async () => {
    const load = vi.fn(withCookie(2));
    const t = setup({ load });
    await t.controller.open('promo', 'load', 'src');
    t.controller.close();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(2 * HOUR - 2000);
    expect(await t.controller.open('promo', 'load', 'src')).toBe('seen');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(await t.controller.open('promo', 'load', 'src')).toBe('opened');
  });

  it('never stops a reader who asks: a slide action or a link to the fragment', async () => {
    const t = setup({ load: withCookie(2) });
    await t.controller.open('promo', 'load', 'src');
    t.controller.close();
    vi.advanceTimersByTime(1000);
    expect(await t.controller.open('promo', 'action', 'src')).toBe('opened');
    t.controller.close();
    vi.advanceTimersByTime(1000);
    expect(await t.controller.open('promo', 'hash', 'src')).toBe('opened');
  });
});
