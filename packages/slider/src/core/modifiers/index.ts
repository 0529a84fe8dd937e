/** Mouse, touch and scroll parallax and the 3D tilt (spec 3.1 `mod`, 9.4): options and math. */
export { type EaseFunction, easeFunction, Follow } from './Follow.js';
export * from './ModifierOptions.js';
export {
  backgroundReach,
  backgroundShift,
  backgroundTransform,
  coverScale,
  layerShift,
  layerTransform,
  type Offset as ParallaxOffset,
  pointerOffset,
  scrollOffset,
  tilt,
  tiltCoverScale,
  tiltTransform,
} from './Parallax.js';
