import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'serrano-striker-transfer-saga',
  authorKey: 'thomas-lefebvre',
  publishedHoursAgo: 66,
  categoryKeys: ['transfers', 'europe'],
  hero: {
    key: 'article-serrano-striker-transfer-saga-hero',
    scene: 'player-silhouette',
    variant: 14,
  },
  images: [{ key: 'article-serrano-striker-transfer-saga-1', scene: 'training', variant: 37 }],
  translations: {
    fr: {
      title: 'Adrián Villacorta, le buteur que Kingsbridge et Valmont s’arrachent',
      slug: 'mercato-feuilleton-buteur-atletico-serrano',
      excerpt:
        'Deux offres, une clause à 80 millions d’euros et un président qui ne veut pas vendre : le feuilleton autour de l’attaquant d’Atlético Serrano entre dans sa phase décisive.',
      heroAlt:
        'Illustration stylisée de la silhouette d’un attaquant en pleine course, ballon au pied',
      body: [
        {
          type: 'paragraph',
          text: 'À 24 ans, **Adrián Villacorta** est devenu l’homme le plus convoité du marché d’hiver. Seize buts et cinq passes décisives en vingt matchs de Liga Ibérica, une frappe des deux pieds, un jeu de tête redoutable : l’avant-centre formé à Atlético Serrano coche toutes les cases. Deux clubs se livrent une bataille feutrée pour l’attirer, Kingsbridge United en Angleterre et l’Olympique Valmont en France. Face à eux, un président, Hilario Montesinos, qui répète à qui veut l’entendre que son joueur n’est pas à vendre.',
        },
        { type: 'heading', level: 2, text: 'Une clause de 80 millions comme juge de paix' },
        {
          type: 'paragraph',
          text: 'Comme tous les joueurs de Liga Ibérica, Villacorta dispose d’une clause libératoire inscrite dans son contrat, qui court encore pour trois saisons et demie. Son montant : **80 millions d’euros**. Si un club met cette somme sur la table, le joueur peut rompre unilatéralement son engagement en la déposant auprès de la ligue, sans que Serrano puisse s’y opposer. Aucun des deux prétendants n’est prêt, pour l’instant, à franchir ce cap. Tout l’enjeu est donc de trouver un terrain d’entente en dessous de la clause.',
        },
        {
          type: 'quote',
          text: 'Adrián n’est pas à vendre. Celui qui le veut connaît le montant de sa clause. Tout le reste, ce ne sont que des conversations.',
          cite: 'Hilario Montesinos, président d’Atlético Serrano',
        },
        { type: 'heading', level: 2, text: 'Deux offres, deux philosophies' },
        {
          type: 'paragraph',
          text: 'Sur le papier, Kingsbridge a pris l’avantage financier. Mais Valmont a construit une offre plus fine, pensée pour séduire à la fois le joueur et son club. Voici ce que contiennent les deux propositions, selon nos informations :',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Kingsbridge United** : 58 millions d’euros fixes et 7 millions de bonus, un salaire proche de 9 millions net par an, un contrat de cinq ans et demi et une arrivée dès l’ouverture du marché, le 1er janvier ;',
            '**Olympique Valmont** : 52 millions fixes, 8 millions de bonus et 15 % sur une future revente, un salaire d’environ 6,5 millions net par an et un prêt à Serrano jusqu’en juin ;',
            '**Atlético Serrano** : officiellement, rien en dessous de la clause ; en coulisses, une offre autour de 70 millions permettrait d’ouvrir la discussion.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ce prêt jusqu’à la fin de saison n’a rien d’un détail. Quatrième de Liga Ibérica, Serrano lutte pour une place en Coupe des Clubs Champions et refuse de perdre son buteur en plein sprint. Valmont, de son côté, ne cherche pas un sauveur immédiat mais le successeur de **Yanis Berthelot**, 33 ans, meilleur buteur de Ligue Élite (voir [notre bilan de la mi-saison](/fr/article/ligue-elite-bilan-mi-saison)). L’entraîneur valmontais, Didier Salvagnac, a personnellement appelé le joueur pour lui présenter son projet.',
        },
        {
          type: 'image',
          imageKey: 'article-serrano-striker-transfer-saga-1',
          alt: 'Illustration stylisée d’une séance d’entraînement, avec plots et ballons alignés sur la pelouse',
          caption:
            'Villacorta continue de s’entraîner normalement avec Serrano, loin du tumulte du mercato.',
        },
        { type: 'heading', level: 2, text: 'Chronologie d’un feuilleton' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Début novembre** : premier contact entre Kingsbridge et Paco Lavandeira, l’agent du joueur.',
            '**Il y a trois semaines** : Kingsbridge formule une offre de 50 millions d’euros, rejetée dans l’heure.',
            '**Il y a dix jours** : Valmont entre dans la danse avec sa proposition assortie d’un prêt.',
            '**Lundi** : Kingsbridge relance à 58 millions, plus 7 millions de bonus.',
            '**Mercredi** : Hilario Montesinos réaffirme publiquement que son buteur n’est pas à vendre.',
            '**1er janvier** : ouverture du marché d’hiver ; Kingsbridge espère conclure dans la foulée.',
            '**31 janvier** : fermeture du marché des transferts.',
          ],
        },
        { type: 'heading', level: 2, text: 'Ce qui peut encore tout changer' },
        {
          type: 'paragraph',
          text: 'Dans ce dossier, le dernier mot pourrait revenir au joueur. D’après plusieurs sources proches de son entourage, Villacorta serait sensible au discours de Valmont, qui lui garantit un rôle central et la possibilité de finir la saison avec le club de son enfance. Kingsbridge mise sur l’attrait de la Premier Division et sur un chèque plus épais. Son manager, Graham Whitcombe, réclame un avant-centre depuis l’été et son équipe, engagée en Coupe des Clubs Champions, peine à convertir ses occasions.',
        },
        {
          type: 'paragraph',
          text: 'Reste une inconnue de taille : la patience des propriétaires anglais, qui ont fixé à 70 millions d’euros, bonus compris, le plafond de l’opération. Si Serrano ne bouge pas, le feuilleton pourrait bien se prolonger jusqu’à l’été. Et d’ici là, Villacorta aura encore le temps de faire grimper sa cote.',
        },
      ],
    },
    en: {
      title: 'Adrián Villacorta: the striker Kingsbridge and Valmont are fighting over',
      slug: 'serrano-striker-transfer-saga-kingsbridge-valmont',
      excerpt:
        'Two bids, an €80m release clause and a president who refuses to sell: the saga surrounding Atlético Serrano’s centre-forward is entering its decisive phase.',
      heroAlt: 'Stylised illustration of the silhouette of a striker running with the ball',
      body: [
        {
          type: 'paragraph',
          text: 'At 24, **Adrián Villacorta** has become the most sought-after player of the winter window. Sixteen goals and five assists in twenty Liga Ibérica matches, a shot off either foot and a fearsome leap: the Atlético Serrano academy graduate ticks every box. Two clubs are waging a quiet battle for his signature, Kingsbridge United in England and Olympique Valmont in France. Standing in their way is Serrano president Hilario Montesinos, who tells anyone who will listen that his player is not for sale.',
        },
        { type: 'heading', level: 2, text: 'An €80m clause that rules everything' },
        {
          type: 'paragraph',
          text: 'Like every Liga Ibérica player, Villacorta has a release clause written into his contract, which still has three and a half seasons to run. The figure is **€80m**. If a club puts that sum on the table, the player can unilaterally terminate his deal by depositing it with the league, and Serrano can do nothing about it. Neither suitor is willing to go that far for now, so the whole game is about finding common ground below the clause.',
        },
        {
          type: 'quote',
          text: 'Adrián is not for sale. Anyone who wants him knows what his release clause is. Everything else is just conversation.',
          cite: 'Hilario Montesinos, Atlético Serrano president',
        },
        { type: 'heading', level: 2, text: 'Two bids, two philosophies' },
        {
          type: 'paragraph',
          text: 'On paper, Kingsbridge have the financial edge. Valmont, however, have put together a subtler package designed to appeal to both player and club. Here is what the two offers contain, according to our information:',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Kingsbridge United**: €58m guaranteed plus €7m in add-ons, wages of close to €9m a year after tax, a five-and-a-half-year contract and a move as soon as the window opens on 1 January',
            '**Olympique Valmont**: €52m guaranteed, €8m in add-ons and a 15% sell-on clause, wages of around €6.5m a year after tax, and a loan back to Serrano until June',
            '**Atlético Serrano**: officially, nothing below the clause; behind the scenes, a bid of around €70m would get talks started',
          ],
        },
        {
          type: 'paragraph',
          text: 'That loan until the end of the season is no small detail. Fourth in Liga Ibérica, Serrano are chasing a Champions Club Cup place and have no intention of losing their top scorer in the run-in. Valmont, for their part, are not looking for an instant saviour but for a successor to **Yanis Berthelot**, 33, the leading scorer in Ligue Élite (see [our mid-season review](/en/article/ligue-elite-midseason-review)). Valmont coach Didier Salvagnac has personally phoned the player to sell him the project.',
        },
        {
          type: 'image',
          imageKey: 'article-serrano-striker-transfer-saga-1',
          alt: 'Stylised illustration of a training session, with cones and balls lined up on the grass',
          caption:
            'Villacorta is still training as normal with Serrano, far from the transfer noise.',
        },
        { type: 'heading', level: 2, text: 'How the saga has unfolded' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Early November**: Kingsbridge make first contact with the player’s agent, Paco Lavandeira.',
            '**Three weeks ago**: Kingsbridge bid €50m, rejected within the hour.',
            '**Ten days ago**: Valmont join the race with their loan-back proposal.',
            '**Monday**: Kingsbridge return with €58m plus €7m in add-ons.',
            '**Wednesday**: Hilario Montesinos publicly insists his striker is not for sale.',
            '**1 January**: the winter window opens, and Kingsbridge hope to wrap things up straight away.',
            '**31 January**: the transfer window closes.',
          ],
        },
        { type: 'heading', level: 2, text: 'What could still change everything' },
        {
          type: 'paragraph',
          text: 'The final word may well belong to the player. According to several sources close to his camp, Villacorta has been receptive to Valmont’s pitch, which guarantees him a central role and the chance to finish the season with his boyhood club. Kingsbridge are banking on the pull of the Premier Division and a bigger cheque. Their manager, Graham Whitcombe, has wanted a centre-forward since the summer, and his side, still involved in the Champions Club Cup, have struggled to turn chances into goals.',
        },
        {
          type: 'paragraph',
          text: 'One big unknown remains: the patience of Kingsbridge’s owners, who have capped the deal at €70m including add-ons. If Serrano do not budge, the saga could easily drag on into the summer. And by then, Villacorta will have had plenty of time to push his price even higher.',
        },
      ],
    },
    es: {
      title: 'Adrián Villacorta, el goleador que se disputan el Kingsbridge y el Valmont',
      slug: 'culebron-fichaje-delantero-atletico-serrano',
      excerpt:
        'Dos ofertas, una cláusula de 80 millones de euros y un presidente que no quiere vender: el culebrón del delantero del Atlético Serrano entra en su fase decisiva.',
      heroAlt: 'Ilustración estilizada de la silueta de un delantero en plena carrera con el balón',
      body: [
        {
          type: 'paragraph',
          text: 'Con 24 años, **Adrián Villacorta** se ha convertido en el hombre más codiciado del mercado de invierno. Dieciséis goles y cinco asistencias en veinte partidos de la Liga Ibérica, disparo con las dos piernas y un remate de cabeza temible: el ariete formado en la cantera del Atlético Serrano lo tiene todo. Dos clubes libran una batalla discreta por su fichaje, el Kingsbridge United en Inglaterra y el Olympique Valmont en Francia. Enfrente, un presidente, Hilario Montesinos, que repite a quien quiera oírle que su jugador no está en venta.',
        },
        { type: 'heading', level: 2, text: 'Una cláusula de 80 millones que lo condiciona todo' },
        {
          type: 'paragraph',
          text: 'Como todos los futbolistas de la Liga Ibérica, Villacorta tiene una cláusula de rescisión en su contrato, al que aún le quedan tres temporadas y media. Su importe: **80 millones de euros**. Si un club pone esa cantidad sobre la mesa, el jugador puede romper unilateralmente su vínculo depositándola en la liga, sin que el Serrano pueda impedirlo. Por ahora, ninguno de los dos pretendientes está dispuesto a llegar tan lejos, así que todo pasa por encontrar un punto de acuerdo por debajo de la cláusula.',
        },
        {
          type: 'quote',
          text: 'Adrián no está en venta. Quien lo quiera ya sabe cuánto vale su cláusula. Todo lo demás son conversaciones.',
          cite: 'Hilario Montesinos, presidente del Atlético Serrano',
        },
        { type: 'heading', level: 2, text: 'Dos ofertas, dos filosofías' },
        {
          type: 'paragraph',
          text: 'Sobre el papel, el Kingsbridge lleva ventaja en lo económico. Pero el Valmont ha armado una propuesta más fina, pensada para seducir tanto al jugador como a su club. Esto es lo que incluyen ambas ofertas, según ha podido saber este medio:',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            '**Kingsbridge United**: 58 millones fijos y 7 en variables, un salario cercano a los 9 millones netos por temporada, contrato de cinco años y medio e incorporación en cuanto abra el mercado, el 1 de enero.',
            '**Olympique Valmont**: 52 millones fijos, 8 en variables y un 15 % de una futura venta, un salario de unos 6,5 millones netos por temporada y cesión al Serrano hasta junio.',
            '**Atlético Serrano**: oficialmente, nada por debajo de la cláusula; en privado, una oferta en torno a los 70 millones permitiría empezar a hablar.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Esa cesión hasta final de temporada no es un detalle menor. Cuarto en la Liga Ibérica, el Serrano pelea por una plaza en la Copa de Clubes Campeones y no quiere perder a su goleador en el tramo decisivo. El Valmont, por su parte, no busca un salvador inmediato, sino al sucesor de **Yanis Berthelot**, de 33 años, máximo goleador de la Ligue Élite (véase [nuestro balance de mitad de temporada](/es/article/ligue-elite-balance-mitad-temporada)). Su entrenador, Didier Salvagnac, llamó en persona al jugador para explicarle el proyecto.',
        },
        {
          type: 'image',
          imageKey: 'article-serrano-striker-transfer-saga-1',
          alt: 'Ilustración estilizada de una sesión de entrenamiento, con conos y balones alineados sobre el césped',
          caption:
            'Villacorta sigue entrenándose con normalidad con el Serrano, ajeno al ruido del mercado.',
        },
        { type: 'heading', level: 2, text: 'Cronología de un culebrón' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Principios de noviembre**: primer contacto del Kingsbridge con Paco Lavandeira, agente del jugador.',
            '**Hace tres semanas**: el Kingsbridge ofrece 50 millones de euros; la oferta se rechaza en menos de una hora.',
            '**Hace diez días**: el Valmont entra en escena con su propuesta de cesión.',
            '**El lunes**: el Kingsbridge sube a 58 millones, más 7 en variables.',
            '**El miércoles**: Hilario Montesinos insiste en público en que su delantero no se vende.',
            '**1 de enero**: se abre el mercado de invierno y el Kingsbridge espera cerrar la operación de inmediato.',
            '**31 de enero**: cierre del mercado de fichajes.',
          ],
        },
        { type: 'heading', level: 2, text: '¿Qué puede cambiarlo todo?' },
        {
          type: 'paragraph',
          text: 'La última palabra podría tenerla el propio jugador. Según varias fuentes de su entorno, a Villacorta le ha convencido el discurso del Valmont, que le garantiza un papel central y la posibilidad de acabar la temporada en el club de su vida. El Kingsbridge confía en el atractivo de la Premier Division y en un cheque más abultado. Su entrenador, Graham Whitcombe, pide un nueve desde el verano, y su equipo, todavía vivo en la Copa de Clubes Campeones, sufre para convertir sus ocasiones.',
        },
        {
          type: 'paragraph',
          text: 'Queda una gran incógnita: la paciencia de los propietarios ingleses, que han fijado en 70 millones de euros, variables incluidas, el techo de la operación. Si el Serrano no se mueve, el culebrón podría alargarse hasta el verano. Y, para entonces, Villacorta habrá tenido tiempo de sobra para seguir revalorizándose.',
        },
      ],
    },
  },
};
