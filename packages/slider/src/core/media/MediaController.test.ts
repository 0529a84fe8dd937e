import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../Messages.js';
import { FakeClock, flush } from '../test-support/FakeClock.js';
import { FakeMediaPlayer } from '../test-support/FakeMediaPlayer.js';
import { MediaController, YOUTUBE_CHECK_MS } from './MediaController.js';
import { type MediaPlace, readMediaOptions } from './MediaOptions.js';

function setup(media: Record<string, unknown>, place: MediaPlace = 'video') {
  const options = readMediaOptions(media, place);
  const player = new FakeMediaPlayer(options.type);
  const clock = new FakeClock();
  const logger: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const onFinished = vi.fn();
  const controller = MediaController({ options, player, clock, logger, onFinished });
  // What the controller asked at birth (volume, mute) is tested on its own below.
  player.calls.length = 0;
  const state = () => controller.getSnapshot().state;
  return { options, player, clock, logger, onFinished, controller, state };
}

describe('MediaController: start and end (spec 4.3)', () => {
  it('seeks to a non-zero start before playing', async () => {
    const { player, controller, state } = setup({ src: 'a.webm', start: 3, autoPlay: true });
    controller.focus(1);
    await flush();
    expect(player.calls).toEqual(['seek 3', 'play']);
    expect(state()).toBe('playing');
  });

  it('does not seek when there is no start or the playhead is already past it', async () => {
    const { player, controller } = setup({ src: 'a.webm', autoPlay: true });
    controller.focus(1);
    await flush();
    expect(player.calls).toEqual(['play']);
  });

  it('moves a playhead dragged before the start back to it while playing', async () => {
    const { player, controller } = setup({ src: 'a.webm', start: 4 });
    controller.focus(1);
    controller.play();
    await flush();
    player.seek(1);
    player.advance(0.25);
    expect(player.calls.slice(-2)).toEqual(['seek 1', 'seek 4']);
  });

  it('with loop, rewinds to start at the end and plays again, without finishing', async () => {
    const { player, controller, state, onFinished } = setup({
      src: 'a.webm',
      start: 1,
      end: 2,
      loop: true,
      autoPlay: true,
    });
    controller.focus(1);
    await flush();
    player.advance(1);
    await flush();
    expect(player.calls).toEqual(['seek 1', 'play', 'seek 1', 'play']);
    expect(player.time()).toBe(1);
    expect(state()).toBe('playing');
    player.advance(1);
    await flush();
    expect(player.calls.filter((c) => c === 'seek 1')).toHaveLength(3);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('without loop, rewinds when rewind is on, pauses and fires "finished" once', async () => {
    const { player, controller, state, onFinished } = setup({
      src: 'a.webm',
      start: 1,
      end: 2,
      rewind: true,
      autoPlay: true,
    });
    controller.focus(1);
    await flush();
    player.advance(1.5);
    expect(player.calls).toEqual(['seek 1', 'play', 'seek 1', 'pause']);
    expect(player.time()).toBe(1);
    expect(state()).toBe('finished');
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith('finished');
  });

  it('without loop or rewind, stops where the end is; playing again starts from start', async () => {
    const { player, controller, state } = setup({ src: 'a.webm', start: 1, end: 2 });
    controller.focus(1);
    controller.play();
    await flush();
    player.advance(1);
    expect(player.time()).toBe(2);
    expect(state()).toBe('finished');
    controller.play();
    await flush();
    expect(player.calls.slice(-2)).toEqual(['seek 1', 'play']);
    expect(state()).toBe('playing');
  });

  it('at the media’s own end: loops from start, or becomes "ended" and fires finished', async () => {
    const looping = setup({ src: 'a.webm', start: 2, loop: true, autoPlay: true });
    looping.controller.focus(1);
    await flush();
    looping.player.end();
    await flush();
    expect(looping.player.calls).toEqual(['seek 2', 'play', 'seek 2', 'play']);
    expect(looping.state()).toBe('playing');

    const once = setup({ src: 'a.webm', autoPlay: true, rewind: true });
    once.controller.focus(1);
    await flush();
    once.player.end();
    expect(once.state()).toBe('ended');
    expect(once.player.calls).toEqual(['play', 'seek 0', 'pause']);
    expect(once.onFinished).toHaveBeenCalledWith('ended');
  });
});

describe('MediaController: autoplay (spec 4.3)', () => {
  it('autoPlay true plays on every focus; false never by itself', async () => {
    const on = setup({ src: 'a.webm', autoPlay: true, pauseOnSwap: true });
    on.controller.focus(1);
    on.controller.blur();
    on.controller.focus(2);
    await flush();
    expect(on.player.calls).toEqual(['play', 'pause', 'play']);

    const off = setup({ src: 'a.webm', autoPlay: false });
    off.controller.focus(1);
    off.controller.focus(2);
    await flush();
    expect(off.player.calls).toEqual([]);
    expect(off.state()).toBe('idle');
  });

  it('"1sttime" plays on the first focus only, "no1sttime" from the second on', async () => {
    const first = setup({ src: 'a.webm', autoPlay: '1sttime' });
    const later = setup({ src: 'a.webm', autoPlay: 'no1sttime' });
    const plays = (s: ReturnType<typeof setup>) => s.player.calls.filter((c) => c === 'play');
    for (const s of [first, later]) {
      s.controller.focus(1);
      await flush();
    }
    expect([plays(first).length, plays(later).length]).toEqual([1, 0]);
    for (const count of [2, 3]) {
      for (const s of [first, later]) {
        s.controller.blur();
        s.controller.focus(count);
        await flush();
      }
    }
    expect([plays(first).length, plays(later).length]).toEqual([1, 2]);
  });

  it('mutes and retries when the browser blocks sound', async () => {
    const { player, controller, logger } = setup({ src: 'a.webm', autoPlay: true });
    player.blockSound = true;
    controller.focus(1);
    await flush();
    expect(player.calls).toEqual(['play', 'mute', 'play muted']);
    expect(controller.getSnapshot()).toMatchObject({ state: 'playing', muted: true });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('retries once only: a muted play refused too is logged and paused', async () => {
    const { player, controller, state, logger } = setup({ src: 'a.webm', autoPlay: true });
    player.blockSound = true;
    player.setMuted(true);
    player.calls.length = 0;
    player.failNext = new DOMException('no', 'NotAllowedError');
    controller.focus(1);
    await flush();
    expect(player.calls).toEqual(['play muted']);
    expect(state()).toBe('paused');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('applies the volume (percentages above 1) and the mute option to the player', () => {
    const { player } = setup({ src: 'a.webm', volume: 40, mute: true });
    expect(player.volume).toBe(0.4);
    expect(player.muted()).toBe(true);
  });
});

describe('MediaController: YouTube’s 1 s check (spec 9.1)', () => {
  it('mutes and replays a video that is not playing 1 s after play', async () => {
    const { player, controller, clock } = setup({
      type: 'youtube',
      src: 'dQw4w9WgXcQ',
      autoPlay: true,
    });
    player.blockSound = true;
    controller.focus(1);
    await clock.advanceAsync(YOUTUBE_CHECK_MS - 1);
    expect(player.calls).toEqual(['play']);
    expect(player.state()).toBe('unstarted');
    await clock.advanceAsync(1);
    expect(player.calls).toEqual(['play', 'mute', 'play muted']);
    expect(controller.getSnapshot()).toMatchObject({ state: 'playing', muted: true });
  });

  it('leaves a video that plays (or buffers) alone', async () => {
    const playing = setup({ type: 'youtube', src: 'dQw4w9WgXcQ', autoPlay: true });
    playing.controller.focus(1);
    await playing.clock.advanceAsync(YOUTUBE_CHECK_MS * 2);
    expect(playing.player.calls).toEqual(['play']);

    const buffering = setup({ type: 'youtube', src: 'dQw4w9WgXcQ' });
    buffering.player.blockSound = true;
    buffering.controller.focus(1);
    buffering.controller.play();
    buffering.player.native('buffering');
    await buffering.clock.advanceAsync(YOUTUBE_CHECK_MS);
    expect(buffering.player.calls).toEqual(['play']);
  });

  it('does not fire after the reader paused a video that had started', async () => {
    const { player, controller, clock } = setup({ type: 'youtube', src: 'dQw4w9WgXcQ' });
    controller.focus(1);
    controller.play();
    await clock.advanceAsync(300);
    controller.pause();
    await clock.advanceAsync(YOUTUBE_CHECK_MS);
    expect(player.calls).toEqual(['play', 'pause']);
  });
});

describe('MediaController: slide swaps and backgrounds (spec 3.4, 4.3)', () => {
  it('pauseOnSwap pauses when the slide goes; without it the media plays on', async () => {
    const swap = setup({ src: 'a.webm', autoPlay: true });
    swap.controller.focus(1);
    await flush();
    swap.controller.blur();
    expect(swap.state()).toBe('paused');

    const stay = setup({ src: 'a.mp3', autoPlay: true, pauseOnSwap: false }, 'audio');
    stay.controller.focus(1);
    await flush();
    stay.controller.blur();
    expect(stay.state()).toBe('playing');
  });

  it('an HTML5 background plays only while its slide is current', async () => {
    const { player, controller, state } = setup(
      { src: 'bg.webm', pauseOnSwap: false },
      'background',
    );
    controller.play();
    await flush();
    expect(player.calls).toEqual([]);
    controller.focus(1);
    await flush();
    expect(state()).toBe('playing');
    controller.blur();
    expect(state()).toBe('paused');
    controller.play();
    await flush();
    expect(state()).toBe('paused');
  });

  it('a non-HTML5 background never autoplays and shows its poster whenever stopped', async () => {
    for (const type of ['youtube', 'vimeo'] as const) {
      const { player, controller } = setup(
        { type, src: type === 'youtube' ? 'dQw4w9WgXcQ' : '76979871', autoPlay: true },
        'background',
      );
      expect(controller.getSnapshot().poster).toBe(true);
      controller.focus(1);
      controller.focus(2);
      await flush();
      expect(player.calls).toEqual([]);
      controller.play();
      await flush();
      expect(controller.getSnapshot()).toMatchObject({ state: 'playing', poster: false });
      controller.pause();
      expect(controller.getSnapshot()).toMatchObject({ state: 'paused', poster: true });
    }
  });

  it('poster.showOnPause shows the poster on pause and at the end, not before playing', async () => {
    const { controller, player } = setup({
      src: 'a.webm',
      poster: { src: 'p.jpg', showOnPause: true },
    });
    expect(controller.getSnapshot().poster).toBe(false);
    controller.focus(1);
    controller.play();
    await flush();
    expect(controller.getSnapshot().poster).toBe(false);
    controller.toggle();
    expect(controller.getSnapshot()).toMatchObject({ state: 'paused', poster: true });
    controller.toggle();
    await flush();
    player.end();
    expect(controller.getSnapshot()).toMatchObject({ state: 'ended', poster: true });
  });
});

describe('MediaController: interruptions (spec 4.3)', () => {
  it('logs a play interrupted by a pause request and becomes paused', async () => {
    const { player, controller, state, logger } = setup({ src: 'a.webm', autoPlay: true });
    player.interruptNext = true;
    controller.focus(1);
    await flush();
    expect(state()).toBe('paused');
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('interrupted'));
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs other player errors to the console', async () => {
    const { player, controller, state, logger } = setup({ src: 'a.webm' });
    player.failNext = new Error('decode failed');
    controller.focus(1);
    controller.play();
    await flush();
    expect(state()).toBe('paused');
    expect(logger.error).toHaveBeenCalledWith(
      expect.any(String),
      player.failNext ?? expect.anything(),
    );
  });

  it('a failed play or a player error marks the media failed; a play that starts clears it', async () => {
    const { player, controller } = setup({ src: 'a.webm' });
    controller.focus(1);
    expect(controller.getSnapshot().failed).toBe(false);
    player.failNext = new DOMException('no supported source', 'NotSupportedError');
    controller.play();
    await flush();
    expect(controller.getSnapshot()).toMatchObject({ state: 'paused', failed: true });
    controller.play();
    await flush();
    expect(controller.getSnapshot()).toMatchObject({ state: 'playing', failed: false });
    player.fail(new Error('YouTube player error 150'));
    expect(controller.getSnapshot().failed).toBe(true);
  });

  it('the browser’s autoplay refusal and an interruption are no failures', async () => {
    const refused = setup({ src: 'a.webm', autoPlay: true });
    refused.player.blockSound = true;
    refused.controller.focus(1);
    await flush();
    expect(refused.controller.getSnapshot()).toMatchObject({ state: 'playing', failed: false });
    const interrupted = setup({ src: 'a.webm', autoPlay: true });
    interrupted.player.interruptNext = true;
    interrupted.controller.focus(1);
    await flush();
    expect(interrupted.controller.getSnapshot()).toMatchObject({ state: 'paused', failed: false });
  });

  it('stops listening and releases the player when destroyed', async () => {
    const { player, controller, clock } = setup({ type: 'youtube', src: 'dQw4w9WgXcQ' });
    controller.focus(1);
    controller.play();
    controller.destroy();
    await clock.advanceAsync(YOUTUBE_CHECK_MS);
    expect(player.calls).toEqual(['play', 'destroy']);
    expect(clock.pending()).toBe(0);
  });
});
