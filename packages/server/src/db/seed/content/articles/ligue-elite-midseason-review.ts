import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'ligue-elite-midseason-review',
  authorKey: 'julien-marchetti',
  publishedHoursAgo: 110,
  categoryKeys: ['france', 'analysis'],
  hero: { key: 'article-ligue-elite-midseason-review-hero', scene: 'trophy', variant: 44 },
  images: [
    { key: 'article-ligue-elite-midseason-review-1', scene: 'league-badge', variant: 5 },
    { key: 'article-ligue-elite-midseason-review-2', scene: 'pitch-aerial', variant: 36 },
  ],
  translations: {
    fr: {
      title: 'Ligue Élite : le bilan de la mi-saison, entre certitudes et surprises',
      slug: 'ligue-elite-bilan-mi-saison',
      excerpt:
        'Valmont en tête, Port-Sainte-Anne et Montclair en trouble-fêtes, Merval en pleine crise : notre bilan de la phase aller de la Ligue Élite, chiffres à l’appui.',
      heroAlt: 'Illustration stylisée d’un trophée doré qui brille sous les projecteurs',
      body: [
        {
          type: 'paragraph',
          text: 'Dix-sept journées, 153 matchs et 412 buts : la Ligue Élite a bouclé sa phase aller et l’heure est venue de dresser un premier bilan. Si l’Olympique Valmont occupe, sans grande surprise, la première place, son avance reste fragile. Derrière, la hiérarchie attendue a été bousculée par deux clubs que personne n’imaginait aussi haut, tandis que plusieurs ambitieux de l’été traversent un hiver glacial.',
        },
        { type: 'heading', level: 2, text: 'Le classement : Valmont devant, la meute derrière' },
        {
          type: 'paragraph',
          text: 'Voici le haut du tableau au soir de la 17e journée :',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Olympique Valmont** : 38 points (12 victoires, 2 nuls, 3 défaites), 36 buts marqués, 12 encaissés',
            '**Stade de Lorvèze** : 35 points (11 v., 2 n., 4 d.), différence de buts +17',
            '**FC Port-Sainte-Anne** : 31 points (9 v., 4 n., 4 d.), +8',
            '**AS Rivemont** : 29 points (8 v., 5 n., 4 d.), +6',
            '**Racing Montclair** : 28 points (8 v., 4 n., 5 d.), +5',
          ],
        },
        {
          type: 'paragraph',
          text: 'Meilleure attaque et meilleure défense du championnat, Valmont a bâti sa première place sur une régularité impressionnante et sur l’efficacité de **Yanis Berthelot**, auteur de 13 buts à 33 ans. Trois défaites, dont deux à l’extérieur contre des concurrents directs, rappellent toutefois que le leader n’est pas intouchable. Son entraîneur se garde d’ailleurs de tout triomphalisme.',
        },
        {
          type: 'quote',
          text: 'Être premier à la mi-saison ne rapporte aucun trophée. J’ai vu trop d’équipes se relâcher en février. Mon travail, c’est que personne ici ne regarde le classement avant le mois de mai.',
          cite: 'Didier Salvagnac, entraîneur de l’Olympique Valmont',
        },
        {
          type: 'paragraph',
          text: 'À trois points, Lorvèze reste le rival le plus sérieux, malgré un calendrier alourdi par la Coupe des Clubs Champions, où il est toujours en course pour la qualification. Le club peut s’appuyer sur la révélation de la saison, **Timothée Aubrecht**, milieu de 19 ans déjà indispensable.',
        },
        { type: 'heading', level: 2, text: 'Les surprises' },
        { type: 'heading', level: 3, text: 'Port-Sainte-Anne, le vent du large' },
        {
          type: 'paragraph',
          text: 'Annoncé autour de la douzième place avant la saison, le FC Port-Sainte-Anne est troisième. Le pressing haut imposé par Gaëtan Morvézen étouffe les adversaires, et le stade de la Digue est devenu une forteresse : aucune défaite à domicile en huit réceptions (six victoires, deux nuls). Une dynamique qui tombe à pic pour un club engagé dans un vaste projet de rénovation de son enceinte.',
        },
        { type: 'heading', level: 3, text: 'Montclair, un mur dans le but' },
        {
          type: 'paragraph',
          text: 'Le Racing Montclair doit beaucoup à son gardien, Bastien Lhermitte : huit matchs sans encaisser de but et seulement quatorze buts concédés, ce qui en fait la deuxième défense du championnat, à égalité avec Lorvèze. Offensivement limitée, l’équipe de Franck Vidalenc gagne ses matchs à l’usure. Cinquième, elle peut légitimement rêver d’Europe.',
        },
        {
          type: 'image',
          imageKey: 'article-ligue-elite-midseason-review-1',
          alt: 'Illustration stylisée d’un écusson de championnat aux couleurs vives, orné d’une étoile',
        },
        { type: 'heading', level: 2, text: 'Les déceptions' },
        {
          type: 'paragraph',
          text: 'La chute la plus spectaculaire est celle des **Girondins de Merval**. Quinzièmes avec 16 points et seulement quatre victoires, ils ont limogé leur entraîneur dès novembre. Son successeur, Rémi Cassagne, a stabilisé la défense mais l’attaque reste la plus faible du championnat. Autre déception, l’**US Belcastel** : après un été à 35 millions d’euros de recrues, le club ne pointe qu’à la onzième place avec 21 points, loin de l’objectif européen affiché en août.',
        },
        { type: 'heading', level: 2, text: 'La phase aller en chiffres' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**412 buts** inscrits, soit 2,69 par match, la meilleure moyenne depuis dix ans',
            '**13 buts** pour Yanis Berthelot (Valmont), meilleur buteur',
            '**8 passes décisives** pour Lucas Perrichon (Rivemont), meilleur passeur',
            '**8 clean sheets** pour Bastien Lhermitte (Montclair), record de la phase aller',
            '**58 penalties** sifflés, dont 29 après intervention de l’arbitrage vidéo',
            '**24 800 spectateurs** de moyenne, en hausse de 6 % sur un an',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-ligue-elite-midseason-review-2',
          alt: 'Illustration stylisée d’un terrain de football vu du ciel, tracé de lignes blanches',
          caption: 'Lorvèze et Valmont se retrouveront au printemps pour un choc au sommet.',
        },
        {
          type: 'paragraph',
          text: 'La phase retour ne laissera guère de répit : au printemps, Lorvèze recevra Valmont dans un duel qui pourrait relancer la course au titre. Entre un leader qui refuse de s’emballer, des outsiders décomplexés et des géants blessés, la seconde moitié de saison s’annonce passionnante.',
        },
      ],
    },
    en: {
      title: 'Ligue Élite mid-season review: certainties, surprises and flops',
      slug: 'ligue-elite-midseason-review',
      excerpt:
        'Valmont on top, Port-Sainte-Anne and Montclair gatecrashing the party, Merval in crisis: our review of the first half of the Ligue Élite season, with the numbers.',
      heroAlt: 'Stylised illustration of a golden trophy gleaming under the floodlights',
      body: [
        {
          type: 'paragraph',
          text: 'Seventeen rounds, 153 matches and 412 goals: Ligue Élite has reached the halfway mark, and it is time to take stock. Olympique Valmont, unsurprisingly, sit top, but their lead is far from comfortable. Below them, the expected pecking order has been shaken up by two clubs nobody imagined so high, while several of last summer’s big spenders are enduring a bleak winter.',
        },
        { type: 'heading', level: 2, text: 'The table: Valmont ahead, the pack in pursuit' },
        {
          type: 'paragraph',
          text: 'This is how the top of the table looks after round 17:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Olympique Valmont**: 38 points (12 wins, 2 draws, 3 defeats), 36 scored, 12 conceded',
            '**Stade de Lorvèze**: 35 points (W11 D2 L4), goal difference +17',
            '**FC Port-Sainte-Anne**: 31 points (W9 D4 L4), +8',
            '**AS Rivemont**: 29 points (W8 D5 L4), +6',
            '**Racing Montclair**: 28 points (W8 D4 L5), +5',
          ],
        },
        {
          type: 'paragraph',
          text: 'With the best attack and the best defence in the league, Valmont have built their lead on remarkable consistency and on the finishing of **Yanis Berthelot**, who has 13 goals at the age of 33. Three defeats, two of them away at direct rivals, are a reminder that the leaders are not untouchable, and their coach is steering well clear of triumphalism.',
        },
        {
          type: 'quote',
          text: 'Being top at the halfway stage doesn’t win you a trophy. I have seen too many teams ease off in February. My job is to make sure nobody here looks at the table before May.',
          cite: 'Didier Salvagnac, Olympique Valmont coach',
        },
        {
          type: 'paragraph',
          text: 'Three points back, Lorvèze remain the most serious challengers, despite a fixture list swollen by the Champions Club Cup, where they are still in the hunt for a knockout place. They can count on the breakthrough player of the season, **Timothée Aubrecht**, a 19-year-old midfielder who is already indispensable.',
        },
        { type: 'heading', level: 2, text: 'The surprises' },
        { type: 'heading', level: 3, text: 'Port-Sainte-Anne ride the sea breeze' },
        {
          type: 'paragraph',
          text: 'Tipped to finish around twelfth before the season, FC Port-Sainte-Anne are third. The high press drilled into them by Gaëtan Morvézen suffocates opponents, and the Stade de la Digue has become a fortress: unbeaten at home in eight games (six wins, two draws). The momentum could not come at a better time for a club about to embark on a major redevelopment of its ground.',
        },
        { type: 'heading', level: 3, text: 'Montclair’s wall' },
        {
          type: 'paragraph',
          text: 'Racing Montclair owe a great deal to their goalkeeper, Bastien Lhermitte: eight clean sheets and just fourteen goals conceded, making theirs the joint second-best defence in the league alongside Lorvèze. Limited going forward, Franck Vidalenc’s side grind out results. Fifth, they can legitimately dream of Europe.',
        },
        {
          type: 'image',
          imageKey: 'article-ligue-elite-midseason-review-1',
          alt: 'Stylised illustration of a brightly coloured league badge decorated with a star',
        },
        { type: 'heading', level: 2, text: 'The disappointments' },
        {
          type: 'paragraph',
          text: 'The most spectacular fall has been that of **Girondins de Merval**. Fifteenth with 16 points and only four wins, they sacked their coach as early as November. His successor, Rémi Cassagne, has tightened the defence, but the attack remains the weakest in the division. **US Belcastel** have also let their fans down: after spending €35m on new signings in the summer, they are only eleventh on 21 points, a long way short of the European target announced in August.',
        },
        { type: 'heading', level: 2, text: 'The first half in numbers' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**412 goals**, or 2.69 per game, the highest average in ten years',
            '**13 goals** for Yanis Berthelot (Valmont), the league’s top scorer',
            '**8 assists** for Lucas Perrichon (Rivemont), more than anyone else',
            '**8 clean sheets** for Bastien Lhermitte (Montclair), a first-half record',
            '**58 penalties** awarded, 29 of them after a video review',
            '**24,800**: the average attendance, up 6% on last season',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-ligue-elite-midseason-review-2',
          alt: 'Stylised illustration of a football pitch seen from above, marked with white lines',
          caption: 'Lorvèze and Valmont meet again in the spring in a clash at the top.',
        },
        {
          type: 'paragraph',
          text: 'There will be little respite in the second half: in the spring, Lorvèze host Valmont in a game that could blow the title race wide open. Between leaders who refuse to get carried away, fearless outsiders and wounded giants, the second half of the season promises to be gripping.',
        },
      ],
    },
    es: {
      title: 'Ligue Élite: balance de la primera vuelta, entre certezas y sorpresas',
      slug: 'ligue-elite-balance-mitad-temporada',
      excerpt:
        'El Valmont, líder; el Port-Sainte-Anne y el Montclair, revelaciones; el Merval, en plena crisis: repasamos la primera vuelta de la Ligue Élite con todas sus cifras.',
      heroAlt: 'Ilustración estilizada de un trofeo dorado que brilla bajo los focos',
      body: [
        {
          type: 'paragraph',
          text: 'Diecisiete jornadas, 153 partidos y 412 goles: la Ligue Élite ha cerrado la primera vuelta y toca hacer balance. El Olympique Valmont ocupa, sin gran sorpresa, el primer puesto, aunque su ventaja es cualquier cosa menos holgada. Por detrás, la jerarquía prevista se ha visto sacudida por dos clubes a los que nadie esperaba tan arriba, mientras que varios de los grandes animadores del mercado de verano atraviesan un invierno gélido.',
        },
        {
          type: 'heading',
          level: 2,
          text: 'La clasificación: el Valmont manda y el resto aprieta',
        },
        {
          type: 'paragraph',
          text: 'Así está la zona alta de la tabla tras la 17.ª jornada:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Olympique Valmont**: 38 puntos (12 victorias, 2 empates, 3 derrotas), 36 goles a favor y 12 en contra',
            '**Stade de Lorvèze**: 35 puntos (11 G, 2 E, 4 P), diferencia de goles de +17',
            '**FC Port-Sainte-Anne**: 31 puntos (9 G, 4 E, 4 P), +8',
            '**AS Rivemont**: 29 puntos (8 G, 5 E, 4 P), +6',
            '**Racing Montclair**: 28 puntos (8 G, 4 E, 5 P), +5',
          ],
        },
        {
          type: 'paragraph',
          text: 'Con el mejor ataque y la mejor defensa del campeonato, el Valmont ha construido su liderato sobre una regularidad impresionante y sobre la puntería de **Yanis Berthelot**, autor de 13 goles a sus 33 años. Aun así, sus tres derrotas, dos de ellas a domicilio de rivales directos, recuerdan que el líder no es intocable. Su entrenador, de hecho, huye de cualquier euforia.',
        },
        {
          type: 'quote',
          text: 'Ser primero a mitad de temporada no da ningún título. He visto a demasiados equipos relajarse en febrero. Mi trabajo es que aquí nadie mire la clasificación antes de mayo.',
          cite: 'Didier Salvagnac, entrenador del Olympique Valmont',
        },
        {
          type: 'paragraph',
          text: 'A tres puntos, el Lorvèze sigue siendo el rival más serio, pese a un calendario cargado por la Copa de Clubes Campeones, donde todavía aspira a pasar de fase. Cuenta además con la gran revelación del curso, **Timothée Aubrecht**, un centrocampista de 19 años que ya es indiscutible.',
        },
        { type: 'heading', level: 2, text: 'Las sorpresas' },
        { type: 'heading', level: 3, text: 'El Port-Sainte-Anne, viento de mar a favor' },
        {
          type: 'paragraph',
          text: 'Pronosticado en torno al duodécimo puesto antes de empezar la temporada, el FC Port-Sainte-Anne es tercero. La presión alta que ha implantado Gaëtan Morvézen asfixia a sus rivales y el Stade de la Digue se ha convertido en un fortín: ninguna derrota en ocho partidos como local (seis victorias y dos empates). Una inercia que llega en el mejor momento para un club inmerso en un ambicioso proyecto de reforma de su estadio.',
        },
        { type: 'heading', level: 3, text: 'El Montclair, un muro bajo palos' },
        {
          type: 'paragraph',
          text: 'El Racing Montclair le debe mucho a su portero, Bastien Lhermitte: ocho partidos sin encajar y solo catorce goles recibidos, lo que convierte a su equipo en la segunda mejor defensa de la liga, empatado con el Lorvèze. Con poca pegada arriba, el conjunto de Franck Vidalenc gana sus partidos por desgaste. Quinto, puede soñar con Europa sin complejos.',
        },
        {
          type: 'image',
          imageKey: 'article-ligue-elite-midseason-review-1',
          alt: 'Ilustración estilizada de un escudo de liga de colores vivos adornado con una estrella',
        },
        { type: 'heading', level: 2, text: 'Las decepciones' },
        {
          type: 'paragraph',
          text: 'La caída más sonada es la de los **Girondins de Merval**. Decimoquintos con 16 puntos y solo cuatro victorias, destituyeron a su entrenador ya en noviembre. Su sucesor, Rémi Cassagne, ha dado solidez a la defensa, pero el ataque sigue siendo el peor del campeonato. También decepciona el **US Belcastel**: tras gastar 35 millones de euros en fichajes en verano, es apenas undécimo con 21 puntos, muy lejos del objetivo europeo que anunció en agosto.',
        },
        { type: 'heading', level: 2, text: 'La primera vuelta, en cifras' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**412 goles**, es decir, 2,69 por partido, la mejor media de los últimos diez años',
            '**13 goles** de Yanis Berthelot (Valmont), máximo goleador',
            '**8 asistencias** de Lucas Perrichon (Rivemont), máximo asistente',
            '**8 porterías a cero** de Bastien Lhermitte (Montclair), récord en una primera vuelta',
            '**58 penaltis** señalados, 29 de ellos tras la intervención del VAR',
            '**24.800 espectadores** de media, un 6 % más que la temporada pasada',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-ligue-elite-midseason-review-2',
          alt: 'Ilustración estilizada de un campo de fútbol visto desde el cielo, con sus líneas blancas',
          caption: 'El Lorvèze y el Valmont volverán a verse las caras en primavera.',
        },
        {
          type: 'paragraph',
          text: 'La segunda vuelta no dará tregua: en primavera, el Lorvèze recibirá al Valmont en un choque que podría reabrir la lucha por el título. Entre un líder que no quiere euforias, unos aspirantes sin complejos y unos gigantes heridos, la segunda mitad del campeonato promete emociones fuertes.',
        },
      ],
    },
  },
};
