import type { SeedArticle } from '../../types.js';
import { article as kingsbridge } from '../kingsbridge-european-night.js';
import { article as midseason } from '../ligue-elite-midseason-review.js';
import { article as pressing } from '../pressing-revolution-analysis.js';
import { article as derby } from '../valmont-rivemont-derby.js';
import { brief } from './brief.js';

/** The European cup nights and the draws around them. */
export const EUROPE_NEWS: SeedArticle[] = [
  brief(
    {
      key: 'valmont-qualifies-champions-cup',
      authorKey: 'camille-rouviere',
      publishedHoursAgo: 14,
      categoryKeys: ['europe', 'france'],
      pictureOf: kingsbridge,
    },
    {
      fr: {
        title: 'Coupe des Clubs Champions : Valmont file en huitièmes après son nul à Valdoria',
        slug: 'valmont-file-en-huitiemes-apres-son-nul-a-valdoria',
        excerpt:
          'Accroché par le Real Valdoria (1–1), l’Olympique Valmont termine deuxième de son groupe et découvrira son adversaire lundi.',
        body: [
          'Il fallait un point, Valmont l’a pris avec les tripes. Ouvert par Yanis Berthelot à l’heure de jeu, le score a été égalisé par Diego Arriaga sur penalty (77e), mais les Français ont tenu bon malgré une fin de match étouffante.',
          'Les Valmontais retrouvent les huitièmes de finale pour la première fois depuis sept ans. Le tirage au sort aura lieu lundi à midi ; ils pourraient croiser Kingsbridge United ou Harrowgate City.',
        ],
      },
      en: {
        title: 'Champions Club Cup: Valmont into the last 16 after a draw in Valdoria',
        slug: 'valmont-into-last-16-after-draw-in-valdoria',
        excerpt:
          'Held 1–1 by Real Valdoria, Olympique Valmont finish second in their group and learn their opponents on Monday.',
        body: [
          'They needed a point and Valmont ground it out. Yanis Berthelot put them ahead on the hour, Diego Arriaga levelled from the spot (77), but the French side held on through a suffocating finish.',
          'Valmont reach the last 16 for the first time in seven years. The draw is on Monday at noon; they could face Kingsbridge United or Harrowgate City.',
        ],
      },
      es: {
        title: 'Copa de Clubes Campeones: el Valmont pasa a octavos tras empatar en Valdoria',
        slug: 'el-valmont-pasa-a-octavos-tras-empatar-en-valdoria',
        excerpt:
          'Frenado por el Real Valdoria (1–1), el Olympique Valmont termina segundo de grupo y conocerá su rival el lunes.',
        body: [
          'Necesitaba un punto y el Valmont lo consiguió a base de carácter. Yanis Berthelot marcó a la hora de juego, Diego Arriaga empató de penalti (77), pero los franceses resistieron un final asfixiante.',
          'El Valmont vuelve a los octavos de final siete años después. El sorteo será el lunes a mediodía; podría cruzarse con el Kingsbridge United o el Harrowgate City.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'champions-cup-draw',
      authorKey: 'antoine-vidal',
      publishedHoursAgo: 40,
      categoryKeys: ['europe'],
      pictureOf: midseason,
    },
    {
      fr: {
        title: 'Tirage des huitièmes : Valmont hérite de Harrowgate City',
        slug: 'tirage-des-huitiemes-valmont-herite-de-harrowgate',
        excerpt:
          'Le leader de Ligue Élite affrontera le champion d’Angleterre en titre, avec le match retour à l’extérieur.',
        body: [
          'La main innocente n’a pas épargné le seul club français encore en lice. L’Olympique Valmont recevra Harrowgate City le 18 février avant de se déplacer en Angleterre trois semaines plus tard.',
          '« C’est le tirage le plus difficile, mais c’est pour vivre ces soirées qu’on joue au football », a réagi Didier Salvagnac. Les autres affiches : Kingsbridge–Serrano et Valdoria–Millbrook.',
        ],
      },
      en: {
        title: 'Last-16 draw: Valmont handed Harrowgate City',
        slug: 'last-16-draw-valmont-handed-harrowgate',
        excerpt:
          'The Ligue Élite leaders will face the reigning English champions, with the second leg away from home.',
        body: [
          'The draw was not kind to the last French club standing. Olympique Valmont host Harrowgate City on 18 February before travelling to England three weeks later.',
          '“It is the hardest draw, but these are the nights you play football for,” said Didier Salvagnac. The other ties include Kingsbridge v Serrano and Valdoria v Millbrook.',
        ],
      },
      es: {
        title: 'Sorteo de octavos: al Valmont le toca el Harrowgate City',
        slug: 'sorteo-de-octavos-al-valmont-le-toca-el-harrowgate',
        excerpt:
          'El líder de la Ligue Élite se medirá al vigente campeón inglés, con la vuelta a domicilio.',
        body: [
          'El sorteo no fue amable con el último club francés en liza. El Olympique Valmont recibirá al Harrowgate City el 18 de febrero y viajará a Inglaterra tres semanas después.',
          '«Es el sorteo más difícil, pero para vivir estas noches se juega al fútbol», reaccionó Didier Salvagnac. Otros cruces: Kingsbridge–Serrano y Valdoria–Millbrook.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'lorveze-out-of-europe',
      authorKey: 'lea-fontaine',
      publishedHoursAgo: 100,
      categoryKeys: ['europe', 'france'],
      pictureOf: pressing,
    },
    {
      fr: {
        title: 'Éliminé par Castellar, Lorvèze quitte l’Europe la tête haute',
        slug: 'lorveze-quitte-l-europe-la-tete-haute',
        excerpt:
          'Battu 2–1 au Portugal après avoir mené, le Stade de Lorvèze termine troisième de son groupe et devra se concentrer sur le championnat.',
        body: [
          'Lorvèze y a cru pendant une heure. Devant après un but de Malik Soumaré (12e), les joueurs de Pascal Moreau ont été rejoints puis dépassés par le Sporting Castellar, plus frais en fin de rencontre.',
          'Le club empochera tout de même une prime de participation appréciable, et ses jeunes ont engrangé une expérience que l’entraîneur juge « inestimable pour la suite ».',
        ],
      },
      en: {
        title: 'Knocked out by Castellar, Lorvèze leave Europe with heads held high',
        slug: 'lorveze-leave-europe-heads-held-high',
        excerpt:
          'Beaten 2–1 away after leading, Stade de Lorvèze finish third in their group and can now focus on the league.',
        body: [
          'Lorvèze believed for an hour. Ahead through Malik Soumaré (12), Pascal Moreau’s side were pegged back and then overtaken by a fresher Sporting Castellar late on.',
          'The club still collects welcome prize money, and its young players have gained experience the coach calls “priceless for what comes next”.',
        ],
      },
      es: {
        title: 'Eliminado por el Castellar, el Lorvèze se despide de Europa con la cabeza alta',
        slug: 'el-lorveze-se-despide-de-europa',
        excerpt:
          'Derrotado 2–1 tras ir por delante, el Stade de Lorvèze acaba tercero de grupo y podrá centrarse en la liga.',
        body: [
          'El Lorvèze soñó durante una hora. Por delante gracias a Malik Soumaré (12), el equipo de Pascal Moreau vio cómo un Sporting Castellar más fresco le empataba y le daba la vuelta al final.',
          'El club cobra igualmente una buena prima de participación, y sus jóvenes suman una experiencia que el técnico califica de «impagable para lo que viene».',
        ],
      },
    },
  ),
  brief(
    {
      key: 'kingsbridge-coach-praises-ligue-elite',
      authorKey: 'antoine-vidal',
      publishedHoursAgo: 220,
      categoryKeys: ['europe'],
      pictureOf: kingsbridge,
    },
    {
      fr: {
        title: 'L’entraîneur de Kingsbridge : « La Ligue Élite est devenue un piège »',
        slug: 'kingsbridge-la-ligue-elite-est-devenue-un-piege',
        excerpt:
          'Avant de défier Valmont, le technicien anglais a salué l’intensité des clubs français, qu’il juge sous-estimés en Europe.',
        body: [
          'Les compliments sont rares outre-Manche. Ils n’en ont que plus de poids : en conférence de presse, l’entraîneur de Kingsbridge United a estimé que les clubs français « pressent plus haut et plus longtemps que la plupart des équipes anglaises ».',
          'Une manière aussi de mettre la pression sur son adversaire du soir, lancé dans une série de neuf matchs sans défaite toutes compétitions confondues.',
        ],
      },
      en: {
        title: 'Kingsbridge coach: “Ligue Élite has become a trap”',
        slug: 'kingsbridge-coach-ligue-elite-has-become-a-trap',
        excerpt:
          'Before facing Valmont, the English coach praised the intensity of French clubs, whom he believes are underrated in Europe.',
        body: [
          'Compliments from across the Channel are rare, which gives them weight: at his press conference, the Kingsbridge United coach said French clubs “press higher and for longer than most English sides”.',
          'It was also a way to put pressure on his opponents, unbeaten in nine matches in all competitions.',
        ],
      },
      es: {
        title: 'El técnico del Kingsbridge: «La Ligue Élite se ha convertido en una trampa»',
        slug: 'kingsbridge-la-ligue-elite-es-una-trampa',
        excerpt:
          'Antes de medirse al Valmont, el entrenador inglés elogió la intensidad de los clubes franceses, a su juicio infravalorados en Europa.',
        body: [
          'Los elogios desde el otro lado del canal son escasos, y por eso pesan: en rueda de prensa, el entrenador del Kingsbridge United afirmó que los clubes franceses «presionan más arriba y durante más tiempo que la mayoría de los ingleses».',
          'Una forma también de presionar a su rival, que encadena nueve partidos sin perder en todas las competiciones.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'european-coefficient-france',
      authorKey: 'julien-marchetti',
      publishedHoursAgo: 480,
      categoryKeys: ['europe', 'analysis'],
      pictureOf: derby,
    },
    {
      fr: {
        title: 'Indice européen : la France conforte sa cinquième place',
        slug: 'indice-europeen-la-france-conforte-sa-cinquieme-place',
        excerpt:
          'Grâce aux bons résultats de Valmont et Lorvèze, le football français creuse l’écart sur ses poursuivants et sécurise quatre places européennes.',
        body: [
          'Le classement des indices publié cette semaine sourit aux clubs français. Avec 11,4 points récoltés depuis la rentrée, la France compte désormais près de trois points d’avance sur le sixième.',
          'Un matelas précieux : il garantit à la Ligue Élite quatre qualifiés pour la prochaine Coupe des Clubs Champions, dont trois directement en phase de groupes.',
        ],
      },
      en: {
        title: 'European coefficient: France tighten their grip on fifth place',
        slug: 'european-coefficient-france-fifth-place',
        excerpt:
          'Thanks to Valmont and Lorvèze, French football pulls away from its pursuers and secures four European places.',
        body: [
          'This week’s coefficient table makes good reading for French clubs. With 11.4 points collected since August, France now lead sixth place by almost three points.',
          'It is a valuable cushion: Ligue Élite is guaranteed four entrants in next season’s Champions Club Cup, three of them straight into the group stage.',
        ],
      },
      es: {
        title: 'Coeficiente europeo: Francia afianza su quinto puesto',
        slug: 'coeficiente-europeo-francia-afianza-el-quinto-puesto',
        excerpt:
          'Gracias al Valmont y al Lorvèze, el fútbol francés se aleja de sus perseguidores y asegura cuatro plazas europeas.',
        body: [
          'La tabla de coeficientes publicada esta semana sonríe a los clubes franceses. Con 11,4 puntos sumados desde agosto, Francia aventaja al sexto en casi tres puntos.',
          'Un colchón valioso: la Ligue Élite tendrá cuatro representantes en la próxima Copa de Clubes Campeones, tres de ellos directamente en la fase de grupos.',
        ],
      },
    },
  ),
];
