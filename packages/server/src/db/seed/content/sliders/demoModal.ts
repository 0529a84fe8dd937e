import {
  all,
  articleTitles,
  buttonLayer,
  type Json,
  type Levels,
  layers,
  lv,
  shapeLayer,
  slide,
  slideBackground,
  type Texts,
  TRANSITIONS,
  timeline,
  tr,
} from './build.js';
import { SLIDER_IMAGES } from './images.js';
import { articleTexts, excerpt, LEFT, readMoreButton } from './layout.js';
import { ARROWS, arrowsAndBullets, BULLETS } from './navigation.js';

/**
 * The modal demo (spec 2.1, issue 4 item 5): `demo-modal`, a standard slider whose slides have
 * a button with an `open_modal` slide action, and `demo-modal-target`, the module it opens, used
 * as a modal (useAsModal) with a dark cover and the default speed (1000 ms) and place (middle,
 * center). The target also opens from the URL fragment `#demo-modal-target` on any page that
 * shows `demo-modal`.
 */
export const DEMO_MODAL_ALIAS = 'demo-modal';
export const DEMO_MODAL_TARGET_ALIAS = 'demo-modal-target';

const OPEN_LABEL: Texts = {
  fr: 'Voir le programme du week-end',
  en: 'See the weekend’s programme',
  es: 'Ver el programa del fin de semana',
};

/** A button layer that opens the modal (no link: the slide action is what it does). */
function openModalButton(id: number): Json {
  const button = buttonLayer(
    id,
    OPEN_LABEL,
    { fr: '', en: '', es: '' },
    {
      x: LEFT,
      y: lv('96px', '92px', '84px', '76px', '64px'),
      v: all('bottom'),
      background: '#f2c230',
      colour: '#111936',
      tl: timeline({ from: { o: 0, sX: 0.9, sY: 0.9 }, delay: 1000, duration: 500 }),
    },
  );
  for (const key of ['href', 'href@en', 'href@es', 'target']) delete button[key];
  return { ...button, tag: 'div' };
}

/**
 * Arrows and bullets without their title templates: plain chevrons (the arrows' style draws
 * them) and dots, whose names are their labels ("Diapositive suivante", "Diapositive 2 : …").
 */
function plainArrowsAndBullets(): Json {
  return {
    ...arrowsAndBullets(),
    arrows: { ...ARROWS, html: '' },
    bullets: { ...BULLETS, html: '' },
  };
}

/**
 * A dark panel behind the text column, as tall as the module at each level (sizes in px: a
 * layer's percentage size has no box to be a percentage of, see the report on `scrim`).
 */
function panel(id: number, width: Levels<string>, height: Levels<number>): Json {
  return shapeLayer(id, 'Voile', 'rgba(17,25,54,0.74)', {
    x: all('0px'),
    y: all('0px'),
    w: width,
    height: height.map((h) => `${h}px`) as Levels<string>,
    tl: timeline({ from: { o: 0, x: all('-100px') }, delay: 0, duration: 700 }),
  });
}

const OPENER_HEIGHT = lv(520, 500, 460, 420, 400);
const TARGET_HEIGHT = lv(600, 600, 520, 460, 440);

const openModal = (layer: number): Json => ({
  a: 'open_modal',
  evt: 'click',
  src: [layer],
  target: DEMO_MODAL_TARGET_ALIAS,
});

function openerSlide(id: number, order: number, article: string, image: string): [string, Json] {
  const [key, entry] = slide({
    id,
    order,
    title: articleTitles(article),
    layers: layers(
      slideBackground(0, image, TRANSITIONS.fade),
      panel(1, lv('760px', '740px', '660px', '778px', '480px'), OPENER_HEIGHT),
      ...articleTexts(2, article),
      openModalButton(4),
    ),
  });
  (entry.slide as Json).actions = [openModal(4)];
  return [key, entry];
}

/** One article of the weekend in the modal: kicker, headline, excerpt and its link. */
function weekendSlide(id: number, order: number, article: string, image: string): [string, Json] {
  return slide({
    id,
    order,
    title: articleTitles(article),
    layers: layers(
      slideBackground(0, image, TRANSITIONS.slide),
      panel(1, lv('700px', '700px', '640px', '720px', '460px'), TARGET_HEIGHT),
      ...articleTexts(2, article, lv('560px', '560px', '520px', '560px', '380px')),
      excerpt(4, article),
      readMoreButton(5, article),
    ),
  });
}

export function demoModal(): Json {
  return {
    settings: {
      version: '7.0.0',
      lang: 'fr',
      type: 'standard',
      alias: DEMO_MODAL_ALIAS,
      ...tr('title', {
        fr: 'Le week-end en un clic',
        en: 'The weekend in one click',
        es: 'El fin de semana en un clic',
      }),
      size: {
        fullWidth: false,
        fullHeight: false,
        overflow: false,
        width: lv(1240, 1240, 1024, 778, 480),
        height: OPENER_HEIGHT,
      },
      general: { fallbackURL: '', fallbackType: 'none' },
      default: { len: 8000 },
      slideshow: { auto: true, loop: -1, stopAt: -1, shuffle: false, sOH: true },
      nav: plainArrowsAndBullets(),
      acc: { use: true, live: 'polite' },
      // The page's fragment is the modal's: slide changes leave it alone.
      browser: { useURLDeeplink: false },
      vPort: all('100px'),
    },
    slides: Object.fromEntries([
      openerSlide(701, 1, 'ligue-elite-midseason-review', SLIDER_IMAGES.trophy.key),
      openerSlide(702, 2, 'goalkeeper-interview-montclair', SLIDER_IMAGES.stadiumDay.key),
    ]),
    addOns: [],
  };
}

export function demoModalTarget(): Json {
  return {
    settings: {
      version: '7.0.0',
      lang: 'fr',
      type: 'standard',
      alias: DEMO_MODAL_TARGET_ALIAS,
      ...tr('title', {
        fr: 'À ne pas manquer ce week-end',
        en: 'Not to be missed this weekend',
        es: 'No te lo pierdas este fin de semana',
      }),
      size: {
        fullWidth: false,
        fullHeight: false,
        overflow: false,
        width: lv(960, 960, 880, 720, 460),
        // Tall enough for the headline, the excerpt and the button one under the other.
        height: TARGET_HEIGHT,
      },
      general: { fallbackURL: '', fallbackType: 'none' },
      default: { len: 7000 },
      // The reader leafs through it: nothing moves by itself in a dialog.
      slideshow: { auto: false, loop: -1, stopAt: -1, shuffle: false, sOH: true },
      nav: plainArrowsAndBullets(),
      acc: { use: true, live: 'polite' },
      browser: { useURLDeeplink: false },
      vPort: all('100px'),
      useAsModal: true,
      // sp, v and h keep the spec's defaults (1000 ms, middle, center).
      modal: { bg: 'rgba(17, 25, 54, 0.82)' },
    },
    slides: Object.fromEntries([
      weekendSlide(711, 1, 'kingsbridge-european-night', SLIDER_IMAGES.crowd.key),
      weekendSlide(712, 2, 'merval-coach-interview', SLIDER_IMAGES.training.key),
      weekendSlide(713, 3, 'var-debate-ligue-elite', SLIDER_IMAGES.pitch.key),
    ]),
    addOns: [],
  };
}
