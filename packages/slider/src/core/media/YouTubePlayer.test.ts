// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock, flush } from '../test-support/FakeClock.js';
import { readMediaOptions } from './MediaOptions.js';
import type { PlayerEvent } from './MediaPlayer.js';
import { createYouTubePlayer } from './YouTubePlayer.js';

/**
 * The YouTube adapter against a fake `window.YT` (the real API cannot be reached here; the
 * browser tests use a fuller stand-in): the frame it makes before the API (the options as
 * player variables in its address), the page-wide ready callback, state numbers as native
 * states, the playhead polled while playing, and a player that never becomes ready.
 */
interface FakeYT {
  frame: HTMLIFrameElement;
  options: {
    events: { onReady(): void; onStateChange(e: { data: number }): void };
  };
  time: number;
  calls: string[];
}

type YTWindow = typeof globalThis & {
  YT?: unknown;
  onYouTubeIframeAPIReady?: () => void;
  Tribune?: unknown;
};

function installFakeApi({ answers = true } = {}): FakeYT[] {
  const made: FakeYT[] = [];
  class Player {
    fake: FakeYT;
    constructor(frame: HTMLIFrameElement, options: FakeYT['options']) {
      this.fake = { frame, options, time: 0, calls: [] };
      made.push(this.fake);
      if (answers) setTimeout(() => options.events.onReady(), 0);
    }
    playVideo() {
      this.fake.calls.push('playVideo');
    }
    pauseVideo() {
      this.fake.calls.push('pauseVideo');
    }
    seekTo(s: number) {
      this.fake.calls.push(`seekTo ${s}`);
    }
    getCurrentTime() {
      return this.fake.time;
    }
    mute() {
      this.fake.calls.push('mute');
    }
    unMute() {
      this.fake.calls.push('unMute');
    }
    setVolume(v: number) {
      this.fake.calls.push(`setVolume ${v}`);
    }
    destroy() {
      this.fake.calls.push('destroy');
    }
  }
  (globalThis as YTWindow).YT = { Player };
  return made;
}

afterEach(() => {
  const w = globalThis as YTWindow;
  delete w.YT;
  delete w.onYouTubeIframeAPIReady;
  delete w.Tribune;
});

describe('createYouTubePlayer', () => {
  it('waits for the API’s ready callback after loading its script (from the page’s override)', async () => {
    const w = globalThis as YTWindow;
    w.Tribune = { mediaScripts: { youtube: 'https://cdn.example/yt-api.js' } };
    const host = document.createElement('div');
    const clock = new FakeClock();
    const made = createYouTubePlayer(
      host,
      readMediaOptions({ type: 'youtube', src: 'dQw4w9WgXcQ' }, 'video'),
      clock,
    );
    // The player's frame is there before the API script has even loaded.
    expect(host.querySelector('iframe')?.src).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=0&/,
    );
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://cdn.example/yt-api.js"]',
    );
    expect(script).not.toBeNull();
    const fakes = installFakeApi();
    script?.dispatchEvent(new Event('load'));
    w.onYouTubeIframeAPIReady?.();
    await new Promise((r) => setTimeout(r, 5));
    await expect(made).resolves.toMatchObject({ type: 'youtube' });
    expect(fakes).toHaveLength(1);
  });

  it('makes the frame from the privacy-enhanced host with the options as player variables', async () => {
    const fakes = installFakeApi();
    const options = readMediaOptions(
      {
        type: 'youtube',
        src: 'https://youtu.be/dQw4w9WgXcQ',
        controls: 's',
        mute: true,
        inline: false,
        start: 12.7,
        args: 'hl=fr&cc_load_policy=1&enablejsapi=0;',
      },
      'video',
    );
    const host = document.createElement('div');
    await createYouTubePlayer(host, options, new FakeClock(), 'Le but');
    const frame = host.querySelector('iframe');
    expect(fakes[0]?.frame).toBe(frame);
    expect(frame?.title).toBe('Le but');
    expect(frame?.referrerPolicy).toBe('strict-origin-when-cross-origin');
    const url = new URL(frame?.src ?? '');
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '0',
      controls: '1',
      disablekb: '0',
      playsinline: '0',
      mute: '1',
      start: '12',
      rel: '0',
      hl: 'fr',
      cc_load_policy: '1',
      // The API needs these whatever the module's args say.
      enablejsapi: '1',
      origin: globalThis.location.origin,
    });
  });

  it('gives up on a player that never answers (its frame blocked), leaving the frame', async () => {
    installFakeApi({ answers: false });
    const clock = new FakeClock();
    const host = document.createElement('div');
    const made = createYouTubePlayer(
      host,
      readMediaOptions({ type: 'youtube', src: 'dQw4w9WgXcQ' }, 'video'),
      clock,
    );
    await flush();
    clock.advance(14_999);
    await flush();
    expect(host.querySelector('iframe')).not.toBeNull();
    clock.advance(1);
    await expect(made).rejects.toThrow('the YouTube player did not become ready');
    expect(host.querySelector('iframe')).not.toBeNull();
  });

  it('maps the state numbers, polls the playhead while playing and mirrors the mute', async () => {
    const fakes = installFakeApi();
    const clock = new FakeClock();
    const player = await createYouTubePlayer(
      document.createElement('div'),
      readMediaOptions({ type: 'youtube', src: 'dQw4w9WgXcQ' }, 'video'),
      clock,
    );
    const fake = fakes[0] as FakeYT;
    const events: PlayerEvent[] = [];
    player.on((e) => events.push(e));
    fake.options.events.onStateChange({ data: 3 });
    expect(player.state()).toBe('buffering');
    fake.options.events.onStateChange({ data: 1 });
    fake.time = 0.4;
    clock.advance(250);
    fake.time = 0.65;
    clock.advance(250);
    fake.options.events.onStateChange({ data: 2 });
    fake.time = 9;
    clock.advance(1000);
    await flush();
    expect(events).toEqual([
      { type: 'state', state: 'buffering' },
      { type: 'state', state: 'playing' },
      { type: 'time', seconds: 0 },
      { type: 'time', seconds: 0.4 },
      { type: 'time', seconds: 0.65 },
      { type: 'state', state: 'paused' },
    ]);
    player.setMuted(true);
    expect(player.muted()).toBe(true);
    player.setVolume(0.35);
    player.seek(4);
    expect(fake.calls).toEqual(['mute', 'setVolume 35', 'seekTo 4']);
    player.destroy();
    expect(clock.pending()).toBe(0);
  });

  it('refuses a source that is not a YouTube video', async () => {
    await expect(
      createYouTubePlayer(
        document.createElement('div'),
        readMediaOptions({ type: 'youtube', src: 'https://example.com/a.mp4' }, 'video'),
      ),
    ).rejects.toThrow('is not a YouTube video');
  });
});
