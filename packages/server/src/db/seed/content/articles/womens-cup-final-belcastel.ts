import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'womens-cup-final-belcastel',
  authorKey: 'ines-belkacem',
  publishedHoursAgo: 75,
  categoryKeys: ['womens-football'],
  hero: { key: 'article-womens-cup-final-belcastel-hero', scene: 'trophy', variant: 3 },
  images: [{ key: 'article-womens-cup-final-belcastel-1', scene: 'crowd', variant: 14 }],
  translations: {
    fr: {
      title: 'Coupe féminine : Belcastel renverse Lorvèze et s’offre un premier trophée',
      slug: 'belcastel-remporte-la-coupe-feminine',
      excerpt:
        'Menée à la pause, l’US Belcastel a battu le Stade de Lorvèze (2–1) en finale de la Coupe féminine grâce à Awa Coulibaly-Roche et à la jeune Jade Fontanel, entrée en jeu.',
      heroAlt: 'Trophée doré brillant sous les projecteurs',
      body: [
        {
          type: 'paragraph',
          text: 'Il a fallu attendre la 84e minute pour que le stade du Parc, à Saint-Aurèle, chavire. Sur un corner mal repoussé, Jade Fontanel, 19 ans, entrée vingt minutes plus tôt, a repris de volée le ballon qui lui tombait dessus à l’entrée de la surface. Sa frappe a fini sous la barre, et l’US Belcastel tenait le premier trophée majeur de son histoire : une victoire 2–1 face au Stade de Lorvèze, tenant du titre, devant 21 300 spectateurs, un record pour une finale de Coupe féminine.',
        },
        { type: 'heading', level: 2, text: 'Une première période à sens unique' },
        {
          type: 'paragraph',
          text: 'Pendant quarante-cinq minutes, pourtant, la finale a semblé suivre le scénario attendu. Plus expérimentées, plus techniques, les joueuses de Sandrine Aubel ont confisqué le ballon et ouvert logiquement le score à la 34e minute : sur un centre de la droite, Elsa Marquand s’est imposée de la tête au premier poteau (0–1). Belcastel, recroquevillé devant sa surface, n’avait alors tenté qu’une seule frappe.',
        },
        { type: 'heading', level: 2, text: 'Le coup tactique de Nathalie Guerrin' },
        {
          type: 'paragraph',
          text: 'À la pause, Nathalie Guerrin a tout changé. Fini le bloc bas : son équipe est passée en 4-4-2 et s’est mise à presser la relance de Lorvèze jusque dans sa surface. Le pari a payé à la 67e minute. Sur une passe en retrait trop molle, Awa Coulibaly-Roche a surgi devant la défenseuse centrale, crochet du gauche, frappe croisée : 1–1.',
        },
        {
          type: 'paragraph',
          text: 'Le tournant suivant est venu de l’autre côté du terrain. À la 76e minute, l’arbitre a sifflé une main dans la surface de Belcastel. Face à Marquand, la gardienne Chloé Vidal a plongé sur sa gauche et repoussé le penalty. Huit minutes plus tard, Fontanel faisait basculer la finale.',
        },
        {
          type: 'image',
          imageKey: 'article-womens-cup-final-belcastel-1',
          alt: 'Tribune colorée remplie de supporters en liesse',
          caption:
            'Les 21 300 spectateurs du stade du Parc ont établi un record pour une finale féminine.',
        },
        { type: 'heading', level: 3, text: 'Les clés de la victoire' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Le changement de plan à la mi-temps** : le pressing haut a privé Lorvèze de sa relance courte.',
            '**L’arrêt de Chloé Vidal** sur le penalty d’Elsa Marquand, à 1–1.',
            '**Le banc** : Jade Fontanel, entrée à la 64e minute, a marqué le but du titre.',
            '**La fraîcheur physique** : Belcastel a remporté 58 % des duels en seconde période.',
          ],
        },
        {
          type: 'quote',
          text: 'À la mi-temps, je leur ai dit : on peut perdre en attendant, ou perdre en essayant. Elles ont choisi d’essayer, et elles ont gagné. Ce trophée appartient à toutes celles qui ont porté ce maillot depuis quinze ans.',
          cite: 'Nathalie Guerrin, entraîneuse de l’US Belcastel',
        },
        { type: 'heading', level: 2, text: 'Un club qui vient de loin' },
        {
          type: 'paragraph',
          text: 'Pour mesurer l’exploit, il faut se souvenir d’où vient Belcastel. La section féminine n’a été créée qu’en 2011, et elle n’a rejoint l’élite qu’il y a cinq saisons. Son budget, environ 1,8 million d’euros, représente à peine 40 % de celui de Lorvèze, qui avait remporté trois des cinq dernières éditions de la Coupe.',
        },
        {
          type: 'paragraph',
          text: 'Capitaine et seule joueuse présente depuis les premières saisons en division régionale, Manon Castéra, 31 ans, a soulevé le trophée les larmes aux yeux. « Quand j’ai commencé, on s’entraînait sur un terrain stabilisé, sans éclairage. Ce soir, on joue devant plus de 20 000 personnes. Je n’arrive pas encore à y croire », a-t-elle glissé.',
        },
        {
          type: 'paragraph',
          text: 'Troisième du championnat, la section féminine offre au club une éclaircie bienvenue, alors que l’équipe masculine, onzième de Ligue Élite malgré 35 millions d’euros dépensés l’été dernier, déçoit. Et elle n’a pas l’intention de s’arrêter là. La direction a annoncé dès la fin du match la construction d’un terrain d’entraînement dédié à la section féminine. Sandrine Aubel, elle, a salué « une équipe qui a mérité sa victoire » et donné rendez-vous à son adversaire en championnat, dans trois semaines.',
        },
      ],
    },
    en: {
      title: 'Women’s Cup: Belcastel stun Lorvèze to win their first major trophy',
      slug: 'belcastel-win-womens-cup-final',
      excerpt:
        'Trailing at half-time, US Belcastel beat Stade de Lorvèze 2–1 in the Women’s Cup final thanks to Awa Coulibaly-Roche and 19-year-old substitute Jade Fontanel.',
      heroAlt: 'Golden trophy gleaming under the lights',
      body: [
        {
          type: 'paragraph',
          text: 'The Stade du Parc in Saint-Aurèle had to wait until the 84th minute to erupt. When a corner was only half cleared, 19-year-old Jade Fontanel, on the pitch for barely twenty minutes, met the dropping ball on the volley at the edge of the box. Her shot flew in under the bar, and US Belcastel had the first major trophy in their history: a 2–1 win over holders Stade de Lorvèze in front of 21,300 fans, a record for a Women’s Cup final.',
        },
        { type: 'heading', level: 2, text: 'A one-sided first half' },
        {
          type: 'paragraph',
          text: 'For forty-five minutes, the final seemed to be following the expected script. More experienced and more technical, Sandrine Aubel’s side monopolised the ball and deservedly went ahead in the 34th minute, when Elsa Marquand powered a header in at the near post from a cross on the right (0–1). Belcastel, camped on the edge of their own box, had managed just one shot by then.',
        },
        { type: 'heading', level: 2, text: 'Nathalie Guerrin’s tactical gamble' },
        {
          type: 'paragraph',
          text: 'At half-time, Nathalie Guerrin changed everything. Gone was the low block: her team switched to a 4-4-2 and began pressing Lorvèze’s build-up all the way into their penalty area. The gamble paid off in the 67th minute. Pouncing on an underhit back pass, Awa Coulibaly-Roche nipped in front of the centre-back, cut onto her left foot and fired across goal: 1–1.',
        },
        {
          type: 'paragraph',
          text: 'The next turning point came at the other end. In the 76th minute the referee awarded a penalty for handball in the Belcastel area. Goalkeeper Chloé Vidal dived to her left to keep out Marquand’s spot kick. Eight minutes later, Fontanel settled the final.',
        },
        {
          type: 'image',
          imageKey: 'article-womens-cup-final-belcastel-1',
          alt: 'Colourful stand packed with celebrating fans',
          caption: 'The crowd of 21,300 at the Stade du Parc set a record for a women’s final.',
        },
        { type: 'heading', level: 3, text: 'How the cup was won' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**The half-time switch**: the high press cut off Lorvèze’s short passing from the back.',
            '**Chloé Vidal’s save** from Elsa Marquand’s penalty with the score at 1–1.',
            '**The bench**: Jade Fontanel, on in the 64th minute, scored the winner.',
            '**Fresher legs**: Belcastel won 58% of their duels in the second half.',
          ],
        },
        {
          type: 'quote',
          text: 'At half-time I told them: we can lose by waiting, or lose by trying. They chose to try, and they won. This trophy belongs to every woman who has worn this shirt over the last fifteen years.',
          cite: 'Nathalie Guerrin, US Belcastel head coach',
        },
        { type: 'heading', level: 2, text: 'A club that has come a long way' },
        {
          type: 'paragraph',
          text: 'To appreciate the scale of the achievement, you have to remember where Belcastel have come from. The women’s section was only founded in 2011 and reached the top flight just five seasons ago. Its budget, around €1.8 million, is barely 40% of Lorvèze’s, and Lorvèze had won three of the last five editions of the cup.',
        },
        {
          type: 'paragraph',
          text: 'Captain Manon Castéra, 31, the only player left from the early seasons in regional football, lifted the trophy in tears. “When I started we trained on a gravel pitch with no floodlights. Tonight we played in front of more than 20,000 people. I still can’t believe it,” she said.',
        },
        {
          type: 'paragraph',
          text: 'Third in the league, the women’s side have given the club some welcome good news while the men’s team, eleventh in Ligue Élite despite spending €35 million last summer, struggle. And they have no intention of stopping there. Straight after the match the club announced it would build a training pitch dedicated to the women’s section. Sandrine Aubel, for her part, praised “a team that deserved to win” and looked ahead to the league meeting between the two sides in three weeks’ time.',
        },
      ],
    },
    es: {
      title: 'Copa femenina: el Belcastel remonta al Lorvèze y gana su primer gran título',
      slug: 'el-belcastel-gana-la-copa-femenina',
      excerpt:
        'Por detrás en el descanso, el US Belcastel derrotó 2–1 al Stade de Lorvèze en la final de la Copa femenina con goles de Awa Coulibaly-Roche y de la joven suplente Jade Fontanel.',
      heroAlt: 'Trofeo dorado brillando bajo los focos',
      body: [
        {
          type: 'paragraph',
          text: 'El Stade du Parc de Saint-Aurèle tuvo que esperar hasta el minuto 84 para estallar. Tras un córner mal despejado, Jade Fontanel, de 19 años y sobre el césped desde hacía apenas veinte minutos, empalmó de volea el balón que le caía en la frontal del área. Su disparo entró por debajo del larguero y el US Belcastel se aseguró el primer gran título de su historia: un 2–1 ante el Stade de Lorvèze, vigente campeón, ante 21.300 espectadores, récord para una final de la Copa femenina.',
        },
        { type: 'heading', level: 2, text: 'Una primera parte de sentido único' },
        {
          type: 'paragraph',
          text: 'Durante cuarenta y cinco minutos, sin embargo, la final pareció seguir el guion previsto. Con más experiencia y más técnica, las jugadoras de Sandrine Aubel monopolizaron el balón y se adelantaron con justicia en el minuto 34: Elsa Marquand cabeceó en el primer palo un centro desde la derecha (0–1). El Belcastel, encerrado en su área, solo había disparado una vez a puerta hasta entonces.',
        },
        { type: 'heading', level: 2, text: 'El golpe táctico de Nathalie Guerrin' },
        {
          type: 'paragraph',
          text: 'En el descanso, Nathalie Guerrin lo cambió todo. Se acabó el bloque bajo: su equipo pasó a un 4-4-2 y empezó a presionar la salida del Lorvèze hasta dentro de su área. La apuesta dio resultado en el minuto 67. Aprovechando una cesión atrás demasiado blanda, Awa Coulibaly-Roche se anticipó a la central, recortó hacia su pierna izquierda y cruzó el disparo: 1–1.',
        },
        {
          type: 'paragraph',
          text: 'El siguiente punto de inflexión llegó en la otra área. En el minuto 76, la árbitra señaló penalti por mano en el área del Belcastel. La portera Chloé Vidal se lanzó a su izquierda y detuvo el lanzamiento de Marquand. Ocho minutos después, Fontanel decidió la final.',
        },
        {
          type: 'image',
          imageKey: 'article-womens-cup-final-belcastel-1',
          alt: 'Grada colorida repleta de aficionados celebrando',
          caption:
            'Los 21.300 espectadores del Stade du Parc marcaron un récord para una final femenina.',
        },
        { type: 'heading', level: 3, text: 'Las claves de la victoria' },
        {
          type: 'list',
          ordered: false,
          items: [
            '**El cambio de plan en el descanso**: la presión alta dejó al Lorvèze sin salida en corto.',
            '**La parada de Chloé Vidal** en el penalti de Elsa Marquand, con 1–1 en el marcador.',
            '**El banquillo**: Jade Fontanel, que entró en el minuto 64, marcó el gol del título.',
            '**La frescura física**: el Belcastel ganó el 58 % de los duelos en la segunda parte.',
          ],
        },
        {
          type: 'quote',
          text: 'En el descanso les dije: podemos perder esperando o perder intentándolo. Eligieron intentarlo, y ganaron. Este trofeo es de todas las que han defendido esta camiseta durante los últimos quince años.',
          cite: 'Nathalie Guerrin, entrenadora del US Belcastel',
        },
        { type: 'heading', level: 2, text: 'Un club que viene de lejos' },
        {
          type: 'paragraph',
          text: 'Para medir la hazaña hay que recordar de dónde viene el Belcastel. La sección femenina no se creó hasta 2011 y llegó a la máxima categoría hace solo cinco temporadas. Su presupuesto, de unos 1,8 millones de euros, apenas equivale al 40 % del del Lorvèze, que había ganado tres de las últimas cinco ediciones de la Copa.',
        },
        {
          type: 'paragraph',
          text: 'La capitana Manon Castéra, de 31 años y única superviviente de las primeras temporadas en categoría regional, levantó el trofeo entre lágrimas. «Cuando empecé, entrenábamos en un campo de tierra sin focos. Esta noche hemos jugado delante de más de 20.000 personas. Todavía no me lo creo», confesó.',
        },
        {
          type: 'paragraph',
          text: 'Tercera en la liga, la sección femenina ofrece al club un respiro muy bienvenido, mientras el equipo masculino, undécimo en la Ligue Élite pese a gastar 35 millones de euros el pasado verano, decepciona. Y no piensa detenerse aquí. Nada más terminar el partido, el club anunció la construcción de un campo de entrenamiento exclusivo para la sección femenina. Sandrine Aubel, por su parte, elogió a «un equipo que ha merecido ganar» y emplazó a su rival al duelo liguero entre ambos dentro de tres semanas.',
        },
      ],
    },
  },
};
