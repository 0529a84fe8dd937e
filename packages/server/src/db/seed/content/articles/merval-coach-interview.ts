import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'merval-coach-interview',
  authorKey: 'julien-marchetti',
  publishedHoursAgo: 30,
  categoryKeys: ['interviews', 'france'],
  hero: { key: 'article-merval-coach-interview-hero', scene: 'tactics-board', variant: 4 },
  images: [{ key: 'article-merval-coach-interview-1', scene: 'training', variant: 31 }],
  translations: {
    fr: {
      title: 'Rémi Cassagne : « À Merval, on reconstruit d’abord les fondations »',
      slug: 'entretien-remi-cassagne-merval-reconstruire-les-fondations',
      excerpt:
        'Arrivé en novembre au chevet de Girondins de Merval en crise, Rémi Cassagne détaille son diagnostic, sa gestion du vestiaire et un objectif assumé : le maintien.',
      heroAlt: 'Tableau tactique couvert de pions et de flèches dessinées à la craie',
      body: [
        {
          type: 'paragraph',
          text: 'Quand il a posé ses valises à Merval, début novembre, Rémi Cassagne a hérité d’un club sonné et d’un prédécesseur limogé. Quinzièmes de Ligue Élite à la mi-saison avec 16 points, les Girondins ont au moins retrouvé une défense digne de ce nom. À 47 ans, le technicien passé par le SC Aubrac nous a reçus dans son bureau du centre d’entraînement, un tableau tactique couvert de flèches dans le dos. Entretien sans langue de bois.',
        },
        { type: 'heading', level: 2, text: 'Le diagnostic' },
        {
          type: 'paragraph',
          text: '**Vous êtes arrivé dans un club en pleine crise. Quel a été votre premier chantier ?**',
        },
        {
          type: 'paragraph',
          text: 'La confiance, avant même la tactique. Quand je suis arrivé, les joueurs avaient peur du ballon. Ils le rendaient le plus vite possible, parce que le garder, c’était prendre le risque de se faire siffler. Les premières semaines, on a surtout fait des exercices de conservation à dix contre dix, sur des espaces réduits, et beaucoup de travail de replacement. Il fallait qu’ils réapprennent à jouer ensemble.',
        },
        {
          type: 'paragraph',
          text: '**Merval encaisse beaucoup moins depuis votre arrivée, mais marque très peu. Comment l’expliquez-vous ?**',
        },
        {
          type: 'paragraph',
          text: 'On a commencé par la maison. On ne pose pas le toit avant les fondations. En novembre, on prenait un but à chaque transition ; aujourd’hui, le bloc est compact et tout le monde sait où il doit être. L’attaque, c’est le chantier suivant. Je préfère gagner 1–0 que perdre 3–2, même si je sais que le public attend plus.',
        },
        {
          type: 'paragraph',
          text: '**Beaucoup d’équipes de Ligue Élite se sont converties au pressing haut, comme le montre [notre analyse](/fr/article/la-revolution-du-pressing-en-ligue-elite). Pourquoi pas Merval ?**',
        },
        {
          type: 'paragraph',
          text: 'Parce qu’on n’en a pas encore les moyens. Le pressing n’est pas une fin en soi. Si tu presses mal, tu ouvres des boulevards dans ton dos, et on en a assez payé le prix cet automne. On pressera plus haut quand les automatismes seront là. Pour l’instant, j’ai trois règles, et les joueurs les connaissent par cœur :',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Le bloc d’abord** : jamais plus de trente mètres entre notre dernier défenseur et notre attaquant.',
            '**Cinq secondes** : après une perte, tout le monde se retourne et agit pendant cinq secondes.',
            '**Personne ne triche** : un joueur qui ne fait pas les efforts défensifs ne joue pas, quel que soit son nom.',
          ],
        },
        { type: 'heading', level: 2, text: 'Le vestiaire' },
        {
          type: 'paragraph',
          text: '**Justement, vous avez écarté votre meilleur buteur pendant deux matchs en décembre. Pourquoi ?**',
        },
        {
          type: 'paragraph',
          text: 'Parce que la règle vaut pour tout le monde. Je ne rentrerai pas dans les détails, ça reste entre lui et moi, mais il a compris. Depuis, il a marqué deux buts et c’est le premier à se jeter vers l’avant quand on perd le ballon. Un vestiaire, ce n’est pas une démocratie, mais ce n’est pas une dictature non plus : c’est un contrat. Si j’exige de la rigueur, je dois être juste.',
        },
        {
          type: 'paragraph',
          text: '**Vous lancez beaucoup de jeunes. Choix ou contrainte budgétaire ?**',
        },
        {
          type: 'paragraph',
          text: 'Les deux, honnêtement. Merval n’a pas les moyens de Valmont ou de Lorvèze. Mais quand je vois ce que Lorvèze réussit avec sa formation, je me dis qu’on a aussi de très bons jeunes ici. Trois joueurs de moins de 21 ans ont débuté en championnat depuis mon arrivée. Ce n’est pas un cadeau : ils ont gagné leur place à l’entraînement.',
        },
        {
          type: 'image',
          imageKey: 'article-merval-coach-interview-1',
          alt: 'Séance d’entraînement avec des joueurs autour de plots et de mini-buts',
          caption:
            'Les premières semaines de Rémi Cassagne à Merval ont été consacrées à la conservation et au replacement.',
        },
        { type: 'heading', level: 2, text: 'L’objectif' },
        {
          type: 'paragraph',
          text: '**Le mercato d’hiver approche. Qu’attendez-vous de votre direction ?**',
        },
        {
          type: 'paragraph',
          text: 'Un attaquant, clairement. Nous avons la pire attaque du championnat, les chiffres ne mentent pas. Mais je ne veux pas d’un joueur de passage qui vient se relancer pendant six mois. S’il n’y a pas le bon profil, je ferai avec ce que j’ai.',
        },
        {
          type: 'paragraph',
          text: '**Le maintien est-il le seul objectif de la saison ?**',
        },
        {
          type: 'paragraph',
          text: 'Oui, et je le dis sans honte. Ce club a connu la Coupe des Clubs Champions, les supporters ont le droit de rêver, mais on ne saute pas les étapes. Si on se sauve tranquillement, on aura posé la première pierre. L’Europe, on en reparlera le jour où on aura une équipe capable d’y aller et d’y rester.',
        },
        {
          type: 'quote',
          text: 'Je veux que les gens sortent du stade en se disant : cette équipe ne lâche rien, elle se bat pour le maillot. Le beau jeu viendra. Mais le public de Merval mérite d’abord qu’on ne le trahisse plus.',
          cite: 'Rémi Cassagne, entraîneur des Girondins de Merval',
        },
        {
          type: 'paragraph',
          text: '**Dernière question : qu’est-ce qui vous empêche de dormir ?**',
        },
        {
          type: 'paragraph',
          text: '*(Rires.)* Notre efficacité devant le but, forcément. Et mon fils de deux ans. Mais lui, au moins, marque plus souvent que nous quand on joue dans le jardin.',
        },
      ],
    },
    en: {
      title: 'Rémi Cassagne: “At Merval, we are rebuilding from the foundations”',
      slug: 'remi-cassagne-interview-merval-rebuilding-foundations',
      excerpt:
        'Called in last November to rescue a Girondins de Merval side in crisis, Rémi Cassagne talks through his diagnosis, his dressing-room rules and an openly stated goal: survival.',
      heroAlt: 'Tactics board covered in counters and chalk arrows',
      body: [
        {
          type: 'paragraph',
          text: 'When Rémi Cassagne arrived at Merval in early November, he inherited a shell-shocked club and a sacked predecessor. Fifteenth in Ligue Élite at the halfway stage with 16 points, Girondins de Merval have at least rediscovered a defence worthy of the name. The 47-year-old, who previously worked at SC Aubrac, welcomed us to his office at the training ground, a tactics board covered in arrows behind him, for a conversation in which he pulled no punches.',
        },
        { type: 'heading', level: 2, text: 'The diagnosis' },
        {
          type: 'paragraph',
          text: '**You arrived at a club in the middle of a crisis. What was the first thing you had to fix?**',
        },
        {
          type: 'paragraph',
          text: 'Confidence, even before tactics. When I arrived, the players were scared of the ball. They got rid of it as quickly as possible, because keeping it meant risking being booed. For the first few weeks we mostly did possession drills, ten against ten in tight spaces, and a lot of positional work. They had to learn to play together again.',
        },
        {
          type: 'paragraph',
          text: '**Merval concede far fewer goals since you took over, but score very few. How do you explain that?**',
        },
        {
          type: 'paragraph',
          text: 'We started with the house. You don’t put the roof on before the foundations. In November we conceded every time the other team broke; now the block is compact and everyone knows where they need to be. The attack is the next job. I would rather win 1–0 than lose 3–2, even if I know the fans expect more.',
        },
        {
          type: 'paragraph',
          text: '**Many Ligue Élite teams have switched to a high press, as [our analysis](/en/article/the-high-pressing-revolution-in-ligue-elite) shows. Why not Merval?**',
        },
        {
          type: 'paragraph',
          text: 'Because we are not ready for it yet. Pressing is not an end in itself. If you press badly, you leave huge gaps behind you, and we paid a heavy enough price for that in the autumn. We will press higher once the automatic movements are in place. For now I have three rules, and the players know them by heart:',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**The block comes first**: never more than thirty metres between our last defender and our striker.',
            '**Five seconds**: when we lose the ball, everyone turns and reacts for five seconds.',
            '**Nobody cheats**: a player who does not put in the defensive work does not play, whatever his name.',
          ],
        },
        { type: 'heading', level: 2, text: 'The dressing room' },
        {
          type: 'paragraph',
          text: '**On that subject, you dropped your top scorer for two games in December. Why?**',
        },
        {
          type: 'paragraph',
          text: 'Because the rule applies to everyone. I won’t go into details, that stays between him and me, but he understood. Since then he has scored twice and he is the first to charge forward when we lose the ball. A dressing room is not a democracy, but it is not a dictatorship either: it is a contract. If I demand discipline, I have to be fair.',
        },
        {
          type: 'paragraph',
          text: '**You give a lot of young players a chance. Is that a choice or a budget constraint?**',
        },
        {
          type: 'paragraph',
          text: 'Both, to be honest. Merval don’t have the resources of Valmont or Lorvèze. But when I see what Lorvèze achieve with their academy, I tell myself we have very good youngsters here too. Three players under 21 have made their league debut since I arrived. Nobody handed it to them: they earned their place in training.',
        },
        {
          type: 'image',
          imageKey: 'article-merval-coach-interview-1',
          alt: 'Training session with players working around cones and small goals',
          caption: 'Rémi Cassagne’s first weeks at Merval were devoted to possession and shape.',
        },
        { type: 'heading', level: 2, text: 'The target' },
        {
          type: 'paragraph',
          text: '**The winter transfer window is approaching. What do you expect from the board?**',
        },
        {
          type: 'paragraph',
          text: 'A striker, clearly. We have the worst attack in the league; the numbers don’t lie. But I don’t want someone who comes here for six months just to relaunch his career. If the right profile isn’t available, I will make do with what I have.',
        },
        {
          type: 'paragraph',
          text: '**Is survival the only goal this season?**',
        },
        {
          type: 'paragraph',
          text: 'Yes, and I am not ashamed to say so. This club has played in the Champions Club Cup and the supporters have every right to dream, but you can’t skip steps. If we stay up comfortably, we will have laid the first stone. We can talk about Europe again the day we have a team capable of getting there and staying there.',
        },
        {
          type: 'quote',
          text: 'I want people to leave the stadium thinking: this team never gives up, it fights for the shirt. Good football will come. But first of all, the Merval crowd deserves never to be let down like that again.',
          cite: 'Rémi Cassagne, Girondins de Merval head coach',
        },
        {
          type: 'paragraph',
          text: '**Last question: what keeps you awake at night?**',
        },
        {
          type: 'paragraph',
          text: '*(Laughs.)* Our finishing, obviously. And my two-year-old son. But at least he scores more often than we do when we play in the garden.',
        },
      ],
    },
    es: {
      title: 'Rémi Cassagne: «En el Merval, primero reconstruimos los cimientos»',
      slug: 'entrevista-remi-cassagne-merval-reconstruir-los-cimientos',
      excerpt:
        'Llegó en noviembre para reflotar a un Girondins de Merval en crisis. Rémi Cassagne habla de su diagnóstico, de las normas del vestuario y de un objetivo sin disimulo: la permanencia.',
      heroAlt: 'Pizarra táctica cubierta de fichas y flechas dibujadas con tiza',
      body: [
        {
          type: 'paragraph',
          text: 'Cuando Rémi Cassagne aterrizó en Merval a principios de noviembre, heredó un club noqueado y el despido de su predecesor. Decimoquinto en la Ligue Élite a mitad de temporada, con 16 puntos, el Girondins de Merval al menos ha recuperado una defensa digna de ese nombre. El técnico, de 47 años y con pasado en el SC Aubrac, nos recibió en su despacho de la ciudad deportiva, con una pizarra táctica llena de flechas a su espalda. Una conversación sin rodeos.',
        },
        { type: 'heading', level: 2, text: 'El diagnóstico' },
        {
          type: 'paragraph',
          text: '**Llegó a un club en plena crisis. ¿Qué fue lo primero que tuvo que arreglar?**',
        },
        {
          type: 'paragraph',
          text: 'La confianza, incluso antes que la táctica. Cuando llegué, los jugadores tenían miedo del balón. Se lo quitaban de encima lo antes posible, porque conservarlo era arriesgarse a que les silbaran. Las primeras semanas hicimos sobre todo ejercicios de posesión, diez contra diez en espacios reducidos, y mucho trabajo de colocación. Tenían que volver a jugar juntos.',
        },
        {
          type: 'paragraph',
          text: '**Desde su llegada, el Merval encaja mucho menos, pero marca muy poco. ¿Cómo se explica?**',
        },
        {
          type: 'paragraph',
          text: 'Empezamos por la casa. No se pone el tejado antes que los cimientos. En noviembre nos marcaban en cada transición; hoy el bloque es compacto y todos saben dónde tienen que estar. El ataque es la siguiente tarea. Prefiero ganar 1–0 que perder 3–2, aunque sé que la afición espera más.',
        },
        {
          type: 'paragraph',
          text: '**Muchos equipos de la Ligue Élite se han pasado a la presión alta, como muestra [nuestro análisis](/es/article/la-revolucion-del-pressing-en-la-ligue-elite). ¿Por qué el Merval no?**',
        },
        {
          type: 'paragraph',
          text: 'Porque todavía no estamos preparados. La presión no es un fin en sí misma. Si presionas mal, dejas autopistas a tu espalda, y ya lo pagamos bastante caro en otoño. Presionaremos más arriba cuando tengamos los automatismos. De momento tengo tres normas, y los jugadores se las saben de memoria:',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Primero, el bloque**: nunca más de treinta metros entre nuestro último defensa y nuestro delantero.',
            '**Cinco segundos**: tras una pérdida, todos se giran y reaccionan durante cinco segundos.',
            '**Nadie hace trampa**: el jugador que no hace el esfuerzo defensivo no juega, se llame como se llame.',
          ],
        },
        { type: 'heading', level: 2, text: 'El vestuario' },
        {
          type: 'paragraph',
          text: '**Precisamente, en diciembre dejó fuera a su máximo goleador durante dos partidos. ¿Por qué?**',
        },
        {
          type: 'paragraph',
          text: 'Porque la norma vale para todos. No voy a entrar en detalles, eso queda entre él y yo, pero lo entendió. Desde entonces ha marcado dos goles y es el primero en lanzarse hacia delante cuando perdemos el balón. Un vestuario no es una democracia, pero tampoco una dictadura: es un contrato. Si exijo rigor, tengo que ser justo.',
        },
        {
          type: 'paragraph',
          text: '**Da muchas oportunidades a los jóvenes. ¿Es una elección o una necesidad económica?**',
        },
        {
          type: 'paragraph',
          text: 'Las dos cosas, sinceramente. El Merval no tiene los medios del Valmont o del Lorvèze. Pero cuando veo lo que consigue el Lorvèze con su cantera, pienso que aquí también tenemos chavales muy buenos. Desde que llegué han debutado en liga tres jugadores menores de 21 años. Nadie les ha regalado nada: se han ganado el puesto en los entrenamientos.',
        },
        {
          type: 'image',
          imageKey: 'article-merval-coach-interview-1',
          alt: 'Sesión de entrenamiento con jugadores entre conos y miniporterías',
          caption:
            'Las primeras semanas de Rémi Cassagne en el Merval se dedicaron a la posesión y a la colocación.',
        },
        { type: 'heading', level: 2, text: 'El objetivo' },
        {
          type: 'paragraph',
          text: '**Se acerca el mercado de invierno. ¿Qué espera de la dirección deportiva?**',
        },
        {
          type: 'paragraph',
          text: 'Un delantero, está claro. Tenemos el peor ataque del campeonato; los números no mienten. Pero no quiero a un jugador de paso que venga seis meses a relanzar su carrera. Si no aparece el perfil adecuado, me arreglaré con lo que tengo.',
        },
        {
          type: 'paragraph',
          text: '**¿Es la permanencia el único objetivo de la temporada?**',
        },
        {
          type: 'paragraph',
          text: 'Sí, y lo digo sin ningún complejo. Este club ha jugado la Copa de Clubes Campeones y la afición tiene derecho a soñar, pero no se pueden saltar etapas. Si nos salvamos con tranquilidad, habremos puesto la primera piedra. De Europa volveremos a hablar el día que tengamos un equipo capaz de llegar y de quedarse.',
        },
        {
          type: 'quote',
          text: 'Quiero que la gente salga del estadio pensando: este equipo no se rinde nunca, pelea por la camiseta. El buen juego llegará. Pero, antes que nada, la afición del Merval merece que no la volvamos a defraudar.',
          cite: 'Rémi Cassagne, entrenador del Girondins de Merval',
        },
        {
          type: 'paragraph',
          text: '**Última pregunta: ¿qué le quita el sueño?**',
        },
        {
          type: 'paragraph',
          text: '*(Risas.)* Nuestra puntería, evidentemente. Y mi hijo de dos años. Pero él, al menos, marca más que nosotros cuando jugamos en el jardín.',
        },
      ],
    },
  },
};
