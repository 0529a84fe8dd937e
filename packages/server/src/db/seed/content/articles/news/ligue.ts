import type { SeedArticle } from '../../types.js';
import { article as midseason } from '../ligue-elite-midseason-review.js';
import { article as lorveze } from '../lorveze-youth-academy.js';
import { article as merval } from '../merval-coach-interview.js';
import { article as stadium } from '../port-sainte-anne-stadium-renovation.js';
import { article as derby } from '../valmont-rivemont-derby.js';
import { article as varDebate } from '../var-debate-ligue-elite.js';
import { brief } from './brief.js';

/** Ligue Élite news: results, previews, the table and the clubs' week. */
export const LIGUE_NEWS: SeedArticle[] = [
  brief(
    {
      key: 'lorveze-wins-at-aubrac',
      authorKey: 'lea-fontaine',
      publishedHoursAgo: 7,
      categoryKeys: ['france'],
      pictureOf: lorveze,
    },
    {
      fr: {
        title: 'Lorvèze s’impose à Aubrac et reste dans le sillage de Valmont (0–2)',
        slug: 'lorveze-s-impose-a-aubrac',
        excerpt:
          'Sans briller, le Stade de Lorvèze a fait respecter la hiérarchie sur la pelouse gelée du SC Aubrac et revient à deux points du leader.',
        body: [
          'Le Stade de Lorvèze n’a pas fait de sentiment. Sur une pelouse rendue glissante par le froid, les hommes de Pascal Moreau ont attendu la 38e minute pour ouvrir le score par Kevin Dumoulin, d’une reprise au second poteau, avant que Malik Soumaré ne scelle le sort du match en contre dans le temps additionnel (90+3e).',
          'Aubrac, courageux mais trop limité dans le dernier geste, n’a cadré que deux tirs. Lorvèze pointe désormais à deux longueurs de l’Olympique Valmont avant de recevoir Montclair samedi.',
        ],
      },
      en: {
        title: 'Lorvèze win at Aubrac to stay on Valmont’s heels (0–2)',
        slug: 'lorveze-win-at-aubrac',
        excerpt:
          'Without dazzling, Stade de Lorvèze did the job on SC Aubrac’s frozen pitch and are now two points behind the leaders.',
        body: [
          'Stade de Lorvèze showed no mercy. On a pitch made slippery by the cold, Pascal Moreau’s side waited until the 38th minute to open the scoring through Kevin Dumoulin’s volley at the far post, before Malik Soumaré settled it on the break in stoppage time (90+3).',
          'Aubrac, brave but short of quality in the final third, managed only two shots on target. Lorvèze now sit two points behind Olympique Valmont ahead of Saturday’s home game against Montclair.',
        ],
      },
      es: {
        title: 'El Lorvèze gana en Aubrac y sigue la estela del Valmont (0–2)',
        slug: 'el-lorveze-gana-en-aubrac',
        excerpt:
          'Sin brillar, el Stade de Lorvèze cumplió en el césped helado del SC Aubrac y queda a dos puntos del líder.',
        body: [
          'El Stade de Lorvèze no tuvo piedad. En un césped resbaladizo por el frío, el equipo de Pascal Moreau esperó hasta el minuto 38 para adelantarse con una volea de Kevin Dumoulin en el segundo palo, y Malik Soumaré sentenció al contragolpe en el descuento (90+3).',
          'El Aubrac, valiente pero sin acierto en los metros finales, solo disparó dos veces entre los tres palos. El Lorvèze queda a dos puntos del Olympique Valmont antes de recibir al Montclair el sábado.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'montclair-belcastel-draw',
      authorKey: 'thomas-lefebvre',
      publishedHoursAgo: 28,
      categoryKeys: ['france'],
      pictureOf: derby,
    },
    {
      fr: {
        title: 'Montclair et Belcastel se quittent dos à dos (1–1)',
        slug: 'montclair-et-belcastel-dos-a-dos',
        excerpt:
          'Le Racing Montclair a cru tenir sa victoire jusqu’à l’égalisation de Hugo Lacombe à cinq minutes de la fin.',
        body: [
          'Devant un public frigorifié, le Racing Montclair avait fait l’essentiel en première période grâce à un coup franc direct de Bastien Ollier (31e). L’US Belcastel, plus entreprenant après la pause, a fini par être récompensé : sur un centre de Rayan Diallo, Hugo Lacombe a devancé la sortie du gardien (85e).',
          'Ce nul n’arrange personne au classement : Montclair reste sixième, Belcastel dixième. Les deux entraîneurs regrettaient en conférence de presse les occasions manquées.',
        ],
      },
      en: {
        title: 'Montclair and Belcastel share the points (1–1)',
        slug: 'montclair-and-belcastel-share-the-points',
        excerpt:
          'Racing Montclair thought they had won it until Hugo Lacombe equalised five minutes from time.',
        body: [
          'In front of a frozen crowd, Racing Montclair did the hard part in the first half with a direct free kick from Bastien Ollier (31). US Belcastel, more adventurous after the break, were finally rewarded when Hugo Lacombe beat the goalkeeper to Rayan Diallo’s cross (85).',
          'The draw suits neither side: Montclair stay sixth, Belcastel tenth. Both coaches regretted their missed chances at the press conference.',
        ],
      },
      es: {
        title: 'Montclair y Belcastel firman tablas (1–1)',
        slug: 'montclair-y-belcastel-firman-tablas',
        excerpt:
          'El Racing Montclair creyó tener la victoria hasta el empate de Hugo Lacombe a cinco minutos del final.',
        body: [
          'Ante un público helado, el Racing Montclair hizo lo más difícil en la primera parte con un tiro libre directo de Bastien Ollier (31). La US Belcastel, más atrevida tras el descanso, encontró el premio cuando Hugo Lacombe se adelantó al portero en un centro de Rayan Diallo (85).',
          'El empate no contenta a nadie: el Montclair sigue sexto y el Belcastel, décimo. Ambos entrenadores lamentaron en rueda de prensa las ocasiones falladas.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'merval-injury-berthier',
      authorKey: 'julien-marchetti',
      publishedHoursAgo: 52,
      categoryKeys: ['france'],
      pictureOf: merval,
    },
    {
      fr: {
        title: 'Merval privé de son capitaine Romain Berthier pour six semaines',
        slug: 'merval-prive-de-romain-berthier',
        excerpt:
          'Touché aux ischio-jambiers à l’entraînement, le milieu des Girondins de Merval manquera au moins sept matchs.',
        body: [
          'Coup dur pour les Girondins de Merval. Le club a confirmé mardi que Romain Berthier souffrait d’une lésion de grade 2 aux ischio-jambiers de la cuisse droite, contractée lors d’une séance de sprints. Son indisponibilité est estimée à six semaines.',
          'Le capitaine, auteur de quatre passes décisives cette saison, devrait être remplacé par le jeune Enzo Carvalho, 19 ans, déjà aligné à trois reprises. Son entraîneur n’exclut pas une recrue au mercato d’hiver.',
        ],
      },
      en: {
        title: 'Merval without captain Romain Berthier for six weeks',
        slug: 'merval-without-romain-berthier',
        excerpt:
          'Injured in training, the Girondins de Merval midfielder will miss at least seven matches with a hamstring problem.',
        body: [
          'A blow for Girondins de Merval. The club confirmed on Tuesday that Romain Berthier has a grade-two tear in his right hamstring, picked up during a sprint session. He is expected to be out for six weeks.',
          'The captain, who has four assists this season, should be replaced by 19-year-old Enzo Carvalho, already used three times. The coach does not rule out a signing in the winter window.',
        ],
      },
      es: {
        title: 'El Merval pierde a su capitán Romain Berthier seis semanas',
        slug: 'el-merval-pierde-a-romain-berthier',
        excerpt:
          'Lesionado en el entrenamiento, el centrocampista de los Girondins de Merval se perderá al menos siete partidos.',
        body: [
          'Mal golpe para los Girondins de Merval. El club confirmó el martes que Romain Berthier sufre una rotura de grado 2 en el isquiotibial derecho, producida en una sesión de velocidad. Estará de baja unas seis semanas.',
          'El capitán, con cuatro asistencias esta temporada, será sustituido previsiblemente por el joven Enzo Carvalho, de 19 años, que ya ha jugado tres partidos. El entrenador no descarta un fichaje en el mercado de invierno.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'port-sainte-anne-late-winner',
      authorKey: 'lea-fontaine',
      publishedHoursAgo: 124,
      categoryKeys: ['france'],
      pictureOf: stadium,
    },
    {
      fr: {
        title: 'Port-Sainte-Anne arrache la victoire face à Rivemont au bout du temps additionnel',
        slug: 'port-sainte-anne-arrache-la-victoire-face-a-rivemont',
        excerpt:
          'Dans un stade encore en travaux, le FC Port-Sainte-Anne a battu l’AS Rivemont (2–1) sur un penalty de Nathan Le Gall à la 94e minute.',
        body: [
          'La tribune sud est toujours fermée, mais les 19 000 spectateurs présents ont fait le bruit de 30 000. Menés après l’ouverture du score de Noah Verdier (22e), les Portuans ont égalisé par Yohan Kerbrat juste avant la pause (45+1e).',
          'Alors que le match semblait s’achever sur un nul, Nathan Le Gall a été accroché dans la surface. Le défenseur central s’est fait justice lui-même d’une frappe sous la barre. Port-Sainte-Anne remonte à la huitième place.',
        ],
      },
      en: {
        title: 'Port-Sainte-Anne snatch a stoppage-time win over Rivemont',
        slug: 'port-sainte-anne-snatch-win-over-rivemont',
        excerpt:
          'In a stadium still under renovation, FC Port-Sainte-Anne beat AS Rivemont 2–1 with a 94th-minute penalty from Nathan Le Gall.',
        body: [
          'The south stand is still closed, but the 19,000 fans inside made the noise of 30,000. Behind after Noah Verdier’s opener (22), the home side levelled through Yohan Kerbrat just before the break (45+1).',
          'With a draw looking certain, Nathan Le Gall was held in the box. The centre-back took the penalty himself and fired it under the bar. Port-Sainte-Anne climb to eighth.',
        ],
      },
      es: {
        title: 'El Port-Sainte-Anne gana al Rivemont en el descuento',
        slug: 'el-port-sainte-anne-gana-al-rivemont-en-el-descuento',
        excerpt:
          'En un estadio todavía en obras, el FC Port-Sainte-Anne venció al AS Rivemont (2–1) con un penalti de Nathan Le Gall en el minuto 94.',
        body: [
          'La grada sur sigue cerrada, pero los 19 000 espectadores sonaron como 30 000. Por detrás tras el gol de Noah Verdier (22), los locales empataron por medio de Yohan Kerbrat justo antes del descanso (45+1).',
          'Cuando el empate parecía seguro, Nathan Le Gall fue agarrado en el área. El central lanzó él mismo el penalti y lo clavó bajo el larguero. El Port-Sainte-Anne sube al octavo puesto.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'ligue-elite-weekend-preview',
      authorKey: 'camille-rouviere',
      publishedHoursAgo: 170,
      categoryKeys: ['france'],
      pictureOf: midseason,
    },
    {
      fr: {
        title: 'Ligue Élite : les cinq affiches à ne pas manquer ce week-end',
        slug: 'ligue-elite-les-affiches-du-week-end',
        excerpt:
          'Choc en tête entre Valmont et Lorvèze, duel de mal classés à Aubrac : le programme d’une journée qui peut redessiner le classement.',
        body: [
          'Le sommet de la journée se joue dimanche soir au Parc des Sorbiers, où l’Olympique Valmont reçoit le Stade de Lorvèze. Trois points séparent les deux équipes, qui restent sur quatre victoires consécutives.',
          '## Le bas de tableau sous pression',
          'À Aubrac, la réception de Belcastel a des airs de finale : le perdant glissera dans la zone de relégation à la trêve. Montclair, Merval et Port-Sainte-Anne complètent un programme serré.',
        ],
      },
      en: {
        title: 'Ligue Élite: five fixtures not to miss this weekend',
        slug: 'ligue-elite-five-fixtures-this-weekend',
        excerpt:
          'Valmont against Lorvèze at the top, a relegation battle at Aubrac: a round that could reshape the table.',
        body: [
          'The game of the round is on Sunday evening at the Parc des Sorbiers, where Olympique Valmont host Stade de Lorvèze. Three points separate the sides, both on four straight wins.',
          '## Pressure at the bottom',
          'At Aubrac, the visit of Belcastel feels like a final: the loser will drop into the relegation zone at the winter break. Montclair, Merval and Port-Sainte-Anne complete a tight programme.',
        ],
      },
      es: {
        title: 'Ligue Élite: los cinco partidos que no hay que perderse este fin de semana',
        slug: 'ligue-elite-los-partidos-del-fin-de-semana',
        excerpt:
          'Valmont contra Lorvèze en la cabeza y un duelo por la permanencia en Aubrac: una jornada que puede cambiar la clasificación.',
        body: [
          'El partido de la jornada se juega el domingo por la noche en el Parc des Sorbiers, donde el Olympique Valmont recibe al Stade de Lorvèze. Tres puntos separan a dos equipos que encadenan cuatro victorias.',
          '## Presión en la zona baja',
          'En Aubrac, la visita del Belcastel tiene aire de final: el que pierda caerá al descenso en el parón invernal. Montclair, Merval y Port-Sainte-Anne completan una jornada igualada.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'referees-strike-threat',
      authorKey: 'thomas-lefebvre',
      publishedHoursAgo: 260,
      categoryKeys: ['france'],
      pictureOf: varDebate,
    },
    {
      fr: {
        title: 'Les arbitres de Ligue Élite menacent de boycotter une journée',
        slug: 'les-arbitres-menacent-de-boycotter-une-journee',
        excerpt:
          'Après une série d’incidents, le syndicat des arbitres réclame des sanctions plus lourdes contre les contestations et une meilleure protection.',
        body: [
          'Le ton monte entre les arbitres et la ligue. Dans un communiqué publié lundi, leur syndicat évoque « un climat devenu insupportable » et menace de ne pas officier lors de la prochaine journée si aucune mesure n’est annoncée.',
          'La ligue a proposé une réunion d’urgence jeudi. Parmi les pistes évoquées : la sonorisation des décisions de la vidéo dans les stades et des suspensions automatiques pour les attroupements autour de l’arbitre.',
        ],
      },
      en: {
        title: 'Ligue Élite referees threaten to boycott a round of matches',
        slug: 'ligue-elite-referees-threaten-boycott',
        excerpt:
          'After a string of incidents, the referees’ union is calling for tougher sanctions against dissent and better protection.',
        body: [
          'Tension is rising between referees and the league. In a statement on Monday, their union described “an atmosphere that has become unbearable” and threatened not to officiate next round unless measures are announced.',
          'The league has called an emergency meeting for Thursday. Ideas on the table include announcing video decisions over stadium speakers and automatic bans for players who surround the referee.',
        ],
      },
      es: {
        title: 'Los árbitros de la Ligue Élite amenazan con boicotear una jornada',
        slug: 'los-arbitros-amenazan-con-boicotear-una-jornada',
        excerpt:
          'Tras varios incidentes, el sindicato arbitral reclama sanciones más duras contra las protestas y más protección.',
        body: [
          'Crece la tensión entre los árbitros y la liga. En un comunicado publicado el lunes, su sindicato habla de «un clima que se ha vuelto insoportable» y amenaza con no dirigir la próxima jornada si no se anuncian medidas.',
          'La liga ha convocado una reunión urgente el jueves. Entre las ideas: explicar por megafonía las decisiones del vídeo y sanciones automáticas para los jugadores que rodeen al árbitro.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'aubrac-new-coach',
      authorKey: 'julien-marchetti',
      publishedHoursAgo: 410,
      categoryKeys: ['france'],
      pictureOf: lorveze,
    },
    {
      fr: {
        title: 'SC Aubrac : Franck Ribeyre nommé entraîneur jusqu’en 2028',
        slug: 'aubrac-franck-ribeyre-nomme-entraineur',
        excerpt:
          'Le technicien de 46 ans, passé par la formation de Lorvèze, remplace Gilles Peyrac, limogé après six défaites consécutives.',
        body: [
          'Le SC Aubrac a trouvé son nouvel entraîneur. Franck Ribeyre, 46 ans, a signé jusqu’en juin 2028 et dirigera sa première séance mercredi. Il hérite d’une équipe avant-dernière, à trois points du premier non-relégable.',
          '« Je connais ce club et ses valeurs. Mon premier travail sera de redonner de la confiance », a-t-il déclaré lors de sa présentation devant la presse locale.',
        ],
      },
      en: {
        title: 'SC Aubrac appoint Franck Ribeyre as coach until 2028',
        slug: 'aubrac-appoint-franck-ribeyre',
        excerpt:
          'The 46-year-old, a product of Lorvèze’s coaching school, replaces Gilles Peyrac, sacked after six straight defeats.',
        body: [
          'SC Aubrac have their new coach. Franck Ribeyre, 46, has signed until June 2028 and will lead his first session on Wednesday. He inherits a side second from bottom, three points from safety.',
          '“I know this club and its values. My first job is to restore confidence,” he said at his presentation to the local press.',
        ],
      },
      es: {
        title: 'El SC Aubrac nombra entrenador a Franck Ribeyre hasta 2028',
        slug: 'el-aubrac-nombra-a-franck-ribeyre',
        excerpt:
          'El técnico de 46 años, formado en el Lorvèze, sustituye a Gilles Peyrac, destituido tras seis derrotas seguidas.',
        body: [
          'El SC Aubrac ya tiene nuevo entrenador. Franck Ribeyre, de 46 años, ha firmado hasta junio de 2028 y dirigirá su primera sesión el miércoles. Hereda un equipo penúltimo, a tres puntos de la salvación.',
          '«Conozco este club y sus valores. Mi primera tarea será devolver la confianza», declaró en su presentación ante la prensa local.',
        ],
      },
    },
  ),
];
