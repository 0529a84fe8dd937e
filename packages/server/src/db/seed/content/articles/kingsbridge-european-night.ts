import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'kingsbridge-european-night',
  authorKey: 'camille-rouviere',
  publishedHoursAgo: 9,
  categoryKeys: ['europe'],
  hero: { key: 'article-kingsbridge-european-night-hero', scene: 'stadium-night', variant: 7 },
  images: [{ key: 'article-kingsbridge-european-night-1', scene: 'crowd', variant: 12 }],
  translations: {
    fr: {
      title: 'Kingsbridge arrache le nul face au Real Valdoria et garde son destin en main',
      slug: 'kingsbridge-real-valdoria-2-2-nuit-europeenne',
      excerpt:
        'Mené à deux reprises, Kingsbridge United a égalisé à la 84e minute par son capitaine Tom Ellery (2–2). La qualification se jouera à Lorvèze lors de la dernière journée.',
      heroAlt: 'Illustration stylisée d’un stade illuminé de nuit, vu depuis le haut des tribunes',
      body: [
        {
          type: 'paragraph',
          text: 'Il y a des soirées européennes qui se racontent en statistiques et d’autres qui se racontent en frissons. Celle d’Abbey Meadow, mardi, appartient sans discussion à la seconde catégorie. Menés à deux reprises par un Real Valdoria d’une justesse technique remarquable, les joueurs de **Kingsbridge United** ont arraché le match nul (2–2) à la 84e minute, sur une tête de leur capitaine **Tom Ellery**. Un point précieux, qui permet aux Anglais de conserver la deuxième place du groupe C de la Coupe des Clubs Champions avant un déplacement à haut risque sur la pelouse du Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'Deux fois menés, deux fois relevés' },
        {
          type: 'paragraph',
          text: 'Le scénario avait pourtant tout du piège. Dès la 14e minute, Mateo Sorribes trouvait entre les lignes **Álvaro Quintanar**, dont la frappe croisée, à ras de terre, filait au pied du poteau de Rhys Tandridge. Kingsbridge a mis vingt bonnes minutes à digérer ce coup de froid, incapable de franchir le premier rideau espagnol. Puis le public s’est chargé de réveiller ses joueurs : sur un centre tendu de Joe Penhallow, Callum Brierley reprenait de volée au premier poteau pour égaliser (38e). Abbey Meadow, jusque-là crispé, n’a plus cessé de chanter.',
        },
        {
          type: 'paragraph',
          text: 'Au retour des vestiaires, Valdoria a rappelé pourquoi il domine ce groupe. Sur un coup franc excentré, à vingt-cinq mètres, Sorribes enroulait un ballon parfait dans la lucarne (61e). Kingsbridge a cru revenir à la 72e minute, mais le but de Brierley a été annulé après vérification vidéo pour un hors-jeu de quelques centimètres. Il a fallu attendre la 84e minute et un corner de Penhallow pour voir Ellery s’élever plus haut que tout le monde et placer une tête imparable. Dans le temps additionnel, Tandridge a encore sauvé les siens d’une parade du pied devant Quintanar, parti seul au but.',
        },
        {
          type: 'image',
          imageKey: 'article-kingsbridge-european-night-1',
          alt: 'Illustration stylisée d’une tribune pleine de supporters agitant des écharpes sous les projecteurs',
          caption: 'Abbey Meadow affichait complet pour la venue du Real Valdoria.',
        },
        { type: 'heading', level: 3, text: 'Les chiffres du match' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**17 tirs** pour Kingsbridge, dont 6 cadrés, contre 9 pour Valdoria',
            '**54 %** de possession en faveur des Anglais',
            '**41 236 spectateurs**, record d’affluence de la saison à Abbey Meadow',
            '**3 buts** pour Tom Ellery dans la compétition, tous marqués de la tête',
          ],
        },
        { type: 'heading', level: 2, text: 'Un dernier match à quitte ou double' },
        {
          type: 'paragraph',
          text: 'Avec ce nul, le Real Valdoria (11 points) valide mathématiquement sa qualification pour les huitièmes de finale. Derrière, Kingsbridge (8 points) conserve une petite longueur d’avance sur le Stade de Lorvèze (7 points), qu’il affrontera lors de la sixième et dernière journée. L’équation est simple : un match nul suffira aux Anglais, une défaite les renverrait à la troisième place. La première place, elle, est hors de portée : même en cas d’égalité de points, Valdoria passerait devant grâce à sa victoire 2–1 au match aller.',
        },
        {
          type: 'quote',
          text: 'Ce groupe a du caractère. Nous avons été menés deux fois contre l’une des meilleures équipes d’Europe et personne n’a paniqué. À Lorvèze, je ne veux pas que mes joueurs pensent au match nul. Je veux qu’ils pensent à gagner.',
          cite: 'Graham Whitcombe, manager de Kingsbridge United',
        },
        {
          type: 'paragraph',
          text: 'Le déplacement s’annonce pourtant périlleux. Deuxième de Ligue Élite, Lorvèze n’a perdu qu’une seule fois à domicile cette saison, toutes compétitions confondues, et son entraîneur a déjà prévenu qu’il alignerait son équipe type. Côté espagnol, Ignacio Berrocal a salué « un match d’hommes » tout en reconnaissant que son équipe avait « beaucoup trop reculé » en fin de rencontre.',
        },
        {
          type: 'paragraph',
          text: 'Reste une question qui agite les tribunes d’Abbey Meadow : ce Kingsbridge si généreux manque-t-il d’un véritable buteur pour passer un cap en Europe ? La direction semble le penser, elle qui multiplie les offres pour l’attaquant d’Atlético Serrano Adrián Villacorta, comme nous le racontions dans [notre enquête sur ce feuilleton du mercato](/fr/article/mercato-feuilleton-buteur-atletico-serrano). Mais avant de rêver de renforts, il faudra d’abord survivre à la soirée de Lorvèze.',
        },
      ],
    },
    en: {
      title: 'Kingsbridge snatch late draw with Real Valdoria to keep fate in their own hands',
      slug: 'kingsbridge-real-valdoria-2-2-european-night',
      excerpt:
        'Twice behind, Kingsbridge United levelled through captain Tom Ellery in the 84th minute (2–2). Qualification will be settled in Lorvèze on the final matchday.',
      heroAlt: 'Stylised illustration of a floodlit stadium at night, seen from high in the stands',
      body: [
        {
          type: 'paragraph',
          text: 'Some European nights are remembered for the numbers; others for the noise. Tuesday at Abbey Meadow was firmly the second kind. Twice behind against a Real Valdoria side of rare technical precision, **Kingsbridge United** scrambled a 2–2 draw thanks to an 84th-minute header from their captain, **Tom Ellery**. It is a precious point: the English side hold on to second place in Group C of the Champions Club Cup, with a nerve-shredding trip to Stade de Lorvèze still to come.',
        },
        { type: 'heading', level: 2, text: 'Behind twice, level twice' },
        {
          type: 'paragraph',
          text: 'The evening had trap written all over it. On 14 minutes, Mateo Sorribes picked out **Álvaro Quintanar** between the lines and the Valdoria striker drilled a low, angled shot inside Rhys Tandridge’s far post. Kingsbridge needed a good twenty minutes to recover, unable to find a way past the first line of Spanish pressure. In the end it was the crowd that roused them: Joe Penhallow whipped in a cross and Callum Brierley met it on the volley at the near post to equalise on 38 minutes. From then on, a previously anxious stadium never stopped singing.',
        },
        {
          type: 'paragraph',
          text: 'After the break, Valdoria reminded everyone why they top the group. Sorribes curled a free kick from twenty-five metres, out on the right, into the top corner on 61 minutes. Kingsbridge thought they were level again on 72 minutes, only for Brierley’s effort to be ruled out by VAR for an offside measured in centimetres. The reward finally came six minutes from time: Penhallow swung in a corner and Ellery rose above everyone to head home. Even then, Tandridge had to save with his legs in stoppage time when Quintanar was clean through.',
        },
        {
          type: 'image',
          imageKey: 'article-kingsbridge-european-night-1',
          alt: 'Stylised illustration of a packed stand of fans waving scarves under the floodlights',
          caption: 'Abbey Meadow was sold out for the visit of Real Valdoria.',
        },
        { type: 'heading', level: 3, text: 'The match in numbers' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**17 shots** for Kingsbridge (6 on target) to Valdoria’s 9',
            '**54%** possession for the home side',
            '**41,236 spectators**, Abbey Meadow’s biggest crowd of the season',
            '**3 goals** for Tom Ellery in the competition, every one of them a header',
          ],
        },
        { type: 'heading', level: 2, text: 'Everything to play for on the final matchday' },
        {
          type: 'paragraph',
          text: 'The draw takes Real Valdoria to 11 points and mathematically secures their place in the round of 16. Behind them, Kingsbridge (8 points) keep a one-point cushion over Stade de Lorvèze (7 points), whom they visit in the sixth and final round of group games. The equation is simple: a draw will be enough for the English side, while defeat would drop them to third. First place, however, is out of reach. Even level on points, Valdoria would finish ahead thanks to their 2–1 win in the reverse fixture.',
        },
        {
          type: 'quote',
          text: 'This group has character. We were behind twice against one of the best teams in Europe and nobody panicked. In Lorvèze, I don’t want my players thinking about a draw. I want them thinking about winning.',
          cite: 'Graham Whitcombe, Kingsbridge United manager',
        },
        {
          type: 'paragraph',
          text: 'It will not be easy. Lorvèze, second in Ligue Élite, have lost only once at home all season in all competitions, and their coach has already said he will field his strongest side. On the Spanish side, Ignacio Berrocal praised “a proper battle” but admitted his team had “sat far too deep” in the closing stages.',
        },
        {
          type: 'paragraph',
          text: 'One question keeps coming up in the stands at Abbey Meadow: does this hard-working Kingsbridge side lack a genuine goalscorer to take the next step in Europe? The board seems to think so, judging by its repeated bids for Atlético Serrano striker Adrián Villacorta, as we reported in [our look at the transfer saga](/en/article/serrano-striker-transfer-saga-kingsbridge-valmont). But before dreaming of reinforcements, Kingsbridge have to survive a night in Lorvèze.',
        },
      ],
    },
    es: {
      title: 'El Kingsbridge le arranca un empate al Real Valdoria y depende de sí mismo',
      slug: 'kingsbridge-real-valdoria-2-2-noche-europea',
      excerpt:
        'Dos veces por detrás, el Kingsbridge United igualó en el minuto 84 con un cabezazo de su capitán, Tom Ellery (2–2). Todo se decidirá en Lorvèze en la última jornada.',
      heroAlt:
        'Ilustración estilizada de un estadio iluminado de noche, visto desde lo alto de la grada',
      body: [
        {
          type: 'paragraph',
          text: 'Hay noches europeas que se recuerdan por las estadísticas y otras que se recuerdan por la piel de gallina. La del martes en Abbey Meadow pertenece, sin duda, al segundo grupo. Dos veces por detrás ante un Real Valdoria de una precisión técnica notable, el **Kingsbridge United** arañó un empate (2–2) en el minuto 84 gracias a un cabezazo de su capitán, **Tom Ellery**. Un punto de oro que permite a los ingleses conservar la segunda plaza del grupo C de la Copa de Clubes Campeones antes de una visita de alto riesgo al campo del Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'Dos veces abajo, dos veces de pie' },
        {
          type: 'paragraph',
          text: 'El partido tenía pinta de trampa desde el principio. En el minuto 14, Mateo Sorribes encontró entre líneas a **Álvaro Quintanar**, cuyo disparo cruzado y raso se coló pegado al palo de Rhys Tandridge. Al Kingsbridge le costó una veintena de minutos sacudirse el golpe, incapaz de superar la primera línea de presión visitante. Fue la grada la que despertó a los suyos: Joe Penhallow puso un centro tenso y Callum Brierley lo empalmó de volea en el primer palo para el empate (min. 38). Desde entonces, Abbey Meadow no dejó de cantar.',
        },
        {
          type: 'paragraph',
          text: 'Tras el descanso, el Valdoria recordó por qué manda en el grupo. En una falta escorada, a unos veinticinco metros, Sorribes la colgó con rosca en la escuadra (min. 61). El Kingsbridge creyó haber empatado en el 72, pero el VAR anuló el tanto de Brierley por un fuera de juego de apenas unos centímetros. Hubo que esperar al minuto 84: córner de Penhallow y Ellery, imperial, se elevó por encima de todos para cabecear a la red. Ya en el añadido, Tandridge aún salvó a los suyos con una parada con el pie ante Quintanar, que se plantaba solo.',
        },
        {
          type: 'image',
          imageKey: 'article-kingsbridge-european-night-1',
          alt: 'Ilustración estilizada de una grada repleta de aficionados ondeando bufandas bajo los focos',
          caption:
            'Abbey Meadow colgó el cartel de «no hay billetes» para la visita del Real Valdoria.',
        },
        { type: 'heading', level: 3, text: 'El partido, en cifras' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**17 disparos** del Kingsbridge (6 entre palos), por 9 del Valdoria',
            '**54 %** de posesión para el equipo local',
            '**41.236 espectadores**, récord de asistencia de la temporada en Abbey Meadow',
            '**3 goles** de Tom Ellery en la competición, todos de cabeza',
          ],
        },
        { type: 'heading', level: 2, text: '¿Qué necesita el Kingsbridge en la última jornada?' },
        {
          type: 'paragraph',
          text: 'Con este empate, el Real Valdoria (11 puntos) certifica matemáticamente su pase a octavos de final. Por detrás, el Kingsbridge (8 puntos) mantiene un punto de ventaja sobre el Stade de Lorvèze (7 puntos), su rival en la sexta y última jornada. La ecuación es sencilla: a los ingleses les basta un empate, mientras que una derrota los relegaría a la tercera plaza. El primer puesto, en cambio, ya es imposible: incluso con empate a puntos, el Valdoria quedaría por delante gracias a su victoria por 2–1 en la ida.',
        },
        {
          type: 'quote',
          text: 'Este grupo tiene carácter. Hemos ido dos veces por detrás contra uno de los mejores equipos de Europa y nadie ha perdido la calma. En Lorvèze no quiero que mis jugadores piensen en el empate. Quiero que piensen en ganar.',
          cite: 'Graham Whitcombe, entrenador del Kingsbridge United',
        },
        {
          type: 'paragraph',
          text: 'La visita se presenta complicada. El Lorvèze, segundo en la Ligue Élite, solo ha perdido una vez en casa esta temporada en todas las competiciones, y su técnico ya ha avisado de que saldrá con su once de gala. En el bando español, Ignacio Berrocal elogió «un partido de hombres», aunque reconoció que su equipo se había «echado demasiado atrás» en el tramo final.',
        },
        {
          type: 'paragraph',
          text: 'En las gradas de Abbey Meadow hay una pregunta que no deja de repetirse: ¿le falta a este Kingsbridge, tan generoso, un goleador de verdad para dar el salto en Europa? La directiva parece pensar que sí, a juzgar por sus ofertas por el delantero del Atlético Serrano Adrián Villacorta, como contamos en [nuestro repaso a este culebrón del mercado](/es/article/culebron-fichaje-delantero-atletico-serrano). Pero antes de soñar con refuerzos, el equipo tendrá que sobrevivir a la noche de Lorvèze.',
        },
      ],
    },
  },
};
