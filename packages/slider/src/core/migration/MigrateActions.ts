import { toText } from '../model/Normalise.js';
import type { Json, MigrationContext } from './Context.js';
import { recordActionSource, recordKeptState } from './MigrateTargets.js';
import type { Source } from './Source.js';
import { length, number, text } from './V6Values.js';

/**
 * Layer actions. Engine 6 keeps them on each layer (`actions.action: [{action, tooltip_event,
 * …}]`); engine 7 keeps them on the slide, each naming its layers in `src`. Slide references
 * (jump to a slide, `#id` links) are rewritten to engine-7 ids through the id table.
 */

/** Engine-6 action names and their engine-7 spelling, for actions that need no extra field. */
const SIMPLE: Record<string, string> = {
  next: 'next',
  prev: 'prev',
  pause: 'pause',
  resume: 'resume',
  toggle_slider: 'toggle',
  gofullscreen: 'goFullscreen',
  exitfullscreen: 'exitFullscreen',
  togglefullscreen: 'toggleFullscreen',
  // Mutes every media of the module: it names no layer.
  toggle_global_mute_video: 'toggleGlobalMuteVideo',
};

/**
 * Actions on other layers (`layer_target`): start or toggle their animation, their media. The
 * targets are resolved to engine-7 layer ids once every slide is migrated (`MigrateTargets`).
 */
const ON_LAYERS: Record<string, string> = {
  start_in: 'startIn',
  start_out: 'startOut',
  toggle_layer: 'toggleLayer',
  start_video: 'startVideo',
  stop_video: 'stopVideo',
  toggle_video: 'toggleVideo',
  mute_video: 'muteVideo',
  unmute_video: 'unmuteVideo',
  toggle_mute_video: 'toggleMuteVideo',
  toggle_class: 'toggleClass',
};

const EVENTS = new Set(['click', 'mouseenter', 'mouseleave']);

/**
 * Every engine-7 action name this migration writes: each is run by the renderer or one of its
 * parts (`react/actions/actionAudit.test.ts` checks that none is left without a handler).
 */
export const MIGRATED_ACTIONS: readonly string[] = [
  ...new Set([
    'link',
    'jumpto',
    'scrollBelow',
    'open_modal',
    ...Object.values(SIMPLE),
    ...Object.values(ON_LAYERS),
  ]),
];

export function layerActions(
  ctx: MigrationContext,
  a: Source,
  layerId: string,
  layer: Json,
  actions: Json[],
): void {
  const { report } = ctx;
  // How the layer keeps what actions did to it when its slide comes back (the renderer resets).
  if (toText(a.get('triggerMemory')) === 'keep') recordKeptState(layer, `${a.path}.triggerMemory`);
  a.ignore('animationoverwrite');
  for (const [, item] of a.at('action').entries()) {
    const name = toText(item.get('action')) ?? '';
    const event = toText(item.get('tooltip_event')) ?? 'click';
    const base: Json = { a: name, evt: EVENTS.has(event) ? event : 'click', src: [layerId] };
    const delay = number(item.get('action_delay'));
    if (delay && delay > 0) base.d = delay;
    // The editor's start state of a toggled layer: also saved as its entrance waiting for an
    // action (`frame_1.timeline.actionTriggered`), which is what the migration reads.
    item.ignore('link_help_in', 'link_open_in', 'link_follow', 'link_type', 'toggle_layer_type');
    let action: Json | undefined;
    if (name === 'link' || name === 'simplelink' || name === 'menulink') {
      if (base.evt !== 'click') {
        report.drop(
          item.path,
          `a link followed on ${base.evt} is left out: a link opens when the reader follows it`,
        );
        item.take();
        continue;
      }
      action = linkAction(ctx, item, base, layer);
      if (action && base.d) {
        report.approximate(
          `${item.path}.action_delay`,
          `the link opens at once (a link the reader follows does not wait ${base.d} ms)`,
        );
      }
    } else if (SIMPLE[name]) {
      action = { ...base, a: SIMPLE[name] };
    } else if (name === 'jumpto') {
      const slide = slideRef(ctx, item, 'jump_to_slide');
      action = slide ? { ...base, target: slide } : undefined;
    } else if (name === 'scroll_under') {
      action = {
        ...base,
        a: 'scrollBelow',
        offset: number(length(item.get('scrollunder_offset'))?.value) ?? 0,
        sp: number(item.get('action_speed')) ?? 1000,
        e: text(item.get('action_easing')) ?? 'power1.inOut',
      };
    } else if (ON_LAYERS[name]) {
      const target = toText(item.get('layer_target'));
      action = target ? { ...base, a: ON_LAYERS[name], target: [target] } : undefined;
      if (!target) report.drop(item.path, `action "${name}" names no layer and is left out`);
      if (name === 'toggle_class' && action) action.class = text(item.get('toggle_class')) ?? '';
    } else if (name === 'open_modal' || name === 'openmodal') {
      const alias =
        text(item.get('openmodal')) ?? text(item.get('modal')) ?? text(item.get('modalalias'));
      action = alias ? { ...base, a: 'open_modal', target: alias } : undefined;
      if (!alias) report.drop(item.path, 'an open_modal action without a module alias is left out');
    } else if (name === 'callback') {
      report.drop(
        `${item.path}`,
        'JavaScript callbacks of engine-6 actions are not run by Tribune',
      );
      item.take();
      continue;
    } else {
      report.drop(item.path, `action "${name}" has no engine-7 equivalent in Tribune`);
      item.take();
      continue;
    }
    if (!action) continue;
    recordActionSource(action, item.path);
    report.rule(
      `${a.path.replace(/\.\d+\./g, '.*.')}.action.*.action (${name})`,
      'slides.*.slide.actions',
    );
    actions.push(action);
  }
}

