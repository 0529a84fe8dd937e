import {
  all,
  articleCategory,
  articleExcerpts,
  articleLinks,
  articleTitles,
  buttonLayer,
  type Levels,
  lv,
  shapeLayer,
  type Texts,
  textLayer,
  timeline,
} from './build.js';

/** The layout the demo slides share: a text column over a dark panel, left of the navigation. */

/**
 * The text column, per level (the grid is 1240/1240/1024/778/480 px wide and 620/600/540/500/480
 * high): clear of the left arrow (24/20/16/12 px from the edge, 48 px wide; hidden at 480), of
 * the scrubber along the top and of the thumbnails on the right (hidden below 1024).
 */
export const LEFT = lv('96px', '88px', '80px', '72px', '24px');
const KICKER_Y = lv('112px', '108px', '96px', '84px', '64px');
const TITLE_Y = lv('142px', '138px', '124px', '110px', '96px');
/** Below four lines of headline; the excerpt shows only where there is room for it. */
const EXCERPT_Y = lv('346px', '336px', '300px', '260px', '230px');
/** Buttons sit above the bullets and the progress bar, whatever the headline's length. */
const BUTTON_BOTTOM = lv('96px', '92px', '84px', '76px', '64px');
const KICKER = lv('15px', '15px', '14px', '13px', '18px');
const HEADLINE = lv('40px', '38px', '34px', '30px', '31px');
const BODY = lv('18px', '18px', '17px', '16px', '18px');
const TEXT_W = lv('600px', '580px', '520px', '560px', '420px');

/** A dark panel behind the text column: legible whatever the picture behind. */
export function scrim(id: number, width = lv('760px', '740px', '660px', '100%', '100%')) {
  return shapeLayer(id, 'Voile', 'rgba(17,25,54,0.74)', {
    x: all('0px'),
    y: all('0px'),
    w: width,
    height: all('100%'),
    tl: timeline({ from: { o: 0, x: all('-100px') }, delay: 0, duration: 700 }),
  });
}

/** The kicker and headline of one article, entering one after the other. */
export function articleTexts(first: number, article: string, width: Levels<string> = TEXT_W) {
  return [
    textLayer(first, 'Surtitre', articleCategory(article), {
      x: LEFT,
      y: KICKER_Y,
      size: KICKER,
      weight: '600',
      colour: '#f2c230',
      tag: 'p',
      tl: timeline({ from: { o: 0, x: all('-30px') }, delay: 200, duration: 600 }),
    }),
    textLayer(first + 1, 'Titre', articleTitles(article), {
      x: LEFT,
      y: TITLE_Y,
      w: width,
      size: HEADLINE,
      weight: '700',
      tag: 'h2',
      tl: timeline({ from: { o: 0, y: all('40px') }, delay: 400, duration: 900, clip: true }),
    }),
  ];
}

export function excerpt(id: number, article: string) {
  return textLayer(id, 'Chapô', articleExcerpts(article), {
    x: LEFT,
    y: EXCERPT_Y,
    w: lv('580px', '560px', '500px', '560px', '420px'),
    size: BODY,
    weight: '400',
    lineHeight: lv('27px', '27px', '25px', '24px', '24px'),
    tag: 'p',
    vis: lv(true, true, false, false, false),
    tl: timeline({ from: { o: 0 }, delay: 700, duration: 700 }),
  });
}

export const readMore: Texts = {
  fr: 'Lire l’article',
  en: 'Read the article',
  es: 'Leer el artículo',
};

export function readMoreButton(id: number, article: string) {
  return buttonLayer(id, readMore, articleLinks(article), {
    x: LEFT,
    y: BUTTON_BOTTOM,
    v: all('bottom'),
    tl: timeline({ from: { o: 0, sX: 0.9, sY: 0.9 }, delay: 1000, duration: 500 }),
  });
}
