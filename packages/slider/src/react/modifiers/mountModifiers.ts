import { DEFAULTS } from '../../core/Defaults.js';
import { environmentFrom } from '../../core/Fallback.js';
import { easeFunction, Follow } from '../../core/modifiers/Follow.js';
import {
  type ModifierOptions,
  modifierOptions,
  modifiersActive,
} from '../../core/modifiers/ModifierOptions.js';
import {
  backgroundReach,
  backgroundShift,
  backgroundTransform,
  coverScale,
  layerShift,
  layerTransform,
  type Offset,
  pointerOffset,
  scrollOffset,
  tilt,
  tiltCoverScale,
  tiltTransform,
  ZERO,
} from '../../core/modifiers/Parallax.js';
import type { ModuleHost } from '../features.js';
import { subscribeViewport, viewportSize } from '../layout/viewportSize.js';
import {
  collectTargets,
  layerIndex,
  prepareTargets,
  releaseTargets,
  type SlideTargets,
} from './modifierTargets.js';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The modifiers on the page (spec 3.1 `mod`, 9.4): mouse, touch and scroll parallax of layers
 * and slide backgrounds, and the 3D tilt. Input arrives through passive listeners that only
 * note where the pointer is and ask for a frame; one requestAnimationFrame loop measures once,
 * eases towards the new offsets and writes transforms (the compositor's work, no layout), and
 * stops as soon as everything has arrived. Off under prefers-reduced-motion (and back on when
 * the reader changes it), never on with `dOM` on a mobile device. `data-modifiers` on the
 * module says which ("on" / "off").
 */
export function mountModifiers(host: ModuleHost): () => void {
  const { root } = host;
  const options = modifierOptions(host.module.settings.mod);
  const mobile = environmentFrom(navigator.userAgent, navigator.maxTouchPoints).mobile;
  const media = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;
  let stop: (() => void) | null = null;

  const update = () => {
    const active = modifiersActive(options, { mobile, reducedMotion: media?.matches ?? false });
    if (active && !stop) stop = run(host, options);
    if (!active && stop) {
      stop();
      stop = null;
    }
    root.dataset.modifiers = active ? 'on' : 'off';
  };
  update();
  media?.addEventListener('change', update);
  return () => {
    media?.removeEventListener('change', update);
    stop?.();
    delete root.dataset.modifiers;
  };
}

function run(host: ModuleHost, options: ModifierOptions): () => void {
  const { root, frame, module, engine } = host;
  const index = layerIndex(module);
  const follow = Follow(3, options.follow, easeFunction(options.ease));
  const perspective = options.d3 ? DEFAULTS.perspective3d : null;
  let slideId = engine?.getSnapshot().current ?? module.slides[0]?.id ?? null;
  let targets: SlideTargets | null = null;
  let pointer: { x: number; y: number } | null = null;
  let pressed = false;
  let frameId = 0;
  let first = true;

  const schedule = () => {
    frameId ||= requestAnimationFrame(draw);
  };

  function draw(now: number): void {
    frameId = 0;
    if (!targets) {
      targets = collectTargets(frame, slideId, index, options.d3);
      prepareTargets(targets, perspective);
    }
    // Reads first (one box, the counted viewport), then writes only.
    const box = frame.getBoundingClientRect();
    const viewportHeight = viewportSize().height;
    const following = options.mouse && pointer !== null && (!options.drag || pressed);
    const p = following && pointer ? pointerOffset(box, pointer.x, pointer.y) : ZERO;
    const s = options.scroll ? scrollOffset(box, viewportHeight) : 0;
    // The page opens where it is scrolled to: no glide from the centre on the first frame.
    if (first) follow.jump([0, 0, s]);
    first = false;
    follow.to([p.x, p.y, s], now);
    const [x = 0, y = 0, scroll = 0] = follow.value(now);
    write(targets, { x, y }, scroll, box, viewportHeight);
    if (!follow.settled(now)) schedule();
  }

  function write(t: SlideTargets, p: Offset, scroll: number, box: DOMRect, vh: number): void {
    for (const layer of t.layers) {
      layer.element.style.transform = layerTransform(
        layerShift(p, scroll, layer.strengths, options),
      );
    }
    const angles = options.d3 ? tilt(p, options) : null;
    if (angles && t.grid) t.grid.style.transform = tiltTransform(angles);
    const bg = t.background;
    if (!bg) return;
    if (angles && perspective !== null) {
      // `d3d` behind the layers, `d3z` brought forward again (a zoom), always filling the frame.
      const scale = tiltCoverScale(angles, box, options.depth, perspective);
      bg.element.style.transform = tiltTransform(angles, options.cropZ - options.depth, scale);
      return;
    }
    if (!bg.strengths) return;
    const reach = backgroundReach(bg.strengths, box, vh, options);
    bg.element.style.transform = backgroundTransform(
      backgroundShift(p, scroll, bg.strengths, options),
      coverScale(reach, box),
    );
  }

  const onMove = (event: PointerEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
    schedule();
  };
  const onDown = (event: PointerEvent) => {
    pressed = true;
    onMove(event);
  };
  const onRelease = (event: PointerEvent) => {
    pressed = false;
    // A finger lifted, or the mouse gone: back to rest. A mouse still over the module stays.
    if (event.type !== 'pointerup' || event.pointerType !== 'mouse') pointer = null;
    schedule();
  };
  const passive = { passive: true } as const;
  if (options.mouse) {
    root.addEventListener('pointermove', onMove, passive);
    root.addEventListener('pointerdown', onDown, passive);
    root.addEventListener('pointerup', onRelease, passive);
    root.addEventListener('pointercancel', onRelease, passive);
    root.addEventListener('pointerleave', onRelease, passive);
  }
  if (options.scroll) window.addEventListener('scroll', schedule, passive);
  const unsubscribeViewport = subscribeViewport(schedule);
  const unsubscribeEngine = engine?.subscribe(() => {
    const current = engine.getSnapshot().current;
    if (current === slideId) return;
    // The slide that leaves goes back to rest; the one that arrives is collected next frame.
    if (targets) releaseTargets(targets);
    targets = null;
    slideId = current;
    schedule();
  });
  schedule();

  return () => {
    cancelAnimationFrame(frameId);
    frameId = 0;
    root.removeEventListener('pointermove', onMove);
    root.removeEventListener('pointerdown', onDown);
    root.removeEventListener('pointerup', onRelease);
    root.removeEventListener('pointercancel', onRelease);
    root.removeEventListener('pointerleave', onRelease);
    window.removeEventListener('scroll', schedule);
    unsubscribeViewport();
    unsubscribeEngine?.();
    if (targets) releaseTargets(targets);
    targets = null;
  };
}
