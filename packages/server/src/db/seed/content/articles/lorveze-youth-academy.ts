import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'lorveze-youth-academy',
  authorKey: 'ines-belkacem',
  publishedHoursAgo: 20,
  categoryKeys: ['france', 'analysis'],
  hero: { key: 'article-lorveze-youth-academy-hero', scene: 'training', variant: 18 },
  images: [
    { key: 'article-lorveze-youth-academy-1', scene: 'pitch-aerial', variant: 9 },
    { key: 'article-lorveze-youth-academy-2', scene: 'player-silhouette', variant: 27 },
  ],
  translations: {
    fr: {
      title: 'À Lorvèze, le centre de formation qui fait école',
      slug: 'lorveze-le-centre-de-formation-qui-fait-ecole',
      excerpt:
        'Neuf joueurs formés au club dans l’effectif, 41 % du temps de jeu cette saison : plongée dans la méthode du Stade de Lorvèze, dauphin en Ligue Élite et référence de la formation.',
      heroAlt: 'Jeunes joueurs à l’entraînement entre des plots sur un terrain',
      body: [
        {
          type: 'paragraph',
          text: 'Il est 8 h 30 à La Garenne, et le brouillard n’a pas encore quitté les terrains d’entraînement. Sur le synthétique numéro 3, une vingtaine de garçons de moins de 15 ans enchaînent des séquences de quatre contre quatre, sans pause ni tour de terrain. Au bord de la pelouse, Olivier Brassac observe, carnet en main. Le directeur du centre de formation du Stade de Lorvèze ne crie pas et ne corrige presque jamais. « Ici, c’est le jeu qui enseigne », résume-t-il.',
        },
        {
          type: 'paragraph',
          text: 'Depuis son arrivée en 2014, cet ancien professeur d’EPS de 54 ans a fait de l’académie du dauphin de la Ligue Élite une référence nationale. Au point que les recruteurs des plus grands clubs européens se pressent désormais dans les tribunes des matchs de jeunes, le samedi matin.',
        },
        { type: 'heading', level: 2, text: 'Une méthode fondée sur le jeu' },
        {
          type: 'paragraph',
          text: 'La philosophie tient en cinq principes, affichés dans le vestiaire des moins de 19 ans et répétés par chacun des seize éducateurs du centre :',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Le jeu avant tout** : 70 % du temps d’entraînement se déroule en situation de match réduit, avec ballon, opposition et décisions à prendre.',
            '**La polyvalence** : jusqu’aux moins de 17 ans, chaque joueur s’entraîne au moins à deux postes différents.',
            '**Le suivi individuel** : un plan de progression personnalisé est revu chaque trimestre avec le joueur et sa famille, vidéo et données GPS à l’appui.',
            '**La vie hors du terrain** : scolarité aménagée au lycée voisin, familles d’accueil, suivi psychologique et nutritionnel.',
            '**Le pont vers les pros** : les moins de 19 ans s’entraînent deux fois par semaine avec l’équipe première.',
          ],
        },
        {
          type: 'quote',
          text: 'Nous ne formons pas des joueurs pour l’équipe première de Lorvèze. Nous formons des joueurs capables de décider seuls, vite et sous pression. Si c’est notre équipe première qui en profite, tant mieux ; si c’est un autre club, c’est aussi une réussite.',
          cite: 'Olivier Brassac, directeur du centre de formation du Stade de Lorvèze',
        },
        { type: 'heading', level: 2, text: 'Les chiffres d’un modèle' },
        {
          type: 'paragraph',
          text: 'Le centre accueille 152 joueurs, des moins de 12 ans aux moins de 19 ans, encadrés par 41 salariés à temps plein, dont deux psychologues et une nutritionniste. Son budget annuel atteint 7,4 millions d’euros, une somme considérable pour un club dont le chiffre d’affaires reste modeste à l’échelle européenne. Mais le retour sur investissement est spectaculaire : en dix ans, 23 joueurs formés à La Garenne ont débuté en Ligue Élite, et les ventes de joueurs issus du centre ont rapporté plus de 110 millions d’euros.',
        },
        {
          type: 'paragraph',
          text: 'Cette saison, neuf éléments de l’effectif professionnel sont passés par l’académie, et ils totalisent 41 % du temps de jeu en championnat. Sur le plan scolaire, 97 % des pensionnaires obtiennent leur baccalauréat, un chiffre dont Olivier Brassac est presque plus fier que de tous les autres.',
        },
        {
          type: 'image',
          imageKey: 'article-lorveze-youth-academy-1',
          alt: 'Vue aérienne stylisée d’un terrain de football aux lignes blanches',
          caption: 'Le complexe de La Garenne compte six terrains, dont deux synthétiques.',
        },
        { type: 'heading', level: 2, text: 'De La Garenne à la Premier Division' },
        {
          type: 'paragraph',
          text: 'Le visage de cette réussite, c’est d’abord Enzo Daguerre. Arrivé à 12 ans, le milieu de terrain est aujourd’hui, à 24 ans, le capitaine de l’équipe première. C’est aussi Nolan Rochereau, vendu il y a deux étés à Kingsbridge United pour 28 millions d’euros et devenu titulaire indiscutable en Premier Division. Et c’est désormais toute une génération : Timothée Aubrecht, milieu de 19 ans devenu indispensable, ou Clément Abiola, ailier de 18 ans, auteur de six buts depuis le début de la saison.',
        },
        {
          type: 'paragraph',
          text: '« À La Garenne, on ne m’a jamais dit que j’étais trop petit ou trop jeune, raconte Abiola. On m’a donné des problèmes à résoudre sur le terrain, et le droit de me tromper. » Le jeune homme est déjà courtisé outre-Manche, comme le détaille [notre présentation du mercato d’hiver](/fr/article/mercato-hiver-besoins-budgets-et-pistes).',
        },
        {
          type: 'image',
          imageKey: 'article-lorveze-youth-academy-2',
          alt: 'Silhouette d’un jeune joueur de football se détachant sur un fond coloré',
        },
        { type: 'heading', level: 2, text: 'Un modèle sous pression' },
        {
          type: 'paragraph',
          text: 'Car la réussite a son revers. Les clubs anglais et espagnols approchent les meilleurs talents dès 15 ans, avec des propositions financières que Lorvèze ne peut pas toujours suivre. L’an dernier, deux internationaux de moins de 16 ans ont quitté le centre avant même de signer leur premier contrat. « On ne gagnera pas la bataille de l’argent, reconnaît Brassac. Notre seul argument, c’est le chemin : ici, un jeune sait qu’il aura sa chance. »',
        },
        {
          type: 'paragraph',
          text: 'Un argument qui, pour l’instant, porte ses fruits. Dans les couloirs de La Garenne, les photos des anciens pensionnaires devenus professionnels couvrent déjà un mur entier. La direction a prévu d’en repeindre un second.',
        },
      ],
    },
    en: {
      title: 'Inside Lorvèze’s academy, the talent factory setting the standard',
      slug: 'inside-lorveze-youth-academy',
      excerpt:
        'Nine homegrown players in the squad and 41% of league minutes this season: how Ligue Élite runners-up Stade de Lorvèze built the most admired youth academy in France.',
      heroAlt: 'Young players training between cones on a pitch',
      body: [
        {
          type: 'paragraph',
          text: 'It is 8.30am at La Garenne and the fog has yet to lift from the training pitches. On artificial pitch number 3, around twenty under-15s run through four-against-four drills with no breaks and no laps. On the touchline, notebook in hand, Olivier Brassac watches. The head of Stade de Lorvèze’s academy does not shout and barely corrects anyone. “Here, the game is the teacher,” he says.',
        },
        {
          type: 'paragraph',
          text: 'Since arriving in 2014, the 54-year-old former PE teacher has turned the academy of Ligue Élite’s second-placed side into a national benchmark. So much so that scouts from Europe’s biggest clubs now crowd into the stands for youth matches on Saturday mornings.',
        },
        { type: 'heading', level: 2, text: 'A method built on the game' },
        {
          type: 'paragraph',
          text: 'The philosophy comes down to five principles, pinned up in the under-19s’ dressing room and repeated by every one of the academy’s sixteen coaches:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**The game comes first**: 70% of training time is spent in small-sided match situations, with a ball, opponents and decisions to make.',
            '**Versatility**: up to under-17 level, every player trains in at least two different positions.',
            '**Individual follow-up**: a personal development plan is reviewed every three months with the player and his family, backed by video and GPS data.',
            '**Life off the pitch**: adapted schooling at the nearby lycée, host families, psychological and nutritional support.',
            '**A bridge to the first team**: the under-19s train with the senior squad twice a week.',
          ],
        },
        {
          type: 'quote',
          text: 'We are not training players for the Lorvèze first team. We are training players who can make decisions on their own, quickly and under pressure. If our first team benefits, great; if it is another club, that is a success too.',
          cite: 'Olivier Brassac, head of the Stade de Lorvèze academy',
        },
        { type: 'heading', level: 2, text: 'The numbers behind the model' },
        {
          type: 'paragraph',
          text: 'The academy is home to 152 players, from under-12s to under-19s, supported by 41 full-time staff including two psychologists and a nutritionist. Its annual budget of €7.4 million is a considerable sum for a club whose turnover remains modest by European standards. But the return on investment is spectacular: over the past decade, 23 La Garenne graduates have made their Ligue Élite debut, and sales of academy products have brought in more than €110 million.',
        },
        {
          type: 'paragraph',
          text: 'This season nine members of the senior squad came through the academy, and between them they account for 41% of the minutes played in the league. In the classroom, 97% of the boarders pass their baccalauréat, a figure Brassac is almost prouder of than any other.',
        },
        {
          type: 'image',
          imageKey: 'article-lorveze-youth-academy-1',
          alt: 'Stylised aerial view of a football pitch with crisp white lines',
          caption: 'The La Garenne complex has six pitches, two of them artificial.',
        },
        { type: 'heading', level: 2, text: 'From La Garenne to the Premier Division' },
        {
          type: 'paragraph',
          text: 'The face of this success is, first of all, Enzo Daguerre. He arrived aged 12 and, at 24, the midfielder now captains the first team. It is also Nolan Rochereau, sold to Kingsbridge United two summers ago for €28 million and now an automatic starter in the Premier Division. And now it is a whole new generation: Timothée Aubrecht, a 19-year-old midfielder who has quickly become indispensable, and Clément Abiola, an 18-year-old winger with six goals already this season.',
        },
        {
          type: 'paragraph',
          text: '“At La Garenne nobody ever told me I was too small or too young,” Abiola says. “They gave me problems to solve on the pitch, and the right to get things wrong.” English clubs are already circling, as detailed in [our winter transfer window preview](/en/article/winter-transfer-window-needs-budgets-and-targets).',
        },
        {
          type: 'image',
          imageKey: 'article-lorveze-youth-academy-2',
          alt: 'Silhouette of a young footballer against a colourful background',
        },
        { type: 'heading', level: 2, text: 'A model under pressure' },
        {
          type: 'paragraph',
          text: 'Success has its downside, though. English and Spanish clubs approach the best prospects from the age of 15, with financial offers Lorvèze cannot always match. Last year two under-16 internationals left the academy before even signing their first contract. “We will never win the battle of money,” Brassac admits. “Our only argument is the pathway: here, a young player knows he will get his chance.”',
        },
        {
          type: 'paragraph',
          text: 'For now, that argument is paying off. In the corridors of La Garenne, photos of former boarders who turned professional already cover an entire wall. The club is planning to repaint a second one.',
        },
      ],
    },
    es: {
      title: 'La cantera del Lorvèze, una fábrica de talento que marca el camino',
      slug: 'la-cantera-del-lorveze-una-fabrica-de-talento',
      excerpt:
        'Nueve canteranos en la plantilla y el 41 % de los minutos esta temporada: así trabaja el Stade de Lorvèze, segundo en la Ligue Élite y referente de la formación en Francia.',
      heroAlt: 'Jóvenes futbolistas entrenando entre conos en un campo',
      body: [
        {
          type: 'paragraph',
          text: 'Son las 8.30 en La Garenne y la niebla todavía no se ha levantado de los campos de entrenamiento. En el sintético número 3, una veintena de chavales sub-15 encadenan ejercicios de cuatro contra cuatro, sin pausas ni vueltas al campo. En la banda, libreta en mano, Olivier Brassac observa. El director de la cantera del Stade de Lorvèze no grita y apenas corrige. «Aquí, el que enseña es el juego», resume.',
        },
        {
          type: 'paragraph',
          text: 'Desde su llegada en 2014, este antiguo profesor de educación física de 54 años ha convertido la academia del segundo clasificado de la Ligue Élite en un referente nacional. Tanto que los ojeadores de los grandes clubes europeos llenan ahora las gradas de los partidos de categorías inferiores los sábados por la mañana.',
        },
        { type: 'heading', level: 2, text: 'Un método basado en el juego' },
        {
          type: 'paragraph',
          text: 'La filosofía se resume en cinco principios, colgados en el vestuario del sub-19 y repetidos por cada uno de los dieciséis entrenadores de la cantera:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**El juego, ante todo**: el 70 % del tiempo de entrenamiento se dedica a partidos reducidos, con balón, oposición y decisiones que tomar.',
            '**La polivalencia**: hasta la categoría sub-17, cada jugador se entrena al menos en dos posiciones distintas.',
            '**El seguimiento individual**: un plan de progresión personalizado se revisa cada trimestre con el jugador y su familia, con vídeo y datos GPS.',
            '**La vida fuera del campo**: horarios escolares adaptados en el instituto vecino, familias de acogida y apoyo psicológico y nutricional.',
            '**El puente hacia el primer equipo**: los sub-19 entrenan dos veces por semana con los profesionales.',
          ],
        },
        {
          type: 'quote',
          text: 'No formamos jugadores para el primer equipo del Lorvèze. Formamos jugadores capaces de decidir solos, rápido y bajo presión. Si quien se beneficia es nuestro primer equipo, mejor; si es otro club, también es un éxito.',
          cite: 'Olivier Brassac, director de la cantera del Stade de Lorvèze',
        },
        { type: 'heading', level: 2, text: 'Las cifras de un modelo' },
        {
          type: 'paragraph',
          text: 'La cantera acoge a 152 jugadores, de sub-12 a sub-19, atendidos por 41 empleados a tiempo completo, entre ellos dos psicólogos y una nutricionista. Su presupuesto anual alcanza los 7,4 millones de euros, una cifra considerable para un club cuya facturación sigue siendo modesta a escala europea. Pero el retorno es espectacular: en diez años, 23 jugadores formados en La Garenne han debutado en la Ligue Élite, y las ventas de canteranos han generado más de 110 millones de euros.',
        },
        {
          type: 'paragraph',
          text: 'Esta temporada, nueve miembros de la plantilla profesional han salido de la academia, y suman el 41 % de los minutos disputados en liga. En lo académico, el 97 % de los internos aprueba el bachillerato, un dato del que Brassac está casi más orgulloso que de cualquier otro.',
        },
        {
          type: 'image',
          imageKey: 'article-lorveze-youth-academy-1',
          alt: 'Vista aérea estilizada de un campo de fútbol con líneas blancas',
          caption:
            'El complejo de La Garenne cuenta con seis campos, dos de ellos de césped artificial.',
        },
        { type: 'heading', level: 2, text: 'De La Garenne a la Premier Division' },
        {
          type: 'paragraph',
          text: 'La cara de este éxito es, ante todo, Enzo Daguerre. Llegó con 12 años y hoy, con 24, el centrocampista es el capitán del primer equipo. También lo es Nolan Rochereau, vendido hace dos veranos al Kingsbridge United por 28 millones de euros y convertido en titular indiscutible en la Premier Division. Y ahora, toda una nueva generación: Timothée Aubrecht, centrocampista de 19 años convertido en imprescindible, y Clément Abiola, un extremo de 18 años que ya suma seis goles esta temporada.',
        },
        {
          type: 'paragraph',
          text: '«En La Garenne nunca me dijeron que era demasiado bajo o demasiado joven», cuenta Abiola. «Me dieron problemas que resolver en el campo y el derecho a equivocarme». Los clubes ingleses ya lo rondan, como detalla [nuestro repaso al mercado de invierno](/es/article/mercado-de-invierno-necesidades-presupuestos-y-pistas).',
        },
        {
          type: 'image',
          imageKey: 'article-lorveze-youth-academy-2',
          alt: 'Silueta de un joven futbolista recortada sobre un fondo de colores',
        },
        { type: 'heading', level: 2, text: 'Un modelo bajo presión' },
        {
          type: 'paragraph',
          text: 'Pero el éxito tiene su reverso. Los clubes ingleses y españoles tientan a los mayores talentos desde los 15 años, con ofertas económicas que el Lorvèze no siempre puede igualar. El año pasado, dos internacionales sub-16 abandonaron la cantera antes incluso de firmar su primer contrato. «Nunca ganaremos la batalla del dinero», admite Brassac. «Nuestro único argumento es el camino: aquí, un chaval sabe que tendrá su oportunidad».',
        },
        {
          type: 'paragraph',
          text: 'De momento, el argumento funciona. En los pasillos de La Garenne, las fotos de antiguos internos que llegaron a profesionales ya cubren una pared entera. Y el club tiene previsto pintar una segunda.',
        },
      ],
    },
  },
};
