import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'pressing-revolution-analysis',
  authorKey: 'julien-marchetti',
  publishedHoursAgo: 60,
  categoryKeys: ['analysis'],
  hero: { key: 'article-pressing-revolution-analysis-hero', scene: 'pitch-aerial', variant: 40 },
  images: [{ key: 'article-pressing-revolution-analysis-1', scene: 'tactics-board', variant: 22 }],
  translations: {
    fr: {
      title: 'La révolution du pressing : comment la Ligue Élite défend désormais en avançant',
      slug: 'la-revolution-du-pressing-en-ligue-elite',
      excerpt:
        'PPDA en chute libre, récupérations hautes en hausse : chiffres à l’appui, comment le pressing haut s’est imposé en Ligue Élite, et les principes qui le rendent efficace.',
      heroAlt: 'Vue aérienne stylisée d’un terrain de football et de ses lignes blanches',
      body: [
        {
          type: 'paragraph',
          text: 'Il y a trois saisons encore, la plupart des équipes de Ligue Élite attendaient sagement leur adversaire dans leur moitié de terrain. Aujourd’hui, rares sont celles qui laissent un défenseur central relancer tranquillement. Les chiffres le confirment : le championnat vit une véritable révolution du pressing, emmenée par l’Olympique Valmont et le Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'Ce que disent les chiffres' },
        {
          type: 'paragraph',
          text: 'L’indicateur de référence s’appelle le PPDA (*passes per defensive action*) : le nombre de passes que l’adversaire réussit dans les 60 premiers pour cent du terrain, divisé par le nombre d’actions défensives (tacles, interceptions, fautes) réalisées dans cette même zone. Plus il est bas, plus le pressing est intense.',
        },
        {
          type: 'paragraph',
          text: 'À la mi-saison, la moyenne de la Ligue Élite s’établit à **11,4**, contre 13,2 il y a trois saisons. Valmont affiche le PPDA le plus bas du championnat (**8,1**), devant Lorvèze (8,9) et le FC Port-Sainte-Anne (9,3), la surprise de la saison. À l’autre bout du tableau, le Racing Montclair (15,3) reste fidèle à un bloc bas parfaitement assumé.',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Récupérations dans le dernier tiers** : 7,3 par match pour Valmont, contre une moyenne de 4,6 en championnat.',
            '**Buts après une récupération haute** : 57 depuis le début de la saison, soit près de 14 % des 412 buts inscrits.',
            '**Tirs concédés** : 8,9 par match pour Valmont, le plus faible total de la Ligue Élite.',
            '**Courses à haute intensité** : +11 % en moyenne par rapport à il y a trois saisons.',
          ],
        },
        { type: 'heading', level: 2, text: 'Les principes d’un pressing efficace' },
        {
          type: 'paragraph',
          text: 'Presser haut ne consiste pas à courir partout. Les entraîneurs qui réussissent dans ce registre partagent cinq principes :',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Des déclencheurs clairs** : passe en retrait, contrôle manqué, ballon joué vers un latéral collé à la ligne. L’équipe sort ensemble, jamais un joueur seul.',
            '**L’ombre de couverture** : le joueur qui presse court de façon à masquer une ligne de passe avec son corps, pour orienter l’adversaire vers un côté.',
            '**Un bloc compact** : pas plus de 30 à 35 mètres entre le dernier défenseur et l’attaquant le plus avancé, sinon les espaces dans le dos du pressing deviennent béants.',
            '**Le contre-pressing** : dans les cinq secondes qui suivent une perte, les joueurs proches du ballon attaquent le porteur au lieu de se replier.',
            '**La gestion des efforts** : un pressing haut ne tient pas 90 minutes ; les meilleures équipes choisissent leurs temps forts et s’appuient sur leurs cinq changements.',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-pressing-revolution-analysis-1',
          alt: 'Tableau tactique avec des pions disposés en bloc haut et des flèches',
          caption: 'Sans ballon, le 4-3-3 de Valmont se transforme en 4-4-2 agressif.',
        },
        { type: 'heading', level: 2, text: 'Valmont, l’exemple le plus abouti' },
        {
          type: 'paragraph',
          text: 'Sous Didier Salvagnac, Valmont a poussé la logique jusqu’au bout. Son 4-3-3 se transforme sans ballon en 4-4-2 agressif, l’ailier côté ballon montant à hauteur de l’avant-centre pour fermer la relance. Le deuxième but face à l’US Belcastel (2–0), lors de la 14e journée, en est la parfaite illustration : trois joueurs impliqués, une passe coupée à 25 mètres du but et une frappe de Yanis Berthelot moins de six secondes plus tard.',
        },
        {
          type: 'quote',
          text: 'Le meilleur meneur de jeu du monde, c’est un bon pressing. Quand tu récupères le ballon à trente mètres du but adverse, tu n’as plus besoin de génie : tu as besoin de lucidité.',
          cite: 'Didier Salvagnac, entraîneur de l’Olympique Valmont',
        },
        { type: 'heading', level: 3, text: 'Un phénomène qui dépasse le championnat masculin' },
        {
          type: 'paragraph',
          text: 'La tendance gagne tout le football français. L’US Belcastel a ainsi conquis [la Coupe féminine](/fr/article/belcastel-remporte-la-coupe-feminine) en étouffant le Stade de Lorvèze par un pressing haut après la pause, preuve que les mêmes principes produisent les mêmes effets.',
        },
        { type: 'heading', level: 2, text: 'Les limites du modèle' },
        {
          type: 'paragraph',
          text: 'La méthode a toutefois un coût. Les équipes qui pressent le plus haut sont aussi celles qui concèdent le plus de contres dans leur dos quand le premier rideau est franchi, et la charge physique se paie souvent au printemps. Le Racing Montclair l’a rappelé en s’imposant à Lorvèze (1–0) lors de la 11e journée, sur un long ballon qui avait effacé d’un coup tout le pressing adverse.',
        },
        {
          type: 'paragraph',
          text: 'Il n’empêche : la Ligue Élite n’a jamais autant couru vers l’avant. Reste à savoir qui tiendra ce rythme jusqu’en mai.',
        },
      ],
    },
    en: {
      title: 'The pressing revolution: how Ligue Élite learned to defend going forward',
      slug: 'the-high-pressing-revolution-in-ligue-elite',
      excerpt:
        'Falling PPDA, rising high turnovers: a data-driven look at how high pressing has taken over Ligue Élite, and the principles that make it work.',
      heroAlt: 'Stylised aerial view of a football pitch and its white markings',
      body: [
        {
          type: 'paragraph',
          text: 'As recently as three seasons ago, most Ligue Élite teams were happy to sit back and wait for their opponents in their own half. Today, very few let a centre-back bring the ball out in peace. The numbers bear it out: the league is going through a genuine pressing revolution, led by Olympique Valmont and Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'What the numbers say' },
        {
          type: 'paragraph',
          text: 'The benchmark metric is PPDA, or *passes per defensive action*: the number of passes the opposition completes in the first 60 per cent of the pitch, divided by the number of defensive actions (tackles, interceptions, fouls) made in that same zone. The lower the figure, the more intense the press.',
        },
        {
          type: 'paragraph',
          text: 'At the halfway stage, the Ligue Élite average stands at **11.4**, down from 13.2 three seasons ago. Valmont have the lowest PPDA in the league (**8.1**), ahead of Lorvèze (8.9) and FC Port-Sainte-Anne (9.3), the surprise package of the season. At the other end of the scale, Racing Montclair (15.3) remain unapologetically committed to a low block.',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Recoveries in the final third**: 7.3 per game for Valmont, against a league average of 4.6.',
            '**Goals after a high turnover**: 57 so far this season, almost 14% of the 412 goals scored.',
            '**Shots conceded**: 8.9 per game for Valmont, the lowest in Ligue Élite.',
            '**High-intensity running**: up 11% on average compared with three seasons ago.',
          ],
        },
        { type: 'heading', level: 2, text: 'The principles of an effective press' },
        {
          type: 'paragraph',
          text: 'Pressing high does not mean running everywhere. The coaches who do it well share five principles:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Clear triggers**: a back pass, a heavy touch, a ball played to a full-back hugging the touchline. The team goes together, never one player alone.',
            '**The cover shadow**: the pressing player curves his run to block a passing lane with his body, steering the opponent towards one side.',
            '**A compact block**: no more than 30 to 35 metres between the last defender and the most advanced forward, otherwise the space behind the press becomes a gaping hole.',
            '**Counter-pressing**: in the five seconds after losing the ball, the players closest to it attack the ball carrier instead of dropping off.',
            '**Managing the effort**: nobody can press high for 90 minutes; the best teams pick their moments and make full use of their five substitutions.',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-pressing-revolution-analysis-1',
          alt: 'Tactics board with counters arranged in a high block and arrows',
          caption: 'Without the ball, Valmont’s 4-3-3 becomes an aggressive 4-4-2.',
        },
        { type: 'heading', level: 2, text: 'Valmont, the finished article' },
        {
          type: 'paragraph',
          text: 'Under Didier Salvagnac, Valmont have taken the idea to its logical conclusion. Out of possession their 4-3-3 becomes an aggressive 4-4-2, with the ball-side winger stepping up alongside the centre-forward to shut down the build-up. Their second goal against US Belcastel (2–0) on matchday 14 was the perfect illustration: three players involved, a pass intercepted 25 metres from goal and a Yanis Berthelot finish less than six seconds later.',
        },
        {
          type: 'quote',
          text: 'The best playmaker in the world is a good press. When you win the ball back thirty metres from goal, you don’t need genius any more: you need a clear head.',
          cite: 'Didier Salvagnac, Olympique Valmont head coach',
        },
        { type: 'heading', level: 3, text: 'Beyond the men’s game' },
        {
          type: 'paragraph',
          text: 'The trend is spreading across French football. US Belcastel won [the Women’s Cup](/en/article/belcastel-win-womens-cup-final) by smothering Stade de Lorvèze with a high press after half-time, proof that the same principles produce the same results.',
        },
        { type: 'heading', level: 2, text: 'The limits of the model' },
        {
          type: 'paragraph',
          text: 'The approach does come at a price. The teams that press highest are also those that concede the most counter-attacks once their first line is bypassed, and the physical toll often tells in the spring. Racing Montclair proved the point by winning 1–0 at Lorvèze on matchday 11, with a long ball that wiped out their opponents’ entire press in one go.',
        },
        {
          type: 'paragraph',
          text: 'Even so, Ligue Élite has never run forward so much. The question now is who can keep up the pace until May.',
        },
      ],
    },
    es: {
      title: 'La revolución del pressing: cómo la Ligue Élite aprendió a defender hacia delante',
      slug: 'la-revolucion-del-pressing-en-la-ligue-elite',
      excerpt:
        'PPDA a la baja y más recuperaciones altas: con datos en la mano, cómo la presión alta se ha impuesto en la Ligue Élite y qué principios la hacen eficaz.',
      heroAlt: 'Vista aérea estilizada de un campo de fútbol y sus líneas blancas',
      body: [
        {
          type: 'paragraph',
          text: 'Hace apenas tres temporadas, la mayoría de los equipos de la Ligue Élite esperaban al rival en su propio campo. Hoy, pocos dejan que un central saque el balón jugado con tranquilidad. Los números lo confirman: el campeonato vive una auténtica revolución del pressing, encabezada por el Olympique Valmont y el Stade de Lorvèze.',
        },
        { type: 'heading', level: 2, text: 'Lo que dicen los números' },
        {
          type: 'paragraph',
          text: 'El indicador de referencia es el PPDA (*passes per defensive action*, pases por acción defensiva): el número de pases que completa el rival en el primer 60 % del campo, dividido entre las acciones defensivas (entradas, intercepciones, faltas) realizadas en esa misma zona. Cuanto más bajo, más intensa es la presión.',
        },
        {
          type: 'paragraph',
          text: 'A mitad de temporada, la media de la Ligue Élite es de **11,4**, frente a 13,2 hace tres temporadas. El Valmont tiene el PPDA más bajo del campeonato (**8,1**), por delante del Lorvèze (8,9) y del FC Port-Sainte-Anne (9,3), la revelación de la temporada. En el extremo opuesto, el Racing Montclair (15,3) sigue fiel a un bloque bajo sin complejos.',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Recuperaciones en el último tercio**: 7,3 por partido para el Valmont, frente a una media de 4,6 en el campeonato.',
            '**Goles tras una recuperación alta**: 57 en lo que va de temporada, casi el 14 % de los 412 goles marcados.',
            '**Tiros concedidos**: 8,9 por partido para el Valmont, la cifra más baja de la Ligue Élite.',
            '**Carrera a alta intensidad**: un 11 % más de media que hace tres temporadas.',
          ],
        },
        { type: 'heading', level: 2, text: 'Los principios de una presión eficaz' },
        {
          type: 'paragraph',
          text: 'Presionar arriba no consiste en correr por todas partes. Los entrenadores que dominan este registro comparten cinco principios:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Disparadores claros**: un pase atrás, un mal control, un balón hacia un lateral pegado a la banda. El equipo sale a la vez, nunca un jugador solo.',
            '**La sombra de cobertura**: quien presiona curva su carrera para tapar una línea de pase con el cuerpo y orientar al rival hacia un costado.',
            '**Un bloque compacto**: no más de 30 o 35 metros entre el último defensa y el delantero más adelantado; si no, el espacio a la espalda de la presión se convierte en un agujero.',
            '**La presión tras pérdida**: en los cinco segundos posteriores a perder el balón, los jugadores más cercanos atacan al poseedor en lugar de replegarse.',
            '**La gestión del esfuerzo**: nadie presiona arriba 90 minutos; los mejores equipos eligen sus momentos y aprovechan sus cinco cambios.',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-pressing-revolution-analysis-1',
          alt: 'Pizarra táctica con fichas colocadas en bloque alto y flechas',
          caption: 'Sin balón, el 4-3-3 del Valmont se convierte en un 4-4-2 agresivo.',
        },
        { type: 'heading', level: 2, text: 'El Valmont, el ejemplo más acabado' },
        {
          type: 'paragraph',
          text: 'Con Didier Salvagnac, el Valmont ha llevado la idea hasta el final. Sin balón, su 4-3-3 se transforma en un 4-4-2 agresivo, con el extremo del lado del balón subiendo a la altura del delantero centro para cerrar la salida. Su segundo gol ante el US Belcastel (2–0), en la 14.ª jornada, fue la ilustración perfecta: tres jugadores implicados, un pase cortado a 25 metros de la portería y un disparo de Yanis Berthelot menos de seis segundos después.',
        },
        {
          type: 'quote',
          text: 'El mejor mediapunta del mundo es una buena presión. Cuando recuperas el balón a treinta metros de la portería rival, ya no necesitas genialidad: necesitas lucidez.',
          cite: 'Didier Salvagnac, entrenador del Olympique Valmont',
        },
        { type: 'heading', level: 3, text: 'Más allá del fútbol masculino' },
        {
          type: 'paragraph',
          text: 'La tendencia se extiende por todo el fútbol francés. El US Belcastel conquistó [la Copa femenina](/es/article/el-belcastel-gana-la-copa-femenina) asfixiando al Stade de Lorvèze con una presión alta tras el descanso, prueba de que los mismos principios producen los mismos efectos.',
        },
        { type: 'heading', level: 2, text: 'Los límites del modelo' },
        {
          type: 'paragraph',
          text: 'El método, sin embargo, tiene un precio. Los equipos que presionan más arriba son también los que más contragolpes encajan cuando se supera su primera línea, y el desgaste físico suele pasar factura en primavera. El Racing Montclair lo recordó al ganar 1–0 en el campo del Lorvèze en la 11.ª jornada, con un balón largo que borró de un plumazo toda la presión rival.',
        },
        {
          type: 'paragraph',
          text: 'Aun así, la Ligue Élite nunca había corrido tanto hacia delante. Falta saber quién aguantará este ritmo hasta mayo.',
        },
      ],
    },
  },
};
