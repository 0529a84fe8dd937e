import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'port-sainte-anne-stadium-renovation',
  authorKey: 'camille-rouviere',
  publishedHoursAgo: 50,
  categoryKeys: ['france'],
  hero: {
    key: 'article-port-sainte-anne-stadium-renovation-hero',
    scene: 'stadium-day',
    variant: 31,
  },
  images: [
    { key: 'article-port-sainte-anne-stadium-renovation-1', scene: 'city-skyline', variant: 9 },
    { key: 'article-port-sainte-anne-stadium-renovation-2', scene: 'crowd', variant: 27 },
  ],
  translations: {
    fr: {
      title: 'Port-Sainte-Anne lance la métamorphose du stade de la Digue',
      slug: 'port-sainte-anne-renovation-stade-de-la-digue',
      excerpt:
        '148 millions d’euros, 27 000 places et une tribune historique préservée : le FC Port-Sainte-Anne a dévoilé la rénovation de son stade, dont les travaux débuteront en mai.',
      heroAlt:
        'Illustration stylisée d’un stade baigné de soleil, avec ses tribunes et sa pelouse vues en plein jour',
      body: [
        {
          type: 'paragraph',
          text: 'Il aura fallu près de dix ans de débats, trois projets abandonnés et un nombre incalculable de réunions publiques. Mardi, dans les salons de la tribune des Dockers, le FC Port-Sainte-Anne a enfin présenté la version définitive de la rénovation du **stade de la Digue**. Un chantier de 148 millions d’euros qui doit faire passer l’enceinte de 18 400 à **27 000 places**, sans déménager ni sacrifier l’âme d’un stade posé face à la mer depuis 1931.',
        },
        { type: 'heading', level: 2, text: 'Plus grand, sans quitter la Digue' },
        {
          type: 'paragraph',
          text: 'Le projet, conçu par l’agence Morvan & Sallé, repose sur un principe simple : tout reconstruire autour de la tribune historique. Le virage Sud, en béton vieillissant, sera entièrement démoli et remplacé par une tribune de 7 200 places. La tribune Océane, côté port, gagnera un second anneau, tandis qu’une toiture continue couvrira désormais trois côtés du stade, une première pour une enceinte régulièrement balayée par les vents d’ouest.',
        },
        {
          type: 'paragraph',
          text: 'Le Kop du Phare, fief des supporters, accueillera un secteur debout de 3 500 places, une revendication de longue date des groupes de fans. Quant aux 9 000 mètres carrés de panneaux solaires installés sur la toiture, ils doivent couvrir environ 40 % des besoins électriques du stade.',
        },
        {
          type: 'image',
          imageKey: 'article-port-sainte-anne-stadium-renovation-1',
          alt: 'Illustration stylisée d’une ville portuaire au crépuscule, ses toits et ses grues se découpant sur le ciel',
          caption:
            'Face au port, le stade de la Digue fait partie du paysage de la ville depuis près d’un siècle.',
        },
        { type: 'heading', level: 2, text: 'La tribune des Dockers, mémoire du club' },
        {
          type: 'paragraph',
          text: 'C’est le cœur émotionnel du dossier. Construite en 1931, en partie par des ouvriers du port venus prêter main-forte le dimanche, la tribune des Dockers et sa façade Art déco sont inscrites aux monuments historiques. Elles seront intégralement conservées. La grande mosaïque représentant un chalutier et les armoiries du club, abîmée par le sel et le temps, sera confiée à un atelier de restauration spécialisé.',
        },
        {
          type: 'quote',
          text: 'On ne touche pas à la tribune des Dockers. Nos grands-pères l’ont construite de leurs mains, nos enfants doivent pouvoir s’y asseoir. Tout le projet a été dessiné autour d’elle, et pas l’inverse.',
          cite: 'Loïc Penvern, président du FC Port-Sainte-Anne',
        },
        { type: 'heading', level: 2, text: 'Le calendrier des travaux' },
        {
          type: 'paragraph',
          text: 'Le club ne quittera pas la Digue pendant le chantier, organisé en plusieurs phases pour que la capacité ne descende jamais sous les 14 500 places :',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Mai** : démolition du virage Sud, dès le dernier match à domicile de la saison ;',
            '**De juin à décembre** : construction de la nouvelle tribune Sud et du second anneau de la tribune Océane ;',
            '**Saison suivante** : pose de la toiture, restauration de la façade et de la mosaïque des Dockers ;',
            '**Été, dans deux ans et demi** : inauguration du stade rénové pour la reprise du championnat.',
          ],
        },
        { type: 'heading', level: 2, text: 'Des supporters enthousiastes mais vigilants' },
        {
          type: 'paragraph',
          text: 'Dans les travées, l’accueil est favorable mais prudent. Les Gabiers, principal groupe du Kop du Phare, saluent la création du secteur debout mais s’inquiètent de l’évolution des prix. « Un stade plus beau, oui. Un stade plus cher où les gens d’ici ne peuvent plus entrer, non », résume leur porte-parole, Maëlle Cozic. Le club s’est engagé par écrit à maintenir au moins 4 000 abonnements à moins de 200 euros et à renoncer à tout contrat de *naming* sur le nom du stade.',
        },
        {
          type: 'image',
          imageKey: 'article-port-sainte-anne-stadium-renovation-2',
          alt: 'Illustration stylisée d’une foule de supporters serrés dans une tribune, bras levés',
          caption: 'Le futur secteur debout du Kop du Phare pourra accueillir 3 500 supporters.',
        },
        {
          type: 'paragraph',
          text: 'Côté financement, le club apportera 64 millions d’euros, dont une partie par emprunt, la ville 46 millions et la région 38 millions. La maire, Anne-Laure Kervella, défend un investissement « pour tout un territoire », qui s’accompagnera de navettes maritimes entre la gare et le stade les soirs de match. Le calendrier est serré, mais le moment semble bien choisi : troisième de Ligue Élite à la mi-saison ([voir notre bilan](/fr/article/ligue-elite-bilan-mi-saison)), le club n’a jamais aussi bien rempli son stade.',
        },
      ],
    },
    en: {
      title: 'Port-Sainte-Anne unveil plans to transform their historic seafront stadium',
      slug: 'port-sainte-anne-stadium-renovation-plans',
      excerpt:
        '€148m, 27,000 seats and a listed stand preserved: FC Port-Sainte-Anne have unveiled the redevelopment of the Stade de la Digue, with work starting in May.',
      heroAlt:
        'Stylised illustration of a sunlit stadium, its stands and pitch seen in broad daylight',
      body: [
        {
          type: 'paragraph',
          text: 'It took the best part of a decade of debate, three abandoned projects and countless public meetings. On Tuesday, in the lounges of the Dockers’ Stand, FC Port-Sainte-Anne finally presented the definitive plans to redevelop the **Stade de la Digue**. The €148m scheme will take capacity from 18,400 to **27,000**, without the club moving out or sacrificing the soul of a ground that has looked out over the sea since 1931.',
        },
        { type: 'heading', level: 2, text: 'Bigger, without leaving home' },
        {
          type: 'paragraph',
          text: 'The design, by architects Morvan & Sallé, rests on one simple principle: rebuild everything around the historic stand. The ageing concrete South End will be demolished and replaced by a 7,200-seat stand. The Océane Stand, on the harbour side, will gain a second tier, and a continuous roof will for the first time cover three sides of a ground regularly battered by westerly winds.',
        },
        {
          type: 'paragraph',
          text: 'The Kop du Phare, the home end, will include a 3,500-capacity safe-standing section, something supporters’ groups have demanded for years. On the roof, 9,000 square metres of solar panels are expected to cover around 40% of the stadium’s electricity needs.',
        },
        {
          type: 'image',
          imageKey: 'article-port-sainte-anne-stadium-renovation-1',
          alt: 'Stylised illustration of a port city at dusk, its rooftops and cranes silhouetted against the sky',
          caption:
            'Overlooking the harbour, the Stade de la Digue has been part of the town’s skyline for almost a century.',
        },
        { type: 'heading', level: 2, text: 'The Dockers’ Stand: the club’s memory' },
        {
          type: 'paragraph',
          text: 'This is the emotional heart of the project. Built in 1931, partly by dock workers who gave up their Sundays to help, the Dockers’ Stand and its Art Deco façade are listed as a historic monument. Both will be kept in full. The large mosaic of a trawler and the club crest, worn by salt and time, will be entrusted to a specialist restoration workshop.',
        },
        {
          type: 'quote',
          text: 'Nobody touches the Dockers’ Stand. Our grandfathers built it with their own hands and our children must be able to sit in it. The whole project was designed around it, not the other way round.',
          cite: 'Loïc Penvern, FC Port-Sainte-Anne president',
        },
        { type: 'heading', level: 2, text: 'The timeline' },
        {
          type: 'paragraph',
          text: 'The club will stay at the Digue throughout, with the work phased so that capacity never falls below 14,500:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**May**: demolition of the South End, straight after the last home game of the season',
            '**June to December**: construction of the new South Stand and the Océane Stand’s second tier',
            '**The following season**: roof installation and restoration of the Dockers’ façade and mosaic',
            '**Summer, two and a half years from now**: the renovated stadium opens for the start of the league season',
          ],
        },
        { type: 'heading', level: 2, text: 'Supporters on board, but watchful' },
        {
          type: 'paragraph',
          text: 'On the terraces, the reaction has been positive but cautious. Les Gabiers, the main group in the Kop du Phare, welcome the standing section but worry about prices. “A nicer stadium, yes. A more expensive one that local people can no longer get into, no,” says their spokesperson, Maëlle Cozic. The club has committed in writing to keep at least 4,000 season tickets under €200 and to rule out any *naming rights* deal for the stadium itself.',
        },
        {
          type: 'image',
          imageKey: 'article-port-sainte-anne-stadium-renovation-2',
          alt: 'Stylised illustration of a tightly packed crowd of supporters in a stand, arms raised',
          caption: 'The new standing section in the Kop du Phare will hold 3,500 supporters.',
        },
        {
          type: 'paragraph',
          text: 'As for funding, the club will put in €64m, partly through a loan, with €46m from the town and €38m from the region. Mayor Anne-Laure Kervella defends an investment “for the whole area”, which will include shuttle boats between the railway station and the ground on match nights. The schedule is tight, but the timing looks right: third in Ligue Élite at the halfway stage ([see our review](/en/article/ligue-elite-midseason-review)), the club has never filled its stadium so well.',
        },
      ],
    },
    es: {
      title: 'El Port-Sainte-Anne inicia la gran reforma de su histórico estadio de la Digue',
      slug: 'port-sainte-anne-renovacion-estadio',
      excerpt:
        '148 millones de euros, 27.000 asientos y una tribuna histórica protegida: el FC Port-Sainte-Anne ha presentado la reforma de su estadio, cuyas obras empezarán en mayo.',
      heroAlt:
        'Ilustración estilizada de un estadio bañado por el sol, con sus gradas y su césped a plena luz del día',
      body: [
        {
          type: 'paragraph',
          text: 'Han hecho falta casi diez años de debate, tres proyectos descartados y un sinfín de reuniones vecinales. El martes, en los salones de la tribuna de los Dockers, el FC Port-Sainte-Anne presentó por fin la versión definitiva de la reforma del **Stade de la Digue**. Una obra de 148 millones de euros que elevará el aforo de 18.400 a **27.000 espectadores**, sin mudarse y sin renunciar al alma de un estadio que mira al mar desde 1931.',
        },
        { type: 'heading', level: 2, text: 'Más grande, sin salir de casa' },
        {
          type: 'paragraph',
          text: 'El proyecto, firmado por el estudio Morvan & Sallé, parte de una idea sencilla: reconstruirlo todo alrededor de la tribuna histórica. El fondo sur, de hormigón envejecido, será demolido por completo y sustituido por una grada de 7.200 localidades. La tribuna Océane, del lado del puerto, ganará un segundo anfiteatro, y una cubierta continua protegerá por primera vez tres lados de un estadio azotado a menudo por los vientos del oeste.',
        },
        {
          type: 'paragraph',
          text: 'El Kop du Phare, feudo de la afición local, contará con un sector de grada de pie para 3.500 personas, una reivindicación histórica de los grupos de seguidores. En la cubierta, 9.000 metros cuadrados de placas solares cubrirán cerca del 40 % del consumo eléctrico del recinto.',
        },
        {
          type: 'image',
          imageKey: 'article-port-sainte-anne-stadium-renovation-1',
          alt: 'Ilustración estilizada de una ciudad portuaria al atardecer, con sus tejados y grúas recortados contra el cielo',
          caption:
            'Frente al puerto, el Stade de la Digue forma parte del paisaje de la ciudad desde hace casi un siglo.',
        },
        { type: 'heading', level: 2, text: 'La tribuna de los Dockers, memoria del club' },
        {
          type: 'paragraph',
          text: 'Es el corazón sentimental del proyecto. Construida en 1931, en parte por estibadores del puerto que acudían los domingos a echar una mano, la tribuna de los Dockers y su fachada art déco están catalogadas como monumento histórico. Se conservarán íntegramente. El gran mosaico que representa un pesquero y el escudo del club, desgastado por la sal y el paso del tiempo, será restaurado por un taller especializado.',
        },
        {
          type: 'quote',
          text: 'La tribuna de los Dockers no se toca. Nuestros abuelos la levantaron con sus propias manos y nuestros hijos tienen que poder sentarse en ella. Todo el proyecto se ha diseñado a su alrededor, y no al revés.',
          cite: 'Loïc Penvern, presidente del FC Port-Sainte-Anne',
        },
        { type: 'heading', level: 2, text: 'El calendario de las obras' },
        {
          type: 'paragraph',
          text: 'El club no abandonará la Digue durante las obras, organizadas por fases para que el aforo nunca baje de 14.500 espectadores:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Mayo**: demolición del fondo sur, justo después del último partido en casa de la temporada.',
            '**De junio a diciembre**: construcción de la nueva grada sur y del segundo anfiteatro de la tribuna Océane.',
            '**Temporada siguiente**: instalación de la cubierta y restauración de la fachada y del mosaico de los Dockers.',
            '**Verano, dentro de dos años y medio**: inauguración del estadio reformado para el arranque de la liga.',
          ],
        },
        { type: 'heading', level: 2, text: '¿Qué opina la afición?' },
        {
          type: 'paragraph',
          text: 'En la grada, la acogida es buena, aunque prudente. Les Gabiers, el principal grupo del Kop du Phare, celebran el sector de pie, pero les preocupa la evolución de los precios. «¿Un estadio más bonito? Sí. ¿Uno más caro en el que la gente de aquí ya no pueda entrar? No», resume su portavoz, Maëlle Cozic. El club se ha comprometido por escrito a mantener al menos 4.000 abonos por debajo de 200 euros y a renunciar a vender el nombre del estadio a un patrocinador.',
        },
        {
          type: 'image',
          imageKey: 'article-port-sainte-anne-stadium-renovation-2',
          alt: 'Ilustración estilizada de una multitud de aficionados apiñados en una grada, con los brazos en alto',
          caption:
            'El futuro sector de pie del Kop du Phare tendrá capacidad para 3.500 aficionados.',
        },
        {
          type: 'paragraph',
          text: 'En cuanto a la financiación, el club aportará 64 millones de euros, parte de ellos mediante un préstamo; el ayuntamiento, 46 millones, y la región, 38. La alcaldesa, Anne-Laure Kervella, defiende una inversión «para todo un territorio», que incluirá lanzaderas marítimas entre la estación y el estadio los días de partido. Los plazos son ajustados, pero el momento parece el adecuado: tercero de la Ligue Élite a mitad de temporada ([véase nuestro balance](/es/article/ligue-elite-balance-mitad-temporada)), el club nunca había llenado tanto su estadio.',
        },
      ],
    },
  },
};
