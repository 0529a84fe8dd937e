import {
  all,
  articleLinks,
  articleTitles,
  buttonLayer,
  headlineTexts,
  layers,
  lv,
  slide,
  slideBackground,
  TRANSITIONS,
  textLayer,
  timeline,
  tr,
} from './build.js';
import { SLIDER_IMAGES } from './images.js';
import { scrim } from './layout.js';
import { noNavigation } from './navigation.js';

/** The alias pages embed the home page's hero by. */
export const HOME_HERO_ALIAS = 'home-hero';

/** The hero has no arrows: its text starts nearer the edge than the sliders'. */
const HERO_LEFT = lv('80px', '60px', '48px', '32px', '20px');

/** The article the home page's hero leads to. */
export const HERO_ARTICLE = 'valmont-rivemont-derby';

/**
 * `home-hero`: the home page's hero (type "hero": one slide, no navigation, no slideshow).
 * A full-width stadium picture, the lead article's headline and a button to it, each layer
 * with an entrance and an exit timeline. The picture is the page's LCP image.
 */
export function homeHero() {
  const headline = articleTitles(HERO_ARTICLE);
  return {
    settings: {
      version: '7.0.0',
      lang: 'fr',
      type: 'hero',
      alias: HOME_HERO_ALIAS,
      ...tr('title', { fr: 'À la une', en: 'Top story', es: 'En portada' }),
      size: {
        fullWidth: true,
        fullHeight: false,
        overflow: false,
        width: lv(1240, 1240, 1024, 778, 480),
        height: lv(620, 580, 540, 520, 500),
      },
      general: { fallbackURL: '', fallbackType: 'none' },
      default: { len: 9000 },
      slideshow: { auto: false, loop: 0, stopAt: -1, shuffle: false, sOH: false },
      pbar: { set: false },
      nav: noNavigation(),
      acc: { use: true, live: 'off' },
      browser: { useURLDeeplink: false },
      vPort: all('100px'),
    },
    slides: Object.fromEntries([
      slide({
        id: 11,
        order: 1,
        title: headline,
        description: {
          fr: 'Le récit du derby au Parc des Sorbiers.',
          en: 'The story of the derby at the Parc des Sorbiers.',
          es: 'La crónica del derbi en el Parc des Sorbiers.',
        },
        layers: layers(
          slideBackground(0, SLIDER_IMAGES.heroStadium.key, TRANSITIONS.fade),
          scrim(1, lv('860px', '820px', '720px', '100%', '100%')),
          textLayer(
            2,
            'Surtitre',
            { fr: 'À la une', en: 'Top story', es: 'En portada' },
            {
              x: HERO_LEFT,
              y: lv('120px', '112px', '100px', '88px', '72px'),
              size: lv('16px', '16px', '15px', '14px', '18px'),
              weight: '600',
              colour: '#f2c230',
              tag: 'p',
              tl: timeline({ from: { o: 0, x: all('-30px') }, delay: 200, duration: 700 }),
            },
          ),
          textLayer(3, 'Titre', headlineTexts(headline), {
            x: HERO_LEFT,
            y: lv('152px', '144px', '130px', '116px', '102px'),
            w: lv('700px', '660px', '580px', '600px', '440px'),
            size: lv('52px', '48px', '42px', '36px', '32px'),
            weight: '700',
            tag: 'h2',
            tl: timeline({ from: { o: 0, y: all('40px') }, delay: 400, duration: 900, clip: true }),
          }),
          buttonLayer(
            4,
            { fr: 'Lire le récit du match', en: 'Read the match report', es: 'Leer la crónica' },
            articleLinks(HERO_ARTICLE),
            {
              x: HERO_LEFT,
              // From the bottom: clear of the headline whatever its length in each language.
              y: lv('104px', '96px', '88px', '80px', '64px'),
              v: all('bottom'),
              tl: timeline({
                from: { o: 0, sX: 0.9, sY: 0.9 },
                delay: 900,
                duration: 600,
                to: { y: all('20px') },
              }),
            },
          ),
        ),
      }),
    ]),
    addOns: [],
  };
}
