// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../Messages.js';
import { readMediaOptions } from './MediaOptions.js';
import type { PlayerEvent } from './MediaPlayer.js';
import { createVimeoPlayer } from './VimeoPlayer.js';

/**
 * The Vimeo adapter against a fake `window.Vimeo` (the real API cannot be reached here; the
 * browser tests use a fuller stand-in): the options it gives the player (spec 3.4's args with
 * quality), events as native states and times, and `play()`'s refusal passed on to the rules.
 */
type Listener = (data: Record<string, unknown>) => void;

interface FakeVimeo {
  options: Record<string, unknown>;
  fire(name: string, data?: Record<string, unknown>): void;
  refuse: boolean;
  calls: string[];
}

function installFakeApi(): FakeVimeo[] {
  const made: FakeVimeo[] = [];
  class Player {
    fake: FakeVimeo;
    listeners = new Map<string, Listener[]>();
    constructor(_host: HTMLElement, options: Record<string, unknown>) {
      this.fake = {
        options,
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
  it('gives the player the video, the args (with quality) and the options', async () => {
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
    await createVimeoPlayer(document.createElement('div'), options, logger);
    expect(fakes[0]?.options).toEqual({
      id: 76979871,
      title: false,
      portrait: false,
      dnt: true,
      pip: true,
      transparent: false,
      quality: '1080p',
      autoplay: false,
      loop: false,
      muted: true,
      controls: true,
      playsinline: true,
      width: 1280,
      height: 720,
    });
    expect(logger.warn).not.toHaveBeenCalled();
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
    expect(fake.options).toMatchObject({ url: 'https://vimeo.com/76979871' });
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
