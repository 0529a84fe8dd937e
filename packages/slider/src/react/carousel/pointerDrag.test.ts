import { describe, expect, it, vi } from 'vitest';
import { CarouselDrag, carouselTrack, type Release } from '../../core/carousel/index.js';
import { FakeClock } from '../../core/test-support/FakeClock.js';
import { pointerDrag } from './pointerDrag.js';

/** Five 300 px slides 20 px apart in a 1000 px wrap, on slide 2. */
function setup(options: { allowTouch?: boolean; allowMouse?: boolean; axis?: 'h' | 'v' } = {}) {
  const clock = new FakeClock(0);
  const track = carouselTrack({
    wrap: 1000,
    sizes: [300, 300, 300, 300, 300],
    space: 20,
    align: 'center',
    infinity: false,
  });
  const onChange = vi.fn();
  const onInteraction = vi.fn();
  const drag = CarouselDrag({
    track: () => track,
    snap: true,
    clock,
    onChange,
    onInteraction,
    start: 2,
  });
  const followed: number[] = [];
  const released: (Release | null)[] = [];
  const releasedAt: number[] = [];
  const grab = vi.fn(() => drag.position());
  const handlers = pointerDrag({
    axis: options.axis ?? 'h',
    allowTouch: options.allowTouch ?? true,
    allowMouse: options.allowMouse ?? true,
    drag: () => drag,
    grab,
    follow: (p) => followed.push(p),
    release: (r, p) => {
      released.push(r);
      releasedAt.push(p);
    },
  });
  const target = { closest: () => null };
  const currentTarget = { setPointerCapture: vi.fn() };
  const event = (x: number, y: number, time: number, type = 'mouse') =>
    ({
      pointerId: 1,
      pointerType: type,
      button: 0,
      clientX: x,
      clientY: y,
      timeStamp: time,
      target,
      currentTarget,
    }) as never;
  return {
    clock,
    track,
    drag,
    handlers,
    followed,
    released,
    releasedAt,
    grab,
    onChange,
    onInteraction,
    event,
    currentTarget,
  };
}

describe('pointer drags on the carousel', () => {
  it('a press that moves 5 px or less is a tap: no drag, and its click goes through', () => {
    const { handlers, event, followed, released } = setup();
    handlers.onPointerDown(event(500, 200, 0));
    handlers.onPointerMove(event(504, 202, 50));
    handlers.onPointerUp(event(504, 202, 100));
    expect(followed).toEqual([]);
    expect(released).toEqual([]);
    const click = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    handlers.onClickCapture(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
  });

  it('a drag along the axis follows the pointer from the press, captures it, pauses the slideshow', () => {
    const { handlers, event, followed, track, onInteraction, currentTarget, grab } = setup();
    handlers.onPointerDown(event(500, 200, 0));
    handlers.onPointerMove(event(480, 201, 20));
    expect(grab).toHaveBeenCalledOnce();
    expect(currentTarget.setPointerCapture).toHaveBeenCalledWith(1);
    expect(onInteraction).toHaveBeenCalledWith(true);
    // The track moves the other way to the pointer: 20 px left is 20 px on.
    expect(followed).toEqual([(track.targets[2] as number) + 20]);
  });

  it('the 130 ms / 10 % rule: 40 px over 400 ms advances one slide; the click it ends in is swallowed', () => {
    const { handlers, event, released, track, onInteraction } = setup();
    handlers.onPointerDown(event(500, 200, 0));
    for (let t = 40; t <= 400; t += 40) handlers.onPointerMove(event(500 - t / 10, 200, t));
    handlers.onPointerUp(event(460, 200, 400));
    expect(released[0]).toMatchObject({ index: 3, advanced: true, to: track.targets[3] });
    expect(onInteraction).toHaveBeenLastCalledWith(false);
    const click = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    handlers.onClickCapture(click);
    expect(click.preventDefault).toHaveBeenCalled();
    expect(click.stopPropagation).toHaveBeenCalled();
  });

  it('the same 40 px in 100 ms snaps back (not longer than 130 ms)', () => {
    const { handlers, event, released } = setup();
    handlers.onPointerDown(event(500, 200, 0));
    for (let t = 20; t <= 100; t += 20) handlers.onPointerMove(event(500 - t * 0.4, 200, t));
    handlers.onPointerUp(event(460, 200, 100));
    expect(released[0]).toMatchObject({ index: 2, advanced: false });
  });

  it('a move mostly across the axis is left to the page', () => {
    const { handlers, event, followed } = setup();
    handlers.onPointerDown(event(500, 200, 0));
    handlers.onPointerMove(event(503, 240, 20));
    handlers.onPointerMove(event(400, 240, 40));
    expect(followed).toEqual([]);
  });

  it('vertical carousels follow the pointer’s y', () => {
    const { handlers, event, followed, track } = setup({ axis: 'v' });
    handlers.onPointerDown(event(500, 200, 0));
    handlers.onPointerMove(event(501, 170, 20));
    expect(followed).toEqual([(track.targets[2] as number) + 30]);
  });

  it('follows nav.s: no touch drag without mobC, no mouse drag without deskC', () => {
    const touch = setup({ allowTouch: false });
    touch.handlers.onPointerDown(touch.event(500, 200, 0, 'touch'));
    touch.handlers.onPointerMove(touch.event(400, 200, 20, 'touch'));
    expect(touch.followed).toEqual([]);
    const mouse = setup({ allowMouse: false });
    mouse.handlers.onPointerDown(mouse.event(500, 200, 0));
    mouse.handlers.onPointerMove(mouse.event(400, 200, 20));
    expect(mouse.followed).toEqual([]);
    mouse.handlers.onPointerDown(mouse.event(500, 200, 0, 'touch'));
    mouse.handlers.onPointerMove(mouse.event(400, 200, 20, 'touch'));
    expect(mouse.followed).toHaveLength(1);
  });

  it('a cancelled drag (the browser took the gesture) goes back to where it started', () => {
    const { handlers, event, released, releasedAt, track } = setup();
    handlers.onPointerDown(event(500, 200, 0, 'touch'));
    handlers.onPointerMove(event(400, 200, 30, 'touch'));
    handlers.onPointerCancel(event(400, 200, 40, 'touch'));
    expect(released).toEqual([null]);
    expect(handlers.dragging()).toBe(false);
    expect(releasedAt).toEqual([track.targets[2]]);
  });
});
