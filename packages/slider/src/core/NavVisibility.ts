import { type Clock, Timer } from './Clock.js';

/**
 * When a navigation element (arrows, bullets, tabs, thumbs, scrubber) shows (spec 3.1, 9.1).
 * With `on` ("hide on leave", as the engine saves it), the element shows `dIn` ms after the
 * pointer or keyboard focus enters the module and hides `dOut` ms after it leaves; without it
 * the element stays shown. The 0.2 s fade itself is the renderer's CSS. Per-level values
 * (`show`, `dIn`, `dOut`) are resolved by the caller for the current level.
 */
export interface NavVisibilityOptions {
  clock: Clock;
  hideOnLeave: boolean;
  showDelay: number;
  hideDelay: number;
  onChange: (visible: boolean) => void;
}

export interface NavVisibility {
  enter(): void;
  leave(): void;
  visible(): boolean;
  destroy(): void;
}

export function NavVisibility(options: NavVisibilityOptions): NavVisibility {
  const timer = Timer(options.clock);
  let visible = !options.hideOnLeave;

  function set(value: boolean): void {
    if (value === visible) return;
    visible = value;
    options.onChange(value);
  }

  return {
    enter() {
      if (!options.hideOnLeave) return;
      if (visible) timer.stop();
      else timer.start(options.showDelay, () => set(true));
    },
    leave() {
      if (!options.hideOnLeave) return;
      if (visible) timer.start(options.hideDelay, () => set(false));
      else timer.stop();
    },
    visible: () => visible,
    destroy: () => timer.stop(),
  };
}
