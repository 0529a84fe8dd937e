import type { SeedArticle } from '../../types.js';
import { article as midseason } from '../ligue-elite-midseason-review.js';
import { article as merval } from '../merval-coach-interview.js';
import { article as pressing } from '../pressing-revolution-analysis.js';
import { brief } from './brief.js';

/** The national team: squads, matches and the coach’s choices. */
export const EQUIPE_DE_FRANCE_NEWS: SeedArticle[] = [
  brief(
    {
      key: 'france-squad-announcement',
      authorKey: 'camille-rouviere',
      publishedHoursAgo: 64,
      categoryKeys: ['national-team'],
      pictureOf: merval,
    },
    {
      fr: {
        title: 'Équipe de France : Berthelot appelé pour la première fois',
        slug: 'equipe-de-france-berthelot-appele',
        excerpt:
          'Le buteur de Valmont figure dans la liste des 25 pour les matchs amicaux de mars, tout comme le gardien de Montclair.',
        body: [
          'La récompense d’un début de saison exceptionnel. Yanis Berthelot, 15 buts en championnat, a été retenu par le sélectionneur pour la première fois de sa carrière.',
          'La liste compte trois autres joueurs de Ligue Élite, dont le gardien du Racing Montclair. L’équipe de France affrontera deux sélections européennes les 24 et 28 mars.',
        ],
      },
      en: {
        title: 'France squad: Berthelot called up for the first time',
        slug: 'france-squad-berthelot-called-up',
        excerpt:
          'The Valmont striker is in the 25-man squad for the March friendlies, as is Montclair’s goalkeeper.',
        body: [
          'It is the reward for an outstanding start to the season. Yanis Berthelot, with 15 league goals, has been selected by the national coach for the first time in his career.',
          'The squad includes three other Ligue Élite players, among them Racing Montclair’s goalkeeper. France play two European sides on 24 and 28 March.',
        ],
      },
      es: {
        title: 'Selección francesa: Berthelot, convocado por primera vez',
        slug: 'seleccion-francesa-berthelot-convocado',
        excerpt:
          'El delantero del Valmont figura en la lista de 25 para los amistosos de marzo, igual que el portero del Montclair.',
        body: [
          'Es el premio a un inicio de temporada excepcional. Yanis Berthelot, con 15 goles en liga, ha sido convocado por el seleccionador por primera vez en su carrera.',
          'La lista incluye a otros tres jugadores de la Ligue Élite, entre ellos el portero del Racing Montclair. Francia jugará contra dos selecciones europeas el 24 y el 28 de marzo.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'france-friendly-win',
      authorKey: 'lea-fontaine',
      publishedHoursAgo: 340,
      categoryKeys: ['national-team'],
      pictureOf: midseason,
    },
    {
      fr: {
        title: 'Les Bleus s’imposent en amical et peaufinent leurs automatismes (2–0)',
        slug: 'les-bleus-s-imposent-en-amical',
        excerpt:
          'Sans forcer, l’équipe de France a dominé son adversaire du soir grâce à deux buts en première période.',
        body: [
          'Le sélectionneur voulait voir de la maîtrise, il a été servi. Ses joueurs ont confisqué le ballon dès le coup d’envoi et ouvert le score sur un corner joué à deux (18e), avant de doubler la mise avant la pause.',
          'La seconde période a permis de faire tourner l’effectif : six changements et des débuts remarqués pour deux jeunes milieux.',
        ],
      },
      en: {
        title: 'France win a friendly and polish their patterns (2–0)',
        slug: 'france-win-a-friendly',
        excerpt: 'Without pushing hard, France dominated with two first-half goals.',
        body: [
          'The coach wanted control and got it. His players kept the ball from the kick-off and scored from a short corner (18), then added a second before half-time.',
          'The second half was used to rotate the squad: six changes and impressive debuts for two young midfielders.',
        ],
      },
      es: {
        title: 'Francia gana un amistoso y pule sus automatismos (2–0)',
        slug: 'francia-gana-un-amistoso',
        excerpt:
          'Sin forzar, la selección francesa dominó gracias a dos goles en la primera parte.',
        body: [
          'El seleccionador quería control y lo tuvo. Sus jugadores se adueñaron del balón desde el inicio, marcaron en un córner ensayado (18) y firmaron el segundo antes del descanso.',
          'La segunda parte sirvió para dar minutos a todos: seis cambios y un debut destacado de dos jóvenes centrocampistas.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'france-coach-pressing',
      authorKey: 'julien-marchetti',
      publishedHoursAgo: 600,
      categoryKeys: ['national-team', 'analysis'],
      pictureOf: pressing,
    },
    {
      fr: {
        title: 'Le sélectionneur veut importer le pressing de la Ligue Élite chez les Bleus',
        slug: 'le-selectionneur-veut-importer-le-pressing',
        excerpt:
          'Inspiré par Valmont et Lorvèze, le staff de l’équipe de France travaille à un bloc plus haut pour les prochaines échéances.',
        body: [
          'Les séances vidéo du dernier rassemblement ont beaucoup emprunté aux clubs français. Le staff a notamment décortiqué les récupérations hautes de Valmont, devenues la marque de fabrique du leader.',
          'Reste à l’appliquer avec des joueurs qui ne se côtoient que quelques jours par an : l’enjeu des matchs amicaux de mars.',
        ],
      },
      en: {
        title: 'National coach wants to bring Ligue Élite’s pressing to France',
        slug: 'national-coach-wants-ligue-elite-pressing',
        excerpt:
          'Inspired by Valmont and Lorvèze, the France staff are working on a higher block for the coming fixtures.',
        body: [
          'The video sessions at the last get-together borrowed heavily from French clubs. The staff studied Valmont’s high recoveries in detail, the leaders’ trademark.',
          'The challenge is applying it with players who spend only a few days a year together: that is what the March friendlies are for.',
        ],
      },
      es: {
        title: 'El seleccionador quiere llevar la presión de la Ligue Élite a Francia',
        slug: 'el-seleccionador-quiere-llevar-la-presion',
        excerpt:
          'Inspirado por el Valmont y el Lorvèze, el cuerpo técnico de Francia trabaja en un bloque más alto.',
        body: [
          'Las sesiones de vídeo de la última concentración se inspiraron mucho en los clubes franceses. El cuerpo técnico analizó a fondo las recuperaciones altas del Valmont, seña de identidad del líder.',
          'Falta aplicarlo con jugadores que solo coinciden unos días al año: para eso sirven los amistosos de marzo.',
        ],
      },
    },
  ),
];
