// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../Messages.js';
import { readMediaOptions } from './MediaOptions.js';
import type { PlayerEvent } from './MediaPlayer.js';
import { createVimeoPlayer } from './VimeoPlayer.js';

/**
 * The Vimeo adapter against a fake `window.Vimeo` (the real API cannot be reached here; the
 * browser tests use a fuller stand-in): the frame it makes before the API (spec 3.4's args with
 * quality in its address) and hands to the player, events as native states and times, and
 * `play()`'s refusal passed on to the rules.
 */
type Listener = (data: Record<string, unknown>) => void;

interface FakeVimeo {
  frame: HTMLIFrameElement;
  fire(name: string, data?: Record<string, unknown>): void;
  refuse: boolean;
  calls: string[];
}

function installFakeApi(): FakeVimeo[] {
  const made: FakeVimeo[] = [];
  class Player {
    fake: FakeVimeo;
    listeners = new Map<string, Listener[]>();
    constructor(frame: HTMLIFrameElement) {
      this.fake = {
        frame,
        refuse: false,
        calls: [],
        fire: (name, data = {}) => {
          for (const l of this.listeners.get(name) ?? []) l(data);
        },
      };
      made.push(this.fake);
    }
    ready() {
      return Promise.resolve();
    }
    play() {
      this.fake.calls.push('play');
      if (!this.fake.refuse) return Promise.resolve();
      const error = new Error('The play() request failed');
      error.name = 'NotAllowedError';
      return Promise.reject(error);
    }
    pause() {
      this.fake.calls.push('pause');
      return Promise.resolve();
    }
    setCurrentTime(s: number) {
      this.fake.calls.push(`setCurrentTime ${s}`);
      return Promise.resolve(s);
    }
    setMuted(m: boolean) {
      this.fake.calls.push(`setMuted ${m}`);
      return Promise.resolve(m);
    }
    setVolume(v: number) {
      this.fake.calls.push(`setVolume ${v}`);
      return Promise.reject(new Error('volume is locked'));
    }
    on(name: string, listener: Listener) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    }
    destroy() {
      this.fake.calls.push('destroy');
      return Promise.resolve();
    }
  }
  (globalThis as { Vimeo?: unknown }).Vimeo = { Player };
  return made;
}

afterEach(() => {
  delete (globalThis as { Vimeo?: unknown }).Vimeo;
});

const quiet = (): Logger => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describe('createVimeoPlayer', () => {
  it('makes the frame with the video, the args (with quality) and the options, then hands it over', async () => {
    const fakes = installFakeApi();
    const logger = quiet();
    const options = readMediaOptions(
      {
        type: 'vimeo',
        src: '76979871',
        controls: 's',
        mute: true,
        args: 'title=0&portrait=0&dnt=1&pip=1&transparent=0&quality=1080p&speed=2',
        width: 1280,
        height: 720,
      },
      'video',
    );
    const host = document.createElement('div');
    await createVimeoPlayer(host, options, logger, 'Interview');
    const frame = host.querySelector('iframe');
    expect(fakes[0]?.frame).toBe(frame);
    expect(frame?.title).toBe('Interview');
    const url = new URL(frame?.src ?? '');
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '0',
      loop: '0',
      muted: '1',
      controls: '1',
      playsinline: '1',
      title: '0',
      portrait: '0',
      dnt: '1',
      pip: '1',
      transparent: '0',
      quality: '1080p',
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('puts the frame in before its API script has loaded, and keeps it when the script fails', async () => {
    const host = document.createElement('div');
    const made = createVimeoPlayer(
      host,
      readMediaOptions({ type: 'vimeo', src: 'https://vimeo.com/76979871/abc123' }, 'video'),
      quiet(),
    );
    expect(host.querySelector('iframe')?.src).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123&autoplay=0&loop=0&muted=0&controls=0&playsinline=1',
    );
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://player.vimeo.com/api/player.js"]',
    );
    script?.dispatchEvent(new Event('error'));
    await expect(made).rejects.toThrow(
      'Failed to load script: https://player.vimeo.com/api/player.js',
    );
    expect(host.querySelector('iframe')).not.toBeNull();
  });

  it('says which args it could not read', async () => {
    installFakeApi();
    const logger = quiet();
    await createVimeoPlayer(
      document.createElement('div'),
      readMediaOptions({ type: 'vimeo', src: '1', args: 'quality=8k' }, 'video'),
      logger,
    );
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('quality=8k'));
  });

  it('turns its events into states and times, and passes a refused play on', async () => {
    const fakes = installFakeApi();
    const logger = quiet();
    const player = await createVimeoPlayer(
      document.createElement('div'),
      readMediaOptions({ type: 'vimeo', src: 'https://vimeo.com/76979871' }, 'video'),
      logger,
    );
    const fake = fakes[0] as FakeVimeo;
    expect(fake.frame.src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    const events: PlayerEvent[] = [];
    player.on((e) => events.push(e));
    fake.fire('bufferstart');
    fake.fire('playing');
    fake.fire('timeupdate', { seconds: 1.5 });
    fake.fire('pause');
    fake.fire('ended');
    expect(events).toEqual([
      { type: 'state', state: 'buffering' },
      { type: 'state', state: 'playing' },
      { type: 'time', seconds: 1.5 },
      { type: 'state', state: 'paused' },
      { type: 'state', state: 'ended' },
    ]);
    expect(player.time()).toBe(1.5);
    fake.refuse = true;
    await expect(player.play()).rejects.toMatchObject({ name: 'NotAllowedError' });
    player.setMuted(true);
    expect(player.muted()).toBe(true);
    player.setVolume(0.5);
    await new Promise((r) => setTimeout(r, 0));
    expect(logger.error).toHaveBeenCalledWith(
      'Tribune slider: Vimeo volume failed',
      expect.any(Error),
    );
  });
});
