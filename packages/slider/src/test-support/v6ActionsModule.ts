/**
 * An engine-6 module export (`slider_export.txt` shape) whose layers act on other layers, as
 * the older editor saved them: buttons that play a hidden layer in (start_in, with a delay),
 * out (start_out), toggle it (toggle_layer) or toggle a class on it (toggle_class); a text
 * that shows a tooltip while the pointer is over it (mouseenter / mouseleave); pause and
 * resume buttons, a scroll below the module and a fullscreen toggle; a second slide to leave
 * to. The layers acted on wait for an action (`frame_1.timeline.actionTriggered`), as the
 * editor saves a "toggled (hidden)" layer. Solid backgrounds: no image to load. For the
 * migration's end-to-end tests (component and browser).
 */
type Json = Record<string, unknown>;

export const V6_ACTIONS = {
  /** The answer layer's uid, and the class toggle_class puts on it. */
  answer: '1',
  tooltip: '7',
  highlight: 'sr7-demo-highlight',
  showDelay: 400,
} as const;

const at = (v: unknown) => ({ d: { v, e: true } });

function place(x: number, y: number): Json {
  return { x: at(`${x}px`), y: at(`${y}px`), horizontal: at('left'), vertical: at('top') };
}

function look(color: string, background?: string): Json {
  return {
    fontSize: at('22px'),
    lineHeight: at('30px'),
    color: at(color),
    ...(background
      ? { backgroundColor: background, padding: at([10, 20, 10, 20]), borderRadius: at(['4px']) }
      : {}),
  };
}

/** A fade and a short rise in; `waits`: the entrance (and exit) wait for an action. */
function timeline(waits: boolean): Json {
  return {
    frames: {
      frame_0: { transform: { opacity: 0, y: at('20px') } },
      frame_1: {
        transform: { opacity: 1, y: at('0px') },
        timeline: { speed: 300, ease: 'power2.out', ...(waits ? { actionTriggered: true } : {}) },
      },
      frame_999: {
        transform: { opacity: 0 },
        timeline: { speed: 300, ...(waits ? { actionTriggered: true } : {}) },
      },
    },
    frameOrder: [
      { id: 'frame_0', start: -1 },
      { id: 'frame_1', start: 0 },
      { id: 'frame_999', start: 9000 },
    ],
  };
}

function action(fields: Json): Json {
  return { tooltip_event: 'click', ...fields };
}

function button(uid: number, label: string, x: number, y: number, actions: Json[]): Json {
  return {
    uid,
    type: 'button',
    alias: label,
    text: label,
    position: place(x, y),
    idle: look('#ffffff', '#30365B'),
    timeline: timeline(false),
    actions: { action: actions },
  };
}

function text(uid: number, label: string, x: number, y: number, waits: boolean, extra: Json = {}) {
  return {
    uid,
    type: 'text',
    alias: label,
    text: label,
    position: place(x, y),
    idle: look('#F9FAFB', waits ? '#1B883F' : undefined),
    timeline: timeline(waits),
    ...extra,
  };
}

export function v6ActionsModule(): Json {
  const target = (a: string, extra: Json = {}) =>
    action({ action: a, layer_target: V6_ACTIONS.answer, ...extra });
  return {
    id: '61',
    alias: 'actions-v6',
    title: 'Actions d’un module engine 6',
    params: {
      type: 'standard',
      layouttype: 'auto',
      size: { width: at(1240), height: at(560) },
      general: { slideshow: { slideShow: true, stopOnHover: false } },
      def: { delay: 9000 },
      nav: { arrows: { set: true } },
    },
    slides: [
      {
        id: 601,
        slide_order: 1,
        params: { title: 'Questions', bg: { type: 'solid', color: '#111936' } },
        layers: {
          1: text(1, 'La réponse : 42', 80, 300, true),
          2: button(2, 'Afficher la réponse', 80, 60, [
            target('start_in', { action_delay: V6_ACTIONS.showDelay }),
          ]),
          3: button(3, 'Masquer la réponse', 380, 60, [target('start_out')]),
          4: button(4, 'Basculer la réponse', 680, 60, [
            target('toggle_layer', { toggle_layer_type: 'hidden' }),
          ]),
          5: button(5, 'Surligner la réponse', 80, 160, [
            target('toggle_class', { toggle_class: V6_ACTIONS.highlight }),
          ]),
          6: text(6, 'Survolez pour une astuce', 680, 300, false, {
            actions: {
              action: [
                action({ action: 'start_in', layer_target: '7', tooltip_event: 'mouseenter' }),
                action({ action: 'start_out', layer_target: '7', tooltip_event: 'mouseleave' }),
              ],
            },
          }),
          7: text(7, 'Astuce : la réponse est un nombre', 680, 380, true),
          8: button(8, 'Pause', 380, 160, [action({ action: 'pause' })]),
          9: button(9, 'Reprendre', 560, 160, [action({ action: 'resume' })]),
          // As the real export in the fixtures saves it (a sticky header of 89 px).
          10: button(10, 'Descendre', 80, 460, [
            action({
              action: 'scroll_under',
              scrollunder_offset: '-89px',
              action_speed: '1000ms',
              action_easing: 'power1.inOut',
            }),
          ]),
          11: button(11, 'Plein écran', 380, 460, [action({ action: 'togglefullscreen' })]),
        },
      },
      {
        id: 602,
        slide_order: 2,
        params: { title: 'Suite', bg: { type: 'solid', color: '#30365B' } },
        layers: { 1: text(1, 'Deuxième diapositive', 80, 80, false) },
      },
    ],
  };
}