function linkAction(
  ctx: MigrationContext,
  item: Source,
  base: Json,
  layer: Json,
): Json | undefined {
  const anchor = text(item.get('menu_anchor'))?.replace(/^#/, '');
  const menu = text(item.get('menu_link'));
  const raw =
    text(item.get('image_link')) ??
    text(item.get('link')) ??
    (menu || anchor ? `${menu ?? ''}${anchor ? `#${anchor}` : ''}` : '');
  if (raw.trim() === '') {
    ctx.report.drop(item.path, 'a link action without a URL is left out');
    return undefined;
  }
  const link = remapFragment(ctx, raw, `${item.path}.image_link`);
  const target = text(item.get('link_open_in')) ?? '_self';
  const follow = text(item.get('link_follow')) ?? 'follow';
  const ltype = text(item.get('link_type')) ?? 'a';
  // What the renderer reads for a plain link on a layer, as engine 7 saves it too.
  if (ltype === 'a' && layer.href === undefined) {
    layer.href = link;
    layer.target = target;
    if (follow === 'nofollow') layer.rel = 'nofollow';
  }
  return {
    ...base,
    a: 'link',
    link,
    target,
    flw: follow,
    ltype,
    http: text(item.get('link_help_in')) ?? 'keep',
  };
}

/**
 * The whole-slide link of a slide's `attributes`. A URL (`linkType` "regular") becomes the
 * slide background layer's `href` and `target`, as engine 7 saves a plain link on a layer: the
 * renderer draws the background as that link, under the slide's layers. A link to another
 * slide (`linkType` "slide") is an action engine 7 would run on a click of the background, and
 * Tribune draws no whole-slide button: it is left out, the report saying where it led (through
 * the id table) so one of the slide's layers can be given the jump instead.
 */
export function slideLink(ctx: MigrationContext, a: Source, background: Json): void {
  const type = toText(a.get('linkType')) ?? 'regular';
  if (type === 'slide') {
    const slide = slideRef(ctx, a, a.has('linkSlide') ? 'linkSlide' : 'slideLink');
    a.ignore('link', 'linkOpenIn');
    if (!slide) return;
    const to = slide === 'next' || slide === 'prev' ? `the ${slide} slide` : `slide "${slide}"`;
    ctx.report.drop(
      `${a.path}.linkType`,
      `the slide's own link to ${to} is left out: Tribune draws a whole slide as a link to a URL, not as a button; give one of the slide's layers a jump action instead`,
    );
    return;
  }
  const raw = text(a.get('link')) ?? '';
  a.ignore('linkSlide', 'slideLink');
  if (raw.trim() === '') {
    a.ignore('linkOpenIn');
    return;
  }
  background.href = remapFragment(ctx, raw.trim(), `${a.path}.link`);
  background.target = text(a.get('linkOpenIn')) ?? '_self';
  ctx.report.rule('slides.*.params.attributes.link', 'slides.*.layers.(slidebg).href');
}

/** A slide reference through the id table; "next" and "prev" stay as they are. */
function slideRef(ctx: MigrationContext, s: Source, key: string): string | undefined {
  const raw = toText(s.get(key));
  const path = `${s.path}.${key}`;
  if (raw === undefined || raw === '') {
    ctx.report.drop(s.path, 'a jump to a slide without a slide is left out');
    return undefined;
  }
  if (raw === 'next' || raw === 'prev') return raw;
  const v7 = ctx.ids.resolve(raw);
  if (v7 === undefined) {
    ctx.report.drop(
      path,
      `the slide "${raw}" it jumps to is not in the module; the action is left out`,
    );
    return undefined;
  }
  ctx.report.remap(path, raw, v7);
  return v7;
}

/** `#81` on the same page names a slide ("#key" requests): rewrite it to the slide's new id. */
function remapFragment(ctx: MigrationContext, link: string, path: string): string {
  const match = /^#(.+)$/.exec(link.trim());
  if (!match) return link;
  const v6 = match[1] as string;
  const v7 = ctx.ids.resolve(v6);
  if (v7 === undefined) return link;
  ctx.report.remap(path, v6, v7);
  return `#${v7}`;
}
