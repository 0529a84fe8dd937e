import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'goalkeeper-interview-montclair',
  authorKey: 'ines-belkacem',
  publishedHoursAgo: 90,
  categoryKeys: ['interviews'],
  hero: { key: 'article-goalkeeper-interview-montclair-hero', scene: 'training', variant: 11 },
  images: [{ key: 'article-goalkeeper-interview-montclair-1', scene: 'ball', variant: 26 }],
  translations: {
    fr: {
      title: 'Bastien Lhermitte : « Un gardien, c’est d’abord quelqu’un qui parle »',
      slug: 'entretien-gardien-racing-montclair',
      excerpt:
        'Huit matchs sans encaisser de but, trois penalties arrêtés : le gardien du Racing Montclair réalise une saison remarquable. Rencontre avec un portier qui ne laisse rien au hasard.',
      heroAlt:
        'Illustration stylisée d’un terrain d’entraînement, avec des buts et du matériel disposés sur la pelouse',
      body: [
        {
          type: 'paragraph',
          text: 'Il arrive au rendez-vous les gants encore glissés dans la poche arrière de son survêtement, le visage rougi par le froid de la séance du matin. Au centre d’entraînement de la Pommeraie, **Bastien Lhermitte** prend le temps de saluer chaque employé avant de s’asseoir. À 29 ans, le gardien du Racing Montclair vit la meilleure saison de sa carrière : huit matchs sans encaisser de but en dix-sept journées et une défense qui compte parmi les plus solides de Ligue Élite. Entretien.',
        },
        { type: 'heading', level: 2, text: 'Une première partie de saison à part' },
        {
          type: 'paragraph',
          text: '**Huit clean sheets, seulement quatorze buts encaissés… Vous attendiez-vous à une telle première moitié de saison ?**',
        },
        {
          type: 'paragraph',
          text: 'Honnêtement, non. On sortait d’une saison compliquée, on avait changé beaucoup de choses derrière. Mais le coach a mis en place un bloc très compact, tout le monde défend, même nos attaquants. Moi, je récolte les statistiques, mais une grande partie du travail est faite avant que le ballon n’arrive jusqu’à moi.',
        },
        {
          type: 'paragraph',
          text: '**Vous avez aussi arrêté trois des quatre penalties que vous avez affrontés. Quel est votre secret ?**',
        },
        {
          type: 'paragraph',
          text: 'Il n’y en a pas vraiment. Avec Jean-Marc Oury, notre entraîneur des gardiens, on regarde des heures de vidéo sur chaque tireur. Mais au moment de plonger, c’est l’instinct qui décide. Celui dont je me souviendrai, c’est contre Rivemont, à la 90e minute, à 1–1. Le stade entier s’est levé. Je ne crois pas avoir déjà entendu autant de bruit ici.',
        },
        {
          type: 'image',
          imageKey: 'article-goalkeeper-interview-montclair-1',
          alt: 'Illustration stylisée d’un ballon de football posé sur une pelouse fraîchement tondue',
        },
        { type: 'heading', level: 2, text: 'Le métier de gardien' },
        {
          type: 'paragraph',
          text: '**Comment un gardien se prépare-t-il le jour d’un match ?**',
        },
        {
          type: 'paragraph',
          text: 'Je suis quelqu’un d’assez maniaque. Ma journée suit toujours le même ordre :',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'le même petit-déjeuner depuis six ans, avec du riz et des œufs ;',
            'une sieste de trente minutes, pas une de plus ;',
            'une dernière séance vidéo sur les tireurs adverses avec Jean-Marc ;',
            'un échauffement d’environ 150 ballons touchés ;',
            'et, juste avant le coup d’envoi, je touche la barre transversale. Une superstition de gamin.',
          ],
        },
        {
          type: 'paragraph',
          text: '**Le jeu au pied a pris une place énorme. Cela a-t-il changé votre métier ?**',
        },
        {
          type: 'paragraph',
          text: 'Complètement. Quand j’ai commencé, on me demandait surtout d’arrêter des ballons. Aujourd’hui, je suis le premier relanceur de l’équipe. Je touche parfois plus de ballons qu’un milieu de terrain. Et puis il y a la parole : un gardien, c’est d’abord quelqu’un qui parle. Si mes défenseurs ne m’entendent pas pendant quatre-vingt-dix minutes, c’est que j’ai mal fait mon travail.',
        },
        {
          type: 'quote',
          text: 'Bastien, c’est notre premier relanceur et notre dernier rempart. Il organise, il rassure. Dans un vestiaire aussi jeune que le nôtre, sa voix compte autant que ses arrêts.',
          cite: 'Franck Vidalenc, entraîneur du Racing Montclair',
        },
        { type: 'heading', level: 2, text: 'Montclair peut-il rêver plus grand ?' },
        {
          type: 'paragraph',
          text: '**Vous êtes né à Montclair et vous avez été ramasseur de balles au stade des Tilleuls. Qu’est-ce que cela représente ?**',
        },
        {
          type: 'paragraph',
          text: 'Tout. J’étais derrière ce but à dix ans, je regardais les gardiens de l’époque en me disant que je voulais être à leur place. Aujourd’hui, quand je vois des gamins avec mon maillot en tribune, j’ai du mal à y croire.',
        },
        {
          type: 'paragraph',
          text: '**Cinquième à la mi-saison, le club peut-il viser l’Europe ?**',
        },
        {
          type: 'paragraph',
          text: 'Dans le vestiaire, on n’en parle pas. On sait d’où on vient. Mais je ne vais pas mentir : jouer une Coupe des Clubs Champions avec Montclair, ce serait le plus beau moment de ma vie de footballeur. Pour y arriver, il faudra continuer à encaisser très peu de buts.',
        },
        {
          type: 'paragraph',
          text: 'Pour situer la performance de Montclair dans la course aux places européennes, retrouvez [notre bilan de la mi-saison en Ligue Élite](/fr/article/ligue-elite-bilan-mi-saison).',
        },
      ],
    },
    en: {
      title: 'Bastien Lhermitte: “A goalkeeper is first and foremost someone who talks”',
      slug: 'interview-racing-montclair-goalkeeper',
      excerpt:
        'Eight clean sheets and three penalties saved: Racing Montclair’s goalkeeper is enjoying a superb season. We met a keeper who leaves nothing to chance.',
      heroAlt:
        'Stylised illustration of a training ground, with goals and equipment laid out on the grass',
      body: [
        {
          type: 'paragraph',
          text: 'He turns up with his gloves still stuffed in the back pocket of his tracksuit, his face red from the cold of the morning session. At the Pommeraie training centre, **Bastien Lhermitte** takes the time to greet every member of staff before sitting down. At 29, the Racing Montclair goalkeeper is having the best season of his career: eight clean sheets in seventeen matches, behind one of the meanest defences in Ligue Élite. We sat down with him.',
        },
        { type: 'heading', level: 2, text: 'A first half of the season like no other' },
        {
          type: 'paragraph',
          text: '**Eight clean sheets, only fourteen goals conceded… Did you expect a first half of the season like this?**',
        },
        {
          type: 'paragraph',
          text: 'Honestly, no. We were coming off a difficult season and we had changed a lot at the back. But the coach has built a really compact block, and everyone defends, even our forwards. I get the statistics, but a big part of the work is done before the ball ever reaches me.',
        },
        {
          type: 'paragraph',
          text: '**You have also saved three of the four penalties you have faced. What is the secret?**',
        },
        {
          type: 'paragraph',
          text: 'There isn’t really one. With Jean-Marc Oury, our goalkeeping coach, we watch hours of video on every taker. But when it is time to dive, instinct decides. The one I will remember is against Rivemont, in the 90th minute at 1–1. The whole stadium stood up. I don’t think I have ever heard that much noise here.',
        },
        {
          type: 'image',
          imageKey: 'article-goalkeeper-interview-montclair-1',
          alt: 'Stylised illustration of a football resting on freshly mown grass',
        },
        { type: 'heading', level: 2, text: 'The goalkeeper’s craft' },
        {
          type: 'paragraph',
          text: '**How does a goalkeeper prepare on match day?**',
        },
        {
          type: 'paragraph',
          text: 'I am a bit obsessive, to be honest. My day always follows the same order:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'the same breakfast for the last six years, rice and eggs;',
            'a thirty-minute nap, not a minute more;',
            'a final video session on the opposition’s penalty takers with Jean-Marc;',
            'a warm-up of around 150 touches of the ball;',
            'and, just before kick-off, I touch the crossbar. A superstition from when I was a kid.',
          ],
        },
        {
          type: 'paragraph',
          text: '**Playing with the feet has become huge. Has it changed your job?**',
        },
        {
          type: 'paragraph',
          text: 'Completely. When I started, I was mostly asked to stop shots. Now I am the first playmaker in the team. Some games I touch the ball more than a midfielder. And then there is communication: a goalkeeper is first and foremost someone who talks. If my defenders have not heard me for ninety minutes, I haven’t done my job.',
        },
        {
          type: 'quote',
          text: 'Bastien is where our build-up starts and our last line of defence. He organises, he reassures. In a dressing room as young as ours, his voice matters as much as his saves.',
          cite: 'Franck Vidalenc, Racing Montclair coach',
        },
        { type: 'heading', level: 2, text: 'Can Montclair dream bigger?' },
        {
          type: 'paragraph',
          text: '**You were born in Montclair and were a ball boy at the Stade des Tilleuls. What does that mean to you?**',
        },
        {
          type: 'paragraph',
          text: 'Everything. I was standing behind that goal at ten years old, watching the keepers of the day and telling myself I wanted to be in their place. Now, when I see kids in the stands wearing my shirt, I can hardly believe it.',
        },
        {
          type: 'paragraph',
          text: '**Fifth at the halfway stage: can the club aim for Europe?**',
        },
        {
          type: 'paragraph',
          text: 'We don’t talk about it in the dressing room. We know where we have come from. But I am not going to lie: playing in the Champions Club Cup with Montclair would be the greatest moment of my career. To get there, we will have to keep conceding very few goals.',
        },
        {
          type: 'paragraph',
          text: 'To see where Montclair stand in the race for the European places, read [our Ligue Élite mid-season review](/en/article/ligue-elite-midseason-review).',
        },
      ],
    },
    es: {
      title: 'Bastien Lhermitte: «Un portero es, ante todo, alguien que habla»',
      slug: 'entrevista-portero-racing-montclair',
      excerpt:
        'Ocho porterías a cero y tres penaltis detenidos: el guardameta del Racing Montclair firma una temporada brillante. Charlamos con un portero que no deja nada al azar.',
      heroAlt:
        'Ilustración estilizada de un campo de entrenamiento, con porterías y material dispuestos sobre el césped',
      body: [
        {
          type: 'paragraph',
          text: 'Llega a la cita con los guantes todavía asomando del bolsillo trasero del chándal y la cara enrojecida por el frío del entrenamiento matinal. En la ciudad deportiva de la Pommeraie, **Bastien Lhermitte** se toma su tiempo para saludar a cada empleado antes de sentarse. A sus 29 años, el portero del Racing Montclair vive la mejor temporada de su carrera: ocho partidos sin encajar en diecisiete jornadas y una de las defensas más sólidas de la Ligue Élite. Esta es la entrevista.',
        },
        { type: 'heading', level: 2, text: 'Una primera vuelta de ensueño' },
        {
          type: 'paragraph',
          text: '**Ocho porterías a cero, solo catorce goles encajados… ¿Esperaba una primera vuelta así?**',
        },
        {
          type: 'paragraph',
          text: 'Sinceramente, no. Veníamos de una temporada complicada y habíamos cambiado mucho atrás. Pero el míster ha montado un bloque muy compacto y aquí defiende todo el mundo, hasta los delanteros. Yo me llevo las estadísticas, pero buena parte del trabajo está hecho antes de que el balón llegue a mí.',
        },
        {
          type: 'paragraph',
          text: '**También ha parado tres de los cuatro penaltis a los que se ha enfrentado. ¿Cuál es el secreto?**',
        },
        {
          type: 'paragraph',
          text: 'No hay ningún secreto. Con Jean-Marc Oury, nuestro entrenador de porteros, vemos horas de vídeo de cada lanzador. Pero cuando llega el momento de tirarse, manda el instinto. El que no olvidaré es el del Rivemont, en el minuto 90 y con 1–1. Se levantó todo el estadio. Creo que nunca había oído tanto ruido aquí.',
        },
        {
          type: 'image',
          imageKey: 'article-goalkeeper-interview-montclair-1',
          alt: 'Ilustración estilizada de un balón de fútbol sobre un césped recién cortado',
        },
        { type: 'heading', level: 2, text: 'El oficio de portero' },
        {
          type: 'paragraph',
          text: '**¿Cómo se prepara un portero el día de partido?**',
        },
        {
          type: 'paragraph',
          text: 'Soy bastante maniático. Mi jornada sigue siempre el mismo orden:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'el mismo desayuno desde hace seis años, arroz y huevos;',
            'una siesta de treinta minutos, ni uno más;',
            'una última sesión de vídeo sobre los lanzadores rivales con Jean-Marc;',
            'un calentamiento de unos 150 contactos con el balón;',
            'y, justo antes del pitido inicial, toco el larguero. Una superstición de niño.',
          ],
        },
        {
          type: 'paragraph',
          text: '**El juego con los pies ha ganado muchísimo peso. ¿Ha cambiado su oficio?**',
        },
        {
          type: 'paragraph',
          text: 'Por completo. Cuando empecé, lo que se me pedía era parar balones. Hoy soy el primer organizador del juego del equipo; hay partidos en los que toco más balones que un centrocampista. Y luego está la voz: un portero es, ante todo, alguien que habla. Si mis defensas no me han oído en noventa minutos, es que no he hecho bien mi trabajo.',
        },
        {
          type: 'quote',
          text: 'Bastien es nuestro primer pase y nuestra última barrera. Organiza y da tranquilidad. En un vestuario tan joven como el nuestro, su voz vale tanto como sus paradas.',
          cite: 'Franck Vidalenc, entrenador del Racing Montclair',
        },
        { type: 'heading', level: 2, text: '¿Puede el Montclair soñar a lo grande?' },
        {
          type: 'paragraph',
          text: '**Nació en Montclair y fue recogepelotas en el Stade des Tilleuls. ¿Qué significa eso para usted?**',
        },
        {
          type: 'paragraph',
          text: 'Lo es todo. Con diez años estaba detrás de esa portería, mirando a los porteros de entonces y pensando que quería estar en su lugar. Hoy, cuando veo a niños en la grada con mi camiseta, me cuesta creérmelo.',
        },
        {
          type: 'paragraph',
          text: '**Quinto a mitad de temporada, ¿puede el club aspirar a Europa?**',
        },
        {
          type: 'paragraph',
          text: 'En el vestuario no hablamos de eso. Sabemos de dónde venimos. Pero no voy a mentir: jugar la Copa de Clubes Campeones con el Montclair sería el momento más bonito de mi carrera. Para lograrlo, tendremos que seguir encajando muy pocos goles.',
        },
        {
          type: 'paragraph',
          text: 'Para saber dónde se sitúa el Montclair en la pelea por Europa, consulte [nuestro balance de mitad de temporada de la Ligue Élite](/es/article/ligue-elite-balance-mitad-temporada).',
        },
      ],
    },
  },
};
