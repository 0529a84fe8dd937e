import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'var-debate-ligue-elite',
  authorKey: 'thomas-lefebvre',
  publishedHoursAgo: 26,
  categoryKeys: ['analysis', 'france'],
  hero: { key: 'article-var-debate-ligue-elite-hero', scene: 'pitch-aerial', variant: 18 },
  images: [{ key: 'article-var-debate-ligue-elite-1', scene: 'tactics-board', variant: 37 }],
  translations: {
    fr: {
      title: 'Arbitrage vidéo : la Ligue Élite face à ses contradictions',
      slug: 'arbitrage-video-ligue-elite-le-debat-relance',
      excerpt:
        'Un penalty accordé après plus de quatre minutes de visionnage, un but annulé pour une épaule : la 18e journée a relancé la polémique. Chiffres, règlement et pistes de réforme.',
      heroAlt:
        'Illustration stylisée d’une pelouse de football vue du ciel, avec ses lignes blanches bien nettes',
      body: [
        {
          type: 'paragraph',
          text: 'Quatre minutes et trente-sept secondes. C’est le temps qu’il a fallu, dimanche soir, pour que l’arbitre Sébastien Garrigues, appelé au bord du terrain par ses collègues de la salle vidéo, accorde un penalty au Stade de Lorvèze face à l’AS Rivemont, à la 88e minute. Transformé, ce penalty a offert la victoire au dauphin (2–1) et déclenché une nouvelle tempête. Une de plus dans une saison où l’assistance vidéo à l’arbitrage, la fameuse VAR, n’en finit plus de diviser la Ligue Élite.',
        },
        { type: 'heading', level: 2, text: 'Un week-end qui a mis le feu aux poudres' },
        {
          type: 'paragraph',
          text: 'Le cas de Lorvèze–Rivemont n’est pas isolé. Samedi, l’égalisation de l’US Belcastel sur la pelouse du SC Aubrac a été annulée pour un hors-jeu de l’épaule, mesuré à l’aide de lignes tracées à l’écran et contesté par tout le banc belcastelois. Aubrac l’a finalement emporté 1–0. Le même soir, à l’inverse, les Girondins de Merval ont réclamé en vain un penalty pour un tacle appuyé sur leur avant-centre dans la surface du Racing Montclair (0–0) : aucune intervention vidéo, aucune explication.',
        },
        {
          type: 'paragraph',
          text: 'Ce qui exaspère les clubs n’est pas tant l’erreur que l’impression d’incohérence : une main jugée involontaire un week-end, sanctionnée le suivant ; un contact minime revu au ralenti dans un stade, ignoré dans un autre.',
        },
        {
          type: 'quote',
          text: 'Je n’ai rien contre la vidéo. J’ai quelque chose contre le fait de ne jamais savoir ce qu’elle va décider. Quatre minutes et demie pour une main, cela veut dire que l’erreur n’était ni claire ni évidente.',
          cite: 'Hervé Lacombe, entraîneur de l’AS Rivemont',
        },
        { type: 'heading', level: 2, text: 'Ce que disent les chiffres' },
        {
          type: 'paragraph',
          text: 'Selon le bilan communiqué par la direction technique de l’arbitrage, la VAR a modifié une décision **74 fois** lors des 162 matchs des dix-huit premières journées, soit environ une fois tous les deux matchs. Le détail est instructif :',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**48 visionnages** au bord du terrain par l’arbitre central ;',
            '**31 penalties** accordés après vérification vidéo, et 9 annulés ;',
            '**17 buts** refusés, dont 11 pour hors-jeu ;',
            '**11 buts** validés après un drapeau levé à tort ;',
            '**6 cartons rouges** directs distribués après intervention de la VAR ;',
            '**1 min 52 s** de durée moyenne pour une révision, avec un record à 4 min 37 s.',
          ],
        },
        {
          type: 'paragraph',
          text: 'La direction de l’arbitrage met en avant un taux de décisions correctes estimé à 97 % avec la vidéo, contre 91 % sans. « La VAR corrige bien plus d’erreurs qu’elle n’en crée », insiste son directeur technique, Patrick Vernadet. L’argument est solide, mais il peine à convaincre des tribunes où l’on retient surtout les longues minutes d’attente et l’absence d’explications.',
        },
        { type: 'heading', level: 2, text: 'Ce que dit le règlement' },
        {
          type: 'paragraph',
          text: 'Sur le papier, le protocole est clair. L’arbitrage vidéo ne peut intervenir que dans quatre situations : un but, un penalty, un carton rouge direct et une erreur sur l’identité d’un joueur sanctionné. Surtout, il ne doit corriger que les erreurs *claires et évidentes*, à l’exception des faits objectifs comme le hors-jeu, qui relèvent de la mesure. C’est là que le bât blesse : quand une révision dure plus de quatre minutes, l’erreur était-elle vraiment évidente ?',
        },
        {
          type: 'image',
          imageKey: 'article-var-debate-ligue-elite-1',
          alt: 'Illustration stylisée d’un tableau tactique couvert de flèches et de positions de joueurs',
          caption:
            'Hors-jeu, main, contact : les actions revues à la vidéo restent au cœur des débats.',
        },
        { type: 'heading', level: 2, text: 'Les pistes pour sortir de l’impasse' },
        {
          type: 'paragraph',
          text: 'Plusieurs propositions seront sur la table de la commission de l’arbitrage, qui doit se réunir pendant la trêve hivernale. Les plus sérieuses :',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'faire annoncer chaque décision par l’arbitre au micro du stade après un visionnage, comme cela se pratique déjà dans d’autres compétitions ;',
            'publier chaque semaine les échanges audio entre l’arbitre et la salle vidéo sur les actions litigieuses ;',
            'fixer une durée indicative de 90 secondes, au-delà de laquelle la décision initiale serait maintenue ;',
            'expérimenter le hors-jeu semi-automatique, déjà promis pour la saison prochaine.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Le syndicat des joueurs, lui, pousse pour un système de *challenge* : chaque entraîneur pourrait demander deux vérifications par match. L’idée séduit plusieurs présidents, mais les arbitres craignent de voir des rencontres encore plus hachées.',
        },
        {
          type: 'paragraph',
          text: 'Une chose est sûre : à l’heure où le championnat entre dans sa phase décisive, avec un Valmont toujours en tête (voir [notre bilan de la mi-saison](/fr/article/ligue-elite-bilan-mi-saison)), chaque décision pèsera lourd. Et la patience des clubs semble avoir atteint ses limites.',
        },
      ],
    },
    en: {
      title: 'VAR in Ligue Élite: a debate that refuses to go away',
      slug: 'var-debate-ligue-elite-contested-decisions',
      excerpt:
        'A penalty given after more than four minutes at the monitor, a goal ruled out for a shoulder: matchday 18 has reignited the row. The numbers, the rules and the proposals.',
      heroAlt:
        'Stylised illustration of a football pitch seen from above, its white lines crisply marked',
      body: [
        {
          type: 'paragraph',
          text: 'Four minutes and thirty-seven seconds. That is how long it took on Sunday night for referee Sébastien Garrigues, sent to the pitchside monitor by his colleagues in the video room, to award Stade de Lorvèze an 88th-minute penalty against AS Rivemont. It was converted, handed the second-placed side a 2–1 win and set off yet another storm in a season in which video assistant refereeing keeps dividing Ligue Élite.',
        },
        { type: 'heading', level: 2, text: 'The weekend that lit the fuse' },
        {
          type: 'paragraph',
          text: 'Lorvèze v Rivemont was not an isolated case. On Saturday, US Belcastel’s equaliser at SC Aubrac was chalked off for a shoulder offside, drawn with on-screen lines and furiously disputed by the whole Belcastel bench. Aubrac went on to win 1–0. The same evening, in the opposite direction, Girondins de Merval appealed in vain for a penalty after a heavy challenge on their centre-forward in the Racing Montclair box (0–0): no video review, no explanation.',
        },
        {
          type: 'paragraph',
          text: 'What infuriates clubs is not so much the mistakes as the sense of inconsistency: a handball deemed accidental one weekend and punished the next; minimal contact replayed in slow motion in one stadium, ignored in another.',
        },
        {
          type: 'quote',
          text: 'I have nothing against video. What I object to is never knowing what it is going to decide. If it takes four and a half minutes to spot a handball, the error was neither clear nor obvious.',
          cite: 'Hervé Lacombe, AS Rivemont coach',
        },
        { type: 'heading', level: 2, text: 'What the numbers say' },
        {
          type: 'paragraph',
          text: 'According to figures released by the league’s refereeing department, VAR changed a decision **74 times** in the 162 matches of the first eighteen rounds, or roughly once every two games. The breakdown is revealing:',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**48 on-field reviews** by the referee at the pitchside monitor',
            '**31 penalties** awarded after a video check, and 9 overturned',
            '**17 goals** disallowed, 11 of them for offside',
            '**11 goals** allowed to stand after an incorrectly raised flag',
            '**6 straight red cards** shown following a VAR intervention',
            '**1 min 52 s**: the average length of a review, with a record of 4 min 37 s',
          ],
        },
        {
          type: 'paragraph',
          text: 'The refereeing department points to an estimated 97% of correct decisions with video, against 91% without. “VAR corrects far more errors than it creates,” insists its technical director, Patrick Vernadet. It is a strong argument, but one that struggles to land in stands where people mostly remember the long waits and the lack of explanation.',
        },
        { type: 'heading', level: 2, text: 'What the rules say' },
        {
          type: 'paragraph',
          text: 'On paper, the protocol is clear. Video review may only be used in four situations: goals, penalties, straight red cards and mistaken identity when a player is sanctioned. Above all, it is meant to correct only *clear and obvious* errors, with the exception of factual matters such as offside, which come down to measurement. And therein lies the problem: if a review takes more than four minutes, was the error ever obvious?',
        },
        {
          type: 'image',
          imageKey: 'article-var-debate-ligue-elite-1',
          alt: 'Stylised illustration of a tactics board covered in arrows and player positions',
          caption:
            'Offside, handball, contact: the incidents reviewed on video remain at the heart of the debate.',
        },
        { type: 'heading', level: 2, text: 'Ways out of the deadlock' },
        {
          type: 'paragraph',
          text: 'Several proposals will be on the table when the refereeing committee meets during the winter break. The most serious are:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'having the referee announce each decision over the stadium PA after a review, as already happens in other competitions;',
            'publishing, every week, the audio exchanges between referee and video room on contentious incidents;',
            'setting a guideline of 90 seconds, beyond which the original decision would stand;',
            'trialling semi-automated offside technology, already promised for next season.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The players’ union, for its part, is pushing for a *challenge* system that would let each coach request two reviews per match. The idea appeals to several club presidents, but referees fear games would become even more fragmented.',
        },
        {
          type: 'paragraph',
          text: 'One thing is certain: as the title race enters its decisive phase, with Valmont still top of the table (see [our mid-season review](/en/article/ligue-elite-midseason-review)), every call will carry enormous weight. And the clubs’ patience appears to have run out.',
        },
      ],
    },
    es: {
      title: 'El VAR en la Ligue Élite: un debate que no se apaga',
      slug: 'debate-var-ligue-elite-decisiones-polemicas',
      excerpt:
        'Un penalti señalado tras más de cuatro minutos ante el monitor y un gol anulado por un hombro: la jornada 18 ha reavivado la polémica. Cifras, reglamento y propuestas.',
      heroAlt:
        'Ilustración estilizada de un campo de fútbol visto desde el cielo, con sus líneas blancas bien marcadas',
      body: [
        {
          type: 'paragraph',
          text: 'Cuatro minutos y treinta y siete segundos. Es lo que tardó el domingo por la noche el colegiado Sébastien Garrigues, llamado al monitor por sus compañeros de la sala de vídeo, en señalar un penalti a favor del Stade de Lorvèze ante el AS Rivemont en el minuto 88. El lanzamiento, convertido, dio la victoria al segundo clasificado (2–1) y desató una nueva tormenta en una temporada en la que el videoarbitraje no deja de dividir a la Ligue Élite.',
        },
        { type: 'heading', level: 2, text: 'Un fin de semana explosivo' },
        {
          type: 'paragraph',
          text: 'Lo del Lorvèze–Rivemont no fue un caso aislado. El sábado, el empate del US Belcastel en el campo del SC Aubrac fue anulado por un fuera de juego de hombro, medido con líneas trazadas en pantalla y protestado por todo el banquillo visitante. El Aubrac acabó ganando 1–0. Esa misma noche, en sentido contrario, los Girondins de Merval reclamaron sin éxito un penalti por una dura entrada sobre su delantero centro en el área del Racing Montclair (0–0): ni revisión ni explicación.',
        },
        {
          type: 'paragraph',
          text: 'Lo que exaspera a los clubes no es tanto el error como la sensación de incoherencia: una mano considerada involuntaria un fin de semana y castigada al siguiente; un contacto mínimo revisado a cámara lenta en un estadio e ignorado en otro.',
        },
        {
          type: 'quote',
          text: 'No tengo nada contra el vídeo. Lo que no soporto es no saber nunca qué va a decidir. Si hacen falta cuatro minutos y medio para ver una mano, es que el error no era ni claro ni evidente.',
          cite: 'Hervé Lacombe, entrenador del AS Rivemont',
        },
        { type: 'heading', level: 2, text: '¿Qué dicen las cifras?' },
        {
          type: 'paragraph',
          text: 'Según el balance publicado por la dirección técnica de arbitraje, el VAR ha cambiado una decisión **74 veces** en los 162 partidos de las dieciocho primeras jornadas, es decir, aproximadamente una vez cada dos encuentros. El desglose es revelador:',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**48 revisiones** del árbitro principal ante el monitor',
            '**31 penaltis** señalados tras la revisión, y 9 anulados',
            '**17 goles** anulados, 11 de ellos por fuera de juego',
            '**11 goles** validados tras un banderazo erróneo',
            '**6 tarjetas rojas** directas mostradas tras la intervención del VAR',
            '**1 min 52 s** de duración media por revisión, con un récord de 4 min 37 s',
          ],
        },
        {
          type: 'paragraph',
          text: 'La dirección de arbitraje destaca que el porcentaje de decisiones correctas alcanza el 97 % con el vídeo, frente al 91 % sin él. «El VAR corrige muchos más errores de los que provoca», insiste su director técnico, Patrick Vernadet. El argumento es sólido, pero cuesta que cale en unas gradas que recuerdan sobre todo las largas esperas y la falta de explicaciones.',
        },
        { type: 'heading', level: 2, text: 'Lo que dice el reglamento' },
        {
          type: 'paragraph',
          text: 'Sobre el papel, el protocolo es claro. El videoarbitraje solo puede intervenir en cuatro situaciones: goles, penaltis, tarjetas rojas directas y errores de identidad al sancionar a un jugador. Y, sobre todo, solo debe corregir errores *claros y evidentes*, salvo en cuestiones objetivas como el fuera de juego, que dependen de una medición. Ahí está el problema: si una revisión dura más de cuatro minutos, ¿era realmente evidente el error?',
        },
        {
          type: 'image',
          imageKey: 'article-var-debate-ligue-elite-1',
          alt: 'Ilustración estilizada de una pizarra táctica llena de flechas y posiciones de jugadores',
          caption:
            'Fueras de juego, manos, contactos: las jugadas revisadas en vídeo siguen en el centro del debate.',
        },
        { type: 'heading', level: 2, text: 'Propuestas para salir del atolladero' },
        {
          type: 'paragraph',
          text: 'La comisión de arbitraje, que se reunirá durante el parón invernal, estudiará varias propuestas. Las más serias son estas:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'que el árbitro anuncie su decisión por la megafonía del estadio tras cada revisión, como ya ocurre en otras competiciones;',
            'publicar cada semana las conversaciones entre el árbitro y la sala VAR en las jugadas polémicas;',
            'fijar un tiempo orientativo de 90 segundos, pasado el cual se mantendría la decisión inicial;',
            'probar el fuera de juego semiautomático, ya prometido para la próxima temporada.',
          ],
        },
        {
          type: 'paragraph',
          text: 'El sindicato de futbolistas, por su parte, defiende un sistema de *challenge*: cada entrenador podría pedir dos revisiones por partido. La idea gusta a varios presidentes, pero los árbitros temen que los encuentros se vuelvan todavía más entrecortados.',
        },
        {
          type: 'paragraph',
          text: 'Una cosa está clara: ahora que el campeonato entra en su fase decisiva, con el Valmont todavía en cabeza (véase [nuestro balance de mitad de temporada](/es/article/ligue-elite-balance-mitad-temporada)), cada decisión pesará muchísimo. Y la paciencia de los clubes parece haber llegado a su límite.',
        },
      ],
    },
  },
};
