import { describe, expect, it } from 'vitest';
import {
  alignOf,
  carouselTrack,
  clampPosition,
  distanceOf,
  justifiedSizes,
  nearestIndex,
  offsetOf,
  slotOf,
  targetNear,
  visibleIndices,
  visibleShare,
  wrapAround,
} from './CarouselLayout.js';

/** Five 300 px slides, 20 px apart, in a 1000 px wrap. */
const base = { wrap: 1000, sizes: [300, 300, 300, 300, 300], space: 20, infinity: false } as const;

describe('the track', () => {
  it('lays the slides end to end with the space between them', () => {
    const t = carouselTrack({ ...base, align: 'start' });
    expect(t.starts).toEqual([0, 320, 640, 960, 1280]);
    expect(t.length).toBe(1600);
    expect(t.step).toBe(320);
  });

  it('puts the focused slide at the align point: start, middle or end of the wrap', () => {
    const center = carouselTrack({ ...base, align: 'center' });
    expect(center.targets).toEqual([150, 470, 790, 1110, 1430]);
    // Slide 2 focused: centred (350–650), its neighbours 20 px away on each side.
    expect(offsetOf(center, 2, center.targets[2]!)).toBe(350);
    expect(offsetOf(center, 1, center.targets[2]!)).toBe(30);
    expect(offsetOf(center, 3, center.targets[2]!)).toBe(670);
    const start = carouselTrack({ ...base, align: 'start' });
    expect(offsetOf(start, 2, start.targets[2]!)).toBe(0);
    const end = carouselTrack({ ...base, align: 'end' });
    expect(offsetOf(end, 2, end.targets[2]!)).toBe(700);
  });

  it('reads the engine’s align values for both axes', () => {
    expect(['left', 'top', 'center', 'right', 'bottom'].map(alignOf)).toEqual([
      'start',
      'start',
      'center',
      'end',
      'end',
    ]);
  });

  it('measures distances in slots while dragging', () => {
    const t = carouselTrack({ ...base, align: 'center' });
    expect(slotOf(t, 3, t.targets[2]!)).toBe(1);
    expect(slotOf(t, 0, t.targets[2]!)).toBe(-2);
    // Half way from slide 2 to slide 3.
    expect(slotOf(t, 2, t.targets[2]! + 160)).toBe(-0.5);
    expect(nearestIndex(t, t.targets[2]! + 150)).toBe(2);
    expect(nearestIndex(t, t.targets[2]! + 170)).toBe(3);
  });

  it('stops at the ends without infinity', () => {
    const t = carouselTrack({ ...base, align: 'center' });
    expect(clampPosition(t, -500)).toBe(150);
    expect(clampPosition(t, 5000)).toBe(1430);
  });
});

describe('infinity', () => {
  const ring = carouselTrack({ ...base, align: 'center', infinity: true });

  it('places each slide at its nearest copy on the ring, so the ends meet', () => {
    // Slide 0 focused: the last slide sits just before it, not four slots away.
    expect(slotOf(ring, 4, ring.targets[0]!)).toBe(-1);
    expect(offsetOf(ring, 4, ring.targets[0]!)).toBe(30);
    expect(slotOf(ring, 1, ring.targets[0]!)).toBe(1);
  });

  it('keeps going round: positions beyond one turn are the same place', () => {
    expect(distanceOf(ring, 2, ring.targets[2]! + 3 * ring.length)).toBeCloseTo(0);
    expect(nearestIndex(ring, ring.targets[1]! - 2 * ring.length)).toBe(1);
    expect(clampPosition(ring, -99999)).toBe(-99999);
  });

  it('snaps to the nearest turn of a slide', () => {
    // From slide 4, slide 0 is one step on, not four back.
    expect(targetNear(ring, 0, ring.targets[4]!)).toBe(ring.targets[4]! + 320);
    expect(wrapAround(900, 1600)).toBe(-700);
  });
});

describe('justified carousels', () => {
  it('lays out slides of their own sizes, capped at the wrap with jMWidth', () => {
    expect(justifiedSizes([400, 1400, 600], 1000, true)).toEqual([400, 1000, 600]);
    expect(justifiedSizes([400, 1400, 600], 1000, false)).toEqual([400, 1400, 600]);
    const t = carouselTrack({
      wrap: 1000,
      sizes: [400, 1000, 600],
      space: 10,
      align: 'start',
      infinity: false,
    });
    expect(t.starts).toEqual([0, 410, 1420]);
    expect(offsetOf(t, 1, t.targets[1]!)).toBe(0);
    expect(offsetOf(t, 2, t.targets[1]!)).toBe(1010);
  });
});

describe('visibility', () => {
  it('is the share of a slide inside the wrap', () => {
    const t = carouselTrack({ ...base, align: 'center' });
    expect(visibleShare(t, 2, t.targets[2]!)).toBe(1);
    // Neighbours at 30–330 and 670–970: inside.
    expect(visibleShare(t, 1, t.targets[2]!)).toBe(1);
    // Two slots away: −290 to 10, 10 px of 300 inside.
    expect(visibleShare(t, 0, t.targets[2]!)).toBeCloseTo(10 / 300);
    expect(visibleShare(t, 4, t.targets[1]!)).toBe(0);
  });
});

describe('a 1000-slide carousel', () => {
  const sizes = Array.from({ length: 1000 }, () => 300);

  it('renders only the slides around the focused one, on a ring too', () => {
    const ring = carouselTrack({ wrap: 1000, sizes, space: 20, align: 'center', infinity: true });
    expect(visibleIndices(ring, ring.targets[0]!, 2).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 997, 998, 999,
    ]);
    const line = carouselTrack({ wrap: 1000, sizes, space: 20, align: 'center', infinity: false });
    expect(visibleIndices(line, line.targets[500]!, 1).sort((a, b) => a - b)).toEqual([
      498, 499, 500, 501, 502,
    ]);
    expect(visibleIndices(line, line.targets[0]!, 1).sort((a, b) => a - b)).toEqual([0, 1, 2]);
  });

  it('finds the focused slide among 1000 at any position, as a full scan would', () => {
    const ring = carouselTrack({ wrap: 1000, sizes, space: 20, align: 'center', infinity: true });
    for (const position of [-1e6, -321, 0, 150, 160, 170, 319_990, 4e6 + 7]) {
      let scan = 0;
      for (let i = 1; i < 1000; i++) {
        if (Math.abs(distanceOf(ring, i, position)) < Math.abs(distanceOf(ring, scan, position)))
          scan = i;
      }
      expect(nearestIndex(ring, position)).toBe(scan);
    }
  });
});
