import type { SeedArticle } from '../../types.js';
import { article as lorveze } from '../lorveze-youth-academy.js';
import { article as stadium } from '../port-sainte-anne-stadium-renovation.js';
import { article as womensCup } from '../womens-cup-final-belcastel.js';
import { brief } from './brief.js';

/** Women’s football: the league, the cup and the players. */
export const FEMININES_NEWS: SeedArticle[] = [
  brief(
    {
      key: 'belcastel-women-top-of-table',
      authorKey: 'ines-belkacem',
      publishedHoursAgo: 34,
      categoryKeys: ['womens-football'],
      pictureOf: womensCup,
    },
    {
      fr: {
        title:
          'Féminines : Belcastel s’installe en tête après sa démonstration contre Merval (4–0)',
        slug: 'feminines-belcastel-s-installe-en-tete',
        excerpt:
          'Portées par un triplé de Clara Vasseur, les joueuses de l’US Belcastel prennent seules la première place de la Première Ligue.',
        body: [
          'Le public du stade Marcel-Thiers a vu une équipe sûre de sa force. Clara Vasseur a ouvert le score dès la 6e minute, avant de compléter son triplé en seconde période. Léna Rigaud a ajouté le quatrième but sur coup franc.',
          'Belcastel compte désormais deux points d’avance sur Lorvèze, tenu en échec à Montclair. Vasseur, elle, porte son total à onze buts en dix matchs.',
        ],
      },
      en: {
        title: 'Women: Belcastel go top after thrashing Merval 4–0',
        slug: 'women-belcastel-go-top',
        excerpt:
          'Led by a Clara Vasseur hat-trick, US Belcastel’s women take sole possession of first place in the Première Ligue.',
        body: [
          'The crowd at the Marcel-Thiers stadium saw a team sure of its strength. Clara Vasseur scored in the sixth minute and completed her hat-trick after the break. Léna Rigaud added the fourth from a free kick.',
          'Belcastel are now two points clear of Lorvèze, held at Montclair. Vasseur has eleven goals in ten matches.',
        ],
      },
      es: {
        title: 'Femenino: el Belcastel se coloca líder tras golear al Merval (4–0)',
        slug: 'femenino-el-belcastel-se-coloca-lider',
        excerpt:
          'Con un triplete de Clara Vasseur, las jugadoras de la US Belcastel se quedan solas en lo alto de la Première Ligue.',
        body: [
          'El público del estadio Marcel-Thiers vio a un equipo seguro de su fuerza. Clara Vasseur marcó en el minuto 6 y completó su triplete tras el descanso. Léna Rigaud firmó el cuarto de tiro libre.',
          'El Belcastel aventaja en dos puntos al Lorvèze, que empató en Montclair. Vasseur suma once goles en diez partidos.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'womens-league-attendance-record',
      authorKey: 'lea-fontaine',
      publishedHoursAgo: 190,
      categoryKeys: ['womens-football'],
      pictureOf: stadium,
    },
    {
      fr: {
        title: 'Record d’affluence pour le football féminin à Port-Sainte-Anne',
        slug: 'record-d-affluence-pour-le-football-feminin',
        excerpt:
          '14 250 spectateurs ont assisté au choc entre Port-Sainte-Anne et Lorvèze, un record pour un match de championnat féminin en France.',
        body: [
          'Le club avait choisi d’ouvrir son grand stade et de proposer des places à cinq euros : le pari est réussi. Jamais un match de championnat féminin n’avait attiré autant de monde dans l’Hexagone.',
          'Sur la pelouse, Lorvèze s’est imposé 2–1, mais la fête était ailleurs. La ligue envisage de programmer davantage d’affiches dans les grands stades dès la saison prochaine.',
        ],
      },
      en: {
        title: 'Attendance record for women’s football at Port-Sainte-Anne',
        slug: 'attendance-record-for-womens-football',
        excerpt:
          '14,250 fans watched Port-Sainte-Anne against Lorvèze, a record for a women’s league match in France.',
        body: [
          'The club opened its main stadium and sold tickets at five euros, and the gamble paid off. Never had a women’s league match drawn so many people in France.',
          'On the pitch Lorvèze won 2–1, but the celebration was in the stands. The league is considering moving more big games to large stadiums next season.',
        ],
      },
      es: {
        title: 'Récord de asistencia para el fútbol femenino en Port-Sainte-Anne',
        slug: 'record-de-asistencia-para-el-futbol-femenino',
        excerpt:
          '14 250 espectadores vieron el Port-Sainte-Anne–Lorvèze, un récord para un partido de liga femenina en Francia.',
        body: [
          'El club abrió su gran estadio y vendió entradas a cinco euros, y la apuesta salió bien. Nunca un partido de liga femenina había reunido a tanta gente en Francia.',
          'En el césped ganó el Lorvèze por 2–1, pero la fiesta estaba en la grada. La liga estudia llevar más partidos importantes a grandes estadios la próxima temporada.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'lorveze-women-academy',
      authorKey: 'ines-belkacem',
      publishedHoursAgo: 440,
      categoryKeys: ['womens-football', 'analysis'],
      pictureOf: lorveze,
    },
    {
      fr: {
        title: 'À Lorvèze, la section féminine forme déjà les internationales de demain',
        slug: 'lorveze-la-section-feminine-forme-les-internationales',
        excerpt:
          'Cinq joueuses issues du centre de formation ont été appelées en sélection de jeunes cette saison : reportage dans un vivier devenu modèle.',
        body: [
          'Les terrains synthétiques du centre Henri-Vidal ne désemplissent pas. Depuis trois ans, les filles y suivent le même programme que les garçons, avec un temps scolaire aménagé et un suivi médical commun.',
          'Le résultat se lit dans les feuilles de match : cinq joueuses appelées chez les jeunes cette saison, et deux titulaires en équipe première à 18 ans.',
        ],
      },
      en: {
        title: 'At Lorvèze, the women’s academy is already shaping tomorrow’s internationals',
        slug: 'lorveze-womens-academy-tomorrows-internationals',
        excerpt:
          'Five academy players have been called up to youth national teams this season: a visit to a model talent pool.',
        body: [
          'The artificial pitches of the Henri-Vidal centre are never empty. For three years the girls have followed the same programme as the boys, with adapted school hours and shared medical care.',
          'The results show on the team sheets: five players called up at youth level this season, and two 18-year-olds starting for the first team.',
        ],
      },
      es: {
        title: 'En Lorvèze, la cantera femenina ya forma a las internacionales del mañana',
        slug: 'lorveze-la-cantera-femenina-forma-internacionales',
        excerpt:
          'Cinco canteranas han sido convocadas por selecciones juveniles esta temporada: reportaje en una cantera modelo.',
        body: [
          'Los campos de césped artificial del centro Henri-Vidal nunca están vacíos. Desde hace tres años, las chicas siguen el mismo programa que los chicos, con horario escolar adaptado y seguimiento médico común.',
          'El resultado se ve en las alineaciones: cinco jugadoras convocadas en categorías inferiores esta temporada y dos titulares en el primer equipo con 18 años.',
        ],
      },
    },
  ),
];
