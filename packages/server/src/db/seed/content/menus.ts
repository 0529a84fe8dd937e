import type { SeedMenuItem, Translated } from './types.js';

const t = (fr: string, en: string, es: string): Translated<string> => ({ fr, en, es });

// Labels used in more than one place of the menu.
const VAR_DEBATE = t('Le débat sur la VAR', 'The VAR debate', 'El debate del VAR');
const WINTER_WINDOW = t(
  'Mercato d’hiver : besoins, budgets et pistes',
  'Winter transfer window preview',
  'Previa del mercado de invierno',
);

/** The site's primary navigation, in display order. */
export const SEED_PRIMARY_MENU: SeedMenuItem[] = [
  { label: t('Accueil', 'Home', 'Inicio'), target: 'home' },
  {
    label: t('Actualités', 'News', 'Noticias'),
    target: 'category:france',
    children: [
      {
        label: t('Football français', 'French football', 'Fútbol francés'),
        target: 'category:france',
      },
      { label: t('Europe', 'Europe', 'Europa'), target: 'category:europe' },
      { label: t('Mercato', 'Transfers', 'Fichajes'), target: 'category:transfers' },
      {
        label: t('Football féminin', 'Women’s football', 'Fútbol femenino'),
        target: 'category:womens-football',
      },
    ],
  },
  {
    label: t('Compétitions', 'Competitions', 'Competiciones'),
    target: 'category:france',
    mega: {
      layout: 'tabs',
      columns: [
        {
          heading: t('Ligue Élite', 'Ligue Élite', 'Ligue Élite'),
          links: [
            {
              label: t(
                'Le derby Valmont–Rivemont',
                'The Valmont–Rivemont derby',
                'El derbi Valmont–Rivemont',
              ),
              target: 'article:valmont-rivemont-derby',
            },
            {
              label: t(
                'Le bilan de la mi-saison',
                'Mid-season review',
                'Balance de media temporada',
              ),
              target: 'article:ligue-elite-midseason-review',
            },
            { label: VAR_DEBATE, target: 'article:var-debate-ligue-elite' },
            {
              label: t(
                'Port-Sainte-Anne rénove son stade',
                'Port-Sainte-Anne’s stadium makeover',
                'Port-Sainte-Anne reforma su estadio',
              ),
              target: 'article:port-sainte-anne-stadium-renovation',
            },
          ],
        },
        {
          heading: t('Premier Division', 'Premier Division', 'Premier Division'),
          links: [
            {
              label: t(
                'Kingsbridge accroche le Real Valdoria',
                'Kingsbridge hold Real Valdoria',
                'El Kingsbridge frena al Real Valdoria',
              ),
              target: 'article:kingsbridge-european-night',
            },
            {
              label: t(
                'Kingsbridge et Valmont se disputent Villacorta',
                'Kingsbridge and Valmont chase Villacorta',
                'Kingsbridge y Valmont se pelean por Villacorta',
              ),
              target: 'article:serrano-striker-transfer-saga',
            },
            { label: WINTER_WINDOW, target: 'article:winter-transfer-window-preview' },
          ],
        },
        {
          heading: t('Liga Ibérica', 'Liga Ibérica', 'Liga Ibérica'),
          links: [
            {
              label: t('Le feuilleton Villacorta', 'The Villacorta saga', 'El culebrón Villacorta'),
              target: 'article:serrano-striker-transfer-saga',
            },
            {
              label: t(
                'Le Real Valdoria tenu en échec à Kingsbridge',
                'Real Valdoria held at Kingsbridge',
                'El Real Valdoria empata en Kingsbridge',
              ),
              target: 'article:kingsbridge-european-night',
            },
            { label: WINTER_WINDOW, target: 'article:winter-transfer-window-preview' },
          ],
        },
      ],
      map: {
        label: t(
          'Où jouent les clubs de Ligue Élite',
          'Where the Ligue Élite clubs play',
          'Dónde juegan los clubes de la Ligue Élite',
        ),
        lat: 46.6,
        lng: 2.4,
        zoom: 8,
      },
    },
  },
  {
    label: t('Analyses', 'Analysis', 'Análisis'),
    target: 'category:analysis',
    children: [
      { label: t('Entretiens', 'Interviews', 'Entrevistas'), target: 'category:interviews' },
      {
        label: t(
          'La révolution du pressing',
          'The pressing revolution',
          'La revolución del pressing',
        ),
        target: 'article:pressing-revolution-analysis',
      },
      { label: VAR_DEBATE, target: 'article:var-debate-ligue-elite' },
    ],
  },
  {
    label: t('Galeries', 'Galleries', 'Galerías'),
    target: 'gallery:derby-day',
    children: [
      {
        label: t('Jour de derby à Valmont', 'Derby day in Valmont', 'Día de derbi en Valmont'),
        target: 'gallery:derby-day',
      },
      {
        label: t(
          'Les stades de la Ligue Élite',
          'The grounds of the Ligue Élite',
          'Los estadios de la Ligue Élite',
        ),
        target: 'gallery:stadiums-of-ligue-elite',
      },
      {
        label: t('Le stage d’hiver', 'Winter training camp', 'La concentración de invierno'),
        target: 'gallery:training-camp',
      },
    ],
  },
];
