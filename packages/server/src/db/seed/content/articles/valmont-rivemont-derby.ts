import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'valmont-rivemont-derby',
  authorKey: 'camille-rouviere',
  publishedHoursAgo: 3,
  categoryKeys: ['france'],
  hero: { key: 'article-valmont-rivemont-derby-hero', scene: 'stadium-night', variant: 12 },
  images: [
    { key: 'article-valmont-rivemont-derby-1', scene: 'crowd', variant: 7 },
    // Drawn under its first key, which the seeded media of existing installs already hold.
    { key: 'article-valmont-rivemont-derby-video', scene: 'pitch-aerial', variant: 4 },
  ],
  translations: {
    fr: {
      title: 'Valmont renverse Rivemont au bout d’un derby bouillant (3–2)',
      slug: 'valmont-renverse-rivemont-dans-le-derby',
      excerpt:
        'Mené, puis rejoint par un adversaire réduit à dix, l’Olympique Valmont a arraché le derby face à l’AS Rivemont grâce à Lucas Ferrandi à la 88e minute.',
      heroAlt: 'Stade illuminé de nuit vu depuis les tribunes, sous la lumière des projecteurs',
      body: [
        {
          type: 'paragraph',
          text: 'Il y avait de l’électricité dans l’air bien avant le coup d’envoi, et le Parc des Sorbiers n’a pas été déçu. Devant 38 412 spectateurs, l’Olympique Valmont a dominé l’AS Rivemont (3–2) au terme d’un derby de Ligue Élite aussi décousu que spectaculaire, tranché à la 88e minute par une frappe de Lucas Ferrandi. Avec ce succès, les hommes de Didier Salvagnac consolident leur fauteuil de leader et maintiennent la pression sur leur dauphin, le Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'Un début de match à l’envers' },
        {
          type: 'paragraph',
          text: 'Rivemont avait pourtant parfaitement lancé sa soirée. Sur le premier corner du match, à la 12e minute, Noah Verdier s’élevait plus haut que tout le monde pour placer une tête décroisée hors de portée de Maxime Guérande (0–1). Le parcage visiteur exultait, les tribunes locales sifflaient, et Valmont semblait tétanisé par l’enjeu.',
        },
        {
          type: 'paragraph',
          text: 'Il a fallu un éclair de Samy Benhaddou pour réveiller le stade. À la 27e minute, l’ailier repiquait dans l’axe et enroulait du droit une frappe qui venait mourir dans la lucarne d’Adrien Poulard (1–1). Dans la foulée, le même Benhaddou était fauché dans la surface par Julien Castex : M. François Lemarchand désignait le point de penalty sans hésiter, et Yanis Berthelot, meilleur buteur du championnat, transformait avec sang-froid, plein axe (41e, 2–1).',
        },
        { type: 'heading', level: 2, text: 'Le tournant de la 63e minute' },
        {
          type: 'paragraph',
          text: 'Au retour des vestiaires, le derby a changé de visage. Déjà averti pour un tacle en retard, Théo Castagnède a écopé d’un second carton jaune à la 63e minute après une faute sur Ferrandi dans le rond central. Réduit à dix, Rivemont aurait pu sombrer ; il a au contraire trouvé un second souffle. Au bout d’un contre rondement mené par Lucas Perrichon, meilleur passeur du championnat, Verdier s’offrait un doublé en trompant Guérande entre les jambes (71e, 2–2).',
        },
        {
          type: 'paragraph',
          text: 'C’est alors que Valmont a retrouvé ce qui fait sa force cette saison : un pressing haut, agressif et coordonné. À deux minutes du terme, Berthelot harcelait la relance adverse, Benhaddou coupait la trajectoire de la passe et Ferrandi, lancé plein axe, ajustait Poulard d’une frappe croisée à ras de terre (88e, 3–2). Une action qui illustre à merveille [la révolution du pressing en Ligue Élite](/fr/article/la-revolution-du-pressing-en-ligue-elite).',
        },
        {
          type: 'image',
          imageKey: 'article-valmont-rivemont-derby-1',
          alt: 'Tribunes pleines de supporters agitant des écharpes sous les projecteurs',
          caption: 'Les 38 412 spectateurs du Parc des Sorbiers ont vécu un derby irrespirable.',
        },
        { type: 'heading', level: 3, text: 'Les moments clés' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**12e** – Noah Verdier ouvre le score de la tête sur corner (0–1).',
            '**27e** – Samy Benhaddou égalise d’une frappe enroulée dans la lucarne (1–1).',
            '**41e** – Yanis Berthelot transforme le penalty obtenu par Benhaddou (2–1).',
            '**63e** – Théo Castagnède est exclu pour un second avertissement.',
            '**71e** – Verdier signe un doublé à dix contre onze (2–2).',
            '**88e** – Lucas Ferrandi conclut une récupération haute et offre le derby à Valmont (3–2).',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-valmont-rivemont-derby-video',
          alt: 'Vue aérienne du Parc des Sorbiers, pelouse tondue en bandes',
          caption: 'Vu du ciel, le Parc des Sorbiers, où Valmont reste invaincu depuis août.',
        },
        {
          // The site's own drawn film (served under /video/): the demo's clubs have no footage.
          type: 'film',
          title: 'Le but de Lucas Ferrandi (88e) en animation',
          caption:
            'L’action du but de la victoire redessinée par la rédaction : Valmont remonte le terrain en quelques passes jusqu’à la frappe de Ferrandi (animation Tribune, 8 s).',
        },
        { type: 'heading', level: 2, text: 'Les réactions' },
        {
          type: 'paragraph',
          text: 'Au coup de sifflet final, Didier Salvagnac a longuement salué le virage nord avant de rejoindre la salle de presse, la voix cassée.',
        },
        {
          type: 'quote',
          text: 'On a souffert, on a douté, mais on n’a jamais arrêté de presser. Ce but à la 88e minute, c’est le fruit de tout ce qu’on travaille à l’entraînement depuis juillet.',
          cite: 'Didier Salvagnac, entraîneur de l’Olympique Valmont',
        },
        {
          type: 'paragraph',
          text: 'Côté Rivemont, Hervé Lacombe préférait retenir la révolte de ses joueurs plutôt que l’expulsion. « À dix, mon équipe a montré un caractère énorme. On repart avec zéro point, et c’est cruel, mais je n’ai rien à reprocher à mes joueurs sur l’engagement », confiait l’entraîneur, qui n’a pas souhaité commenter l’arbitrage.',
        },
        {
          type: 'paragraph',
          text: 'Auteur d’un but et d’un penalty provoqué, Benhaddou a été élu homme du match. Valmont se déplacera samedi prochain sur la pelouse du Racing Montclair ; Rivemont, qui glisse à la sixième place, recevra le SC Aubrac avec l’espoir de rester au contact du podium. Une certitude : le derby retour, prévu au printemps, s’annonce déjà brûlant.',
        },
      ],
    },
    en: {
      title: 'Valmont edge Rivemont 3–2 in a fiery derby thriller',
      slug: 'valmont-edge-rivemont-in-derby-thriller',
      excerpt:
        'Olympique Valmont came from behind, were pegged back by ten-man AS Rivemont, then won a fiery Ligue Élite derby 3–2 through Lucas Ferrandi’s 88th-minute strike.',
      heroAlt: 'Floodlit stadium at night seen from the stands',
      body: [
        {
          type: 'paragraph',
          text: 'The atmosphere was crackling long before kick-off, and the Parc des Sorbiers got the derby it had been waiting for. In front of 38,412 fans, Olympique Valmont beat AS Rivemont 3–2 in a chaotic, breathless Ligue Élite clash that was only settled in the 88th minute by Lucas Ferrandi. The win tightens Didier Salvagnac’s grip on top spot and keeps the pressure on second-placed Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'A nightmare start' },
        {
          type: 'paragraph',
          text: 'Rivemont could hardly have asked for a better opening. From the first corner of the game, in the 12th minute, Noah Verdier rose highest and glanced a header across Maxime Guérande into the far corner (0–1). The away end erupted, the home stands whistled, and for a long spell Valmont looked paralysed by the occasion.',
        },
        {
          type: 'paragraph',
          text: 'It took a flash of brilliance from Samy Benhaddou to wake the ground up. On 27 minutes the winger cut inside and curled a right-footed shot into Adrien Poulard’s top corner (1–1). Soon afterwards Benhaddou was brought down in the box by Julien Castex; referee François Lemarchand pointed to the spot without hesitation and Yanis Berthelot, the league’s top scorer, coolly sent his penalty straight down the middle (41 minutes, 2–1).',
        },
        { type: 'heading', level: 2, text: 'The 63rd-minute turning point' },
        {
          type: 'paragraph',
          text: 'The second half was a different game. Already booked for a late challenge, Théo Castagnède picked up a second yellow card in the 63rd minute for a foul on Ferrandi in the centre circle. Down to ten men, Rivemont might have folded; instead they found a second wind. A slick counter-attack led by Lucas Perrichon, the league’s leading provider, ended with Verdier slipping the ball through Guérande’s legs to complete his brace (71 minutes, 2–2).',
        },
        {
          type: 'paragraph',
          text: 'That was when Valmont rediscovered the weapon that has defined their season: a high, aggressive and coordinated press. Two minutes from time, Berthelot hounded Rivemont’s build-up, Benhaddou cut out the pass and Ferrandi, bursting through the middle, drilled a low shot across Poulard (88 minutes, 3–2). It was a textbook example of [the high-pressing revolution sweeping Ligue Élite](/en/article/the-high-pressing-revolution-in-ligue-elite).',
        },
        {
          type: 'image',
          imageKey: 'article-valmont-rivemont-derby-1',
          alt: 'Packed stands of fans waving scarves under the floodlights',
          caption:
            'A crowd of 38,412 at the Parc des Sorbiers lived through a nerve-shredding derby.',
        },
        { type: 'heading', level: 3, text: 'Key moments' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**12 min** – Noah Verdier heads Rivemont in front from a corner (0–1).',
            '**27 min** – Samy Benhaddou equalises with a curler into the top corner (1–1).',
            '**41 min** – Yanis Berthelot converts the penalty won by Benhaddou (2–1).',
            '**63 min** – Théo Castagnède is sent off for a second booking.',
            '**71 min** – Verdier scores his second with Rivemont down to ten men (2–2).',
            '**88 min** – Lucas Ferrandi finishes off a high turnover to win the derby (3–2).',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-valmont-rivemont-derby-video',
          alt: 'Aerial view of the Parc des Sorbiers, its pitch mown in stripes',
          caption: 'The Parc des Sorbiers from above: Valmont have not lost at home since August.',
        },
        {
          // The site's own drawn film (served under /video/): the demo's clubs have no footage.
          type: 'film',
          title: 'Lucas Ferrandi’s goal (88th minute), animated',
          caption:
            'The winning move as our newsroom drew it: Valmont work the ball up the pitch in a few passes until Ferrandi’s shot (Tribune animation, 8 s).',
        },
        { type: 'heading', level: 2, text: 'Reactions' },
        {
          type: 'paragraph',
          text: 'At the final whistle Didier Salvagnac spent a long moment applauding the north stand before heading to the press room, his voice hoarse.',
        },
        {
          type: 'quote',
          text: 'We suffered, we had our doubts, but we never stopped pressing. That goal in the 88th minute is the reward for everything we have been working on in training since July.',
          cite: 'Didier Salvagnac, Olympique Valmont head coach',
        },
        {
          type: 'paragraph',
          text: 'For Rivemont, Hervé Lacombe preferred to dwell on his players’ fightback rather than the red card. “With ten men my team showed enormous character. We go home with nothing, which is cruel, but I can’t fault their commitment,” said the coach, who declined to comment on the refereeing.',
        },
        {
          type: 'paragraph',
          text: 'With a goal and a penalty won, Benhaddou was named man of the match. Valmont travel to Racing Montclair next Saturday, while Rivemont, who slip to sixth, host SC Aubrac hoping to stay in touch with the top three. One thing is already certain: the return derby in the spring promises to be red-hot.',
        },
      ],
    },
    es: {
      title: 'El Valmont gana el derbi ante el Rivemont en un final de infarto (3–2)',
      slug: 'el-valmont-gana-el-derbi-ante-el-rivemont',
      excerpt:
        'El Olympique Valmont remontó, vio cómo el AS Rivemont empataba con diez y acabó ganando 3–2 un derbi incendiario de la Ligue Élite con un gol de Lucas Ferrandi en el minuto 88.',
      heroAlt: 'Estadio iluminado de noche visto desde la grada',
      body: [
        {
          type: 'paragraph',
          text: 'El ambiente ya echaba chispas mucho antes del pitido inicial, y el Parc des Sorbiers vivió el derbi que esperaba. Ante 38.412 espectadores, el Olympique Valmont derrotó 3–2 al AS Rivemont en un choque de la Ligue Élite tan desordenado como vibrante, decidido en el minuto 88 por un disparo de Lucas Ferrandi. Con este triunfo, el equipo de Didier Salvagnac se afianza en el liderato y mantiene la presión sobre su perseguidor, el Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'Un comienzo al revés' },
        {
          type: 'paragraph',
          text: 'Y eso que el Rivemont no pudo empezar mejor. En el primer córner del partido, en el minuto 12, Noah Verdier se elevó por encima de todos para cruzar un cabezazo lejos del alcance de Maxime Guérande (0–1). La grada visitante estalló, la local silbó y, durante un buen rato, el Valmont pareció agarrotado por la presión del derbi.',
        },
        {
          type: 'paragraph',
          text: 'Hizo falta un destello de Samy Benhaddou para despertar al estadio. En el minuto 27, el extremo recortó hacia dentro y colgó con la derecha un disparo que se coló por la escuadra de Adrien Poulard (1–1). Poco después, el propio Benhaddou fue derribado en el área por Julien Castex: el árbitro François Lemarchand señaló el punto de penalti sin dudar y Yanis Berthelot, máximo goleador del campeonato, lo transformó con frialdad, por el centro (minuto 41, 2–1).',
        },
        { type: 'heading', level: 2, text: 'El punto de inflexión del minuto 63' },
        {
          type: 'paragraph',
          text: 'Tras el descanso, el derbi cambió de cara. Ya amonestado por una entrada a destiempo, Théo Castagnède vio la segunda amarilla en el minuto 63 por una falta sobre Ferrandi en el círculo central. Con uno menos, el Rivemont podía haberse hundido; en cambio, encontró un segundo aire. Un contragolpe bien conducido por Lucas Perrichon, máximo asistente del campeonato, terminó con Verdier batiendo a Guérande por debajo de las piernas para firmar su doblete (minuto 71, 2–2).',
        },
        {
          type: 'paragraph',
          text: 'Fue entonces cuando el Valmont recuperó el arma que define su temporada: una presión alta, agresiva y coordinada. A dos minutos del final, Berthelot acosó la salida de balón rival, Benhaddou cortó el pase y Ferrandi, lanzado por el centro, batió a Poulard con un disparo cruzado y raso (minuto 88, 3–2). Una jugada que ilustra a la perfección [la revolución del pressing en la Ligue Élite](/es/article/la-revolucion-del-pressing-en-la-ligue-elite).',
        },
        {
          type: 'image',
          imageKey: 'article-valmont-rivemont-derby-1',
          alt: 'Gradas llenas de aficionados ondeando bufandas bajo los focos',
          caption: 'Los 38.412 espectadores del Parc des Sorbiers vivieron un derbi sin respiro.',
        },
        { type: 'heading', level: 3, text: 'Las claves del partido' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Min. 12** – Noah Verdier adelanta al Rivemont de cabeza tras un córner (0–1).',
            '**Min. 27** – Samy Benhaddou empata con un disparo con rosca a la escuadra (1–1).',
            '**Min. 41** – Yanis Berthelot transforma el penalti provocado por Benhaddou (2–1).',
            '**Min. 63** – Théo Castagnède es expulsado por doble amarilla.',
            '**Min. 71** – Verdier firma su doblete con el Rivemont en inferioridad (2–2).',
            '**Min. 88** – Lucas Ferrandi culmina una recuperación alta y da el derbi al Valmont (3–2).',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-valmont-rivemont-derby-video',
          alt: 'Vista aérea del Parc des Sorbiers, con el césped cortado en franjas',
          caption: 'El Parc des Sorbiers desde el aire: el Valmont no pierde en casa desde agosto.',
        },
        {
          // The site's own drawn film (served under /video/): the demo's clubs have no footage.
          type: 'film',
          title: 'El gol de Lucas Ferrandi (minuto 88), en animación',
          caption:
            'La jugada del gol de la victoria redibujada por la redacción: el Valmont sube el balón en pocos pases hasta el disparo de Ferrandi (animación de Tribune, 8 s).',
        },
        { type: 'heading', level: 2, text: 'Las reacciones' },
        {
          type: 'paragraph',
          text: 'Al final del partido, Didier Salvagnac se quedó un largo rato aplaudiendo a la grada norte antes de acudir a la sala de prensa, con la voz rota.',
        },
        {
          type: 'quote',
          text: 'Hemos sufrido, hemos dudado, pero nunca dejamos de presionar. Ese gol en el minuto 88 es el fruto de todo lo que trabajamos en los entrenamientos desde julio.',
          cite: 'Didier Salvagnac, entrenador del Olympique Valmont',
        },
        {
          type: 'paragraph',
          text: 'En el Rivemont, Hervé Lacombe prefirió quedarse con la rebeldía de sus jugadores antes que con la expulsión. «Con diez, mi equipo ha demostrado un carácter enorme. Nos vamos con cero puntos, y es cruel, pero no tengo nada que reprochar a mis jugadores en cuanto a entrega», declaró el técnico, que no quiso valorar el arbitraje.',
        },
        {
          type: 'paragraph',
          text: 'Autor de un gol y de un penalti provocado, Benhaddou fue elegido mejor jugador del partido. El Valmont visitará el próximo sábado al Racing Montclair; el Rivemont, que cae a la sexta plaza, recibirá al SC Aubrac con la esperanza de no descolgarse de los puestos de podio. Una cosa es segura: el derbi de vuelta, previsto para la primavera, ya promete echar fuego.',
        },
      ],
    },
  },
};
