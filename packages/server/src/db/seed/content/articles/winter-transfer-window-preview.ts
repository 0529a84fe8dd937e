import type { SeedArticle } from '../types.js';

export const article: SeedArticle = {
  key: 'winter-transfer-window-preview',
  authorKey: 'thomas-lefebvre',
  publishedHoursAgo: 44,
  categoryKeys: ['transfers'],
  hero: { key: 'article-winter-transfer-window-preview-hero', scene: 'city-skyline', variant: 33 },
  images: [
    { key: 'article-winter-transfer-window-preview-1', scene: 'league-badge', variant: 2 },
    { key: 'article-winter-transfer-window-preview-2', scene: 'ball', variant: 5 },
  ],
  translations: {
    fr: {
      title: 'Mercato d’hiver : besoins, budgets et pistes dans les trois championnats',
      slug: 'mercato-hiver-besoins-budgets-et-pistes',
      excerpt:
        'Latéral pour Valmont, attaquant pour Merval, gardien pour le Real Valdoria : tour d’horizon des dossiers qui vont animer le marché hivernal en France, en Angleterre et en Espagne.',
      heroAlt: 'Silhouette stylisée d’une grande ville au crépuscule',
      body: [
        {
          type: 'paragraph',
          text: 'Le mercato d’hiver ouvre ses portes le 1er janvier pour un mois, et il s’annonce plus agité que d’habitude. Entre des clubs de Ligue Élite contraints de vendre, des formations anglaises aux poches toujours aussi profondes et des cadors espagnols en quête du renfort qui fera la différence au printemps, tour d’horizon des besoins et des budgets.',
        },
        { type: 'heading', level: 2, text: 'Ligue Élite : des ambitions sous contrainte' },
        {
          type: 'paragraph',
          text: 'À l’**Olympique Valmont**, le dossier Adrián Villacorta, l’attaquant de l’Atlético Serrano, occupe les esprits, mais le constat est partagé en interne : l’équipe de Didier Salvagnac manque aussi de profondeur sur le côté gauche de la défense. La direction a réservé une enveloppe d’environ 15 millions d’euros pour ce poste et s’intéresse de près à Rayan Lefort, le latéral du SC Aubrac, dont le contrat expire dans dix-huit mois.',
        },
        {
          type: 'paragraph',
          text: 'Quinzièmes, les **Girondins de Merval** cherchent un avant-centre pour réveiller la plus faible attaque du championnat, comme l’a reconnu leur entraîneur Rémi Cassagne en conférence de presse. Le budget est serré, moins de 5 millions d’euros, et un prêt avec option d’achat tient la corde. À l’inverse, le **Racing Montclair**, sommé par l’instance de contrôle financier du championnat de dégager 12 millions d’euros de ventes avant la fin janvier, pourrait être le grand vendeur de l’hiver. Son buteur Mathis Carreau (neuf buts) ne manque pas de prétendants.',
        },
        {
          type: 'paragraph',
          text: 'À l’**AS Rivemont**, enfin, on cherche un milieu défensif capable d’apporter de l’impact. « Nous ne ferons pas de folie, prévient la directrice sportive Hélène Vasseur. Mais si un joueur peut nous faire gagner des points tout de suite, nous serons prêts à bouger. »',
        },
        {
          type: 'image',
          imageKey: 'article-winter-transfer-window-preview-1',
          alt: 'Écusson de championnat stylisé aux couleurs vives',
        },
        { type: 'heading', level: 2, text: 'Premier Division : la force de frappe anglaise' },
        {
          type: 'paragraph',
          text: 'Outre-Manche, les moyens restent sans commune mesure. **Kingsbridge United**, qui avait recruté Nolan Rochereau au Stade de Lorvèze il y a deux étés, ne se contente pas de courtiser Adrián Villacorta : le club suit aussi Clément Abiola, l’ailier de 18 ans du dauphin de la Ligue Élite. Une offre autour de 35 millions d’euros est évoquée, mais Lorvèze n’entend pas céder son joyau avant l’été.',
        },
        {
          type: 'paragraph',
          text: 'Plus bas au classement, **Harrowgate City**, avant-dernier, doit renforcer une attaque qui n’a marqué que onze buts en dix-sept journées. **Westhaven FC** a fait de Diego Arrabal, l’avant-centre du Sporting Castellar, sa priorité, tandis que **Millbrook Athletic** cherche avant tout à prolonger son capitaine Owen Blakeley, courtisé par **Durnford Albion**.',
        },
        {
          type: 'heading',
          level: 2,
          text: 'Liga Ibérica : le Real Valdoria cherche son dernier rempart',
        },
        {
          type: 'paragraph',
          text: 'En Espagne, le **Real Valdoria** veut un gardien après la grave blessure au genou de son titulaire, Marc Ribalta, forfait jusqu’à la fin de la saison. Le nom d’Iker Soldevila, le portier de l’**UD Marisol**, revient avec insistance. L’**Atlético Serrano**, qui refuse de céder Villacorta en dessous de sa clause, doit d’abord alléger sa masse salariale avant de recruter, et le **CD Almonte** pourrait profiter de la situation pour récupérer des joueurs en prêt.',
        },
        { type: 'heading', level: 3, text: 'Cinq dossiers à suivre' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Clément Abiola** (Stade de Lorvèze → Kingsbridge United ?) : le dossier le plus chaud, estimé autour de 35 millions d’euros.',
            '**Rayan Lefort** (SC Aubrac → Olympique Valmont ?) : un latéral gauche offensif pour environ 12 millions d’euros.',
            '**Diego Arrabal** (Sporting Castellar → Westhaven FC ?) : 11 buts en Liga Ibérica et une clause libératoire de 25 millions d’euros.',
            '**Iker Soldevila** (UD Marisol → Real Valdoria ?) : le Marisol réclame 20 millions d’euros pour son gardien.',
            '**Mathis Carreau** (Racing Montclair → destination à définir) : le club doit vendre, et son attaquant est sa principale monnaie d’échange.',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-winter-transfer-window-preview-2',
          alt: 'Ballon de football posé sur la pelouse, en gros plan',
        },
        { type: 'heading', level: 2, text: 'Un marché de prêts et d’opportunités' },
        {
          type: 'paragraph',
          text: 'Comme chaque hiver, les agents prédisent peu de gros transferts et beaucoup de prêts. Les clubs savent que les joueurs recrutés en janvier mettent du temps à s’adapter et que les vendeurs font grimper les prix. Mais une blessure, une défaite de trop ou une offre inattendue suffisent parfois à tout faire basculer.',
        },
        {
          type: 'quote',
          text: 'En janvier, personne ne veut vendre et tout le monde veut acheter. C’est pour ça que les prix s’envolent. Les bons coups, ce sont presque toujours ceux qu’on prépare depuis l’été.',
          cite: 'Marc-Antoine Dufresne, agent de joueurs',
        },
        {
          type: 'paragraph',
          text: 'Verdict le 31 janvier à minuit, heure de fermeture du marché. D’ici là, la rédaction suivra chaque dossier au jour le jour.',
        },
      ],
    },
    en: {
      title: 'Winter transfer window: needs, budgets and targets across three leagues',
      slug: 'winter-transfer-window-needs-budgets-and-targets',
      excerpt:
        'A left-back for Valmont, a striker for Merval, a goalkeeper for Real Valdoria: the deals set to shape the winter market in France, England and Spain.',
      heroAlt: 'Stylised skyline of a big city at dusk',
      body: [
        {
          type: 'paragraph',
          text: 'The winter transfer window opens on 1 January for a month, and it promises to be busier than usual. With Ligue Élite clubs forced to sell, English sides whose pockets are as deep as ever and Spanish heavyweights hunting for the signing that could make the difference in the spring, here is a look at who needs what, and who can afford it.',
        },
        { type: 'heading', level: 2, text: 'Ligue Élite: ambition on a budget' },
        {
          type: 'paragraph',
          text: 'At **Olympique Valmont**, the pursuit of Atlético Serrano striker Adrián Villacorta dominates the headlines, but everyone inside the club agrees that Didier Salvagnac’s side also lack depth on the left of their defence. The board has set aside around €15 million for the position and is keeping a close eye on Rayan Lefort, the SC Aubrac full-back whose contract runs out in eighteen months.',
        },
        {
          type: 'paragraph',
          text: 'Fifteenth-placed **Girondins de Merval** want a centre-forward to lift the league’s weakest attack, as coach Rémi Cassagne admitted at his press conference. Money is tight, under €5 million, and a loan with an option to buy is the most likely route. **Racing Montclair**, on the other hand, have been told by the league’s financial watchdog to raise €12 million in sales before the end of January and could be the big sellers of the winter. Their striker Mathis Carreau, with nine goals, has no shortage of suitors.',
        },
        {
          type: 'paragraph',
          text: 'Finally, **AS Rivemont** are looking for a defensive midfielder who can make an immediate impact. “We won’t do anything crazy,” warns sporting director Hélène Vasseur. “But if a player can win us points straight away, we will be ready to move.”',
        },
        {
          type: 'image',
          imageKey: 'article-winter-transfer-window-preview-1',
          alt: 'Brightly coloured stylised league badge',
        },
        { type: 'heading', level: 2, text: 'Premier Division: English firepower' },
        {
          type: 'paragraph',
          text: 'Across the Channel, the spending power is on another level. **Kingsbridge United**, who signed Nolan Rochereau from Stade de Lorvèze two summers ago, are not only chasing Adrián Villacorta: they are also tracking Clément Abiola, the 18-year-old winger of Ligue Élite’s second-placed side. A bid of around €35 million has been mentioned, but Lorvèze have no intention of letting their gem go before the summer.',
        },
        {
          type: 'paragraph',
          text: 'Further down the table, second-from-bottom **Harrowgate City** must bolster an attack that has managed just eleven goals in seventeen games. **Westhaven FC** have made Sporting Castellar striker Diego Arrabal their top target, while **Millbrook Athletic** are focused above all on tying down captain Owen Blakeley, who is attracting interest from **Durnford Albion**.',
        },
        {
          type: 'heading',
          level: 2,
          text: 'Liga Ibérica: Real Valdoria need a last line of defence',
        },
        {
          type: 'paragraph',
          text: 'In Spain, **Real Valdoria** want a goalkeeper after first-choice Marc Ribalta suffered a serious knee injury that will keep him out for the rest of the season. The name of **UD Marisol** keeper Iker Soldevila keeps coming up. **Atlético Serrano**, who refuse to let Villacorta go for less than his release clause, must trim their wage bill before they can buy, and **CD Almonte** could take advantage by picking up players on loan.',
        },
        { type: 'heading', level: 3, text: 'Five deals to watch' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Clément Abiola** (Stade de Lorvèze → Kingsbridge United?): the hottest story of the window, valued at around €35 million.',
            '**Rayan Lefort** (SC Aubrac → Olympique Valmont?): an attacking left-back for roughly €12 million.',
            '**Diego Arrabal** (Sporting Castellar → Westhaven FC?): 11 Liga Ibérica goals and a €25 million release clause.',
            '**Iker Soldevila** (UD Marisol → Real Valdoria?): Marisol are asking €20 million for their goalkeeper.',
            '**Mathis Carreau** (Racing Montclair → destination unknown): the club must sell, and their striker is their biggest bargaining chip.',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-winter-transfer-window-preview-2',
          alt: 'Close-up of a football resting on the grass',
        },
        { type: 'heading', level: 2, text: 'A market of loans and opportunism' },
        {
          type: 'paragraph',
          text: 'As every winter, agents are predicting few big-money moves and plenty of loans. Clubs know that January signings take time to settle and that sellers push prices up. But an injury, one defeat too many or an unexpected offer can sometimes change everything.',
        },
        {
          type: 'quote',
          text: 'In January nobody wants to sell and everybody wants to buy. That is why prices go through the roof. The best deals are almost always the ones you have been preparing since the summer.',
          cite: 'Marc-Antoine Dufresne, football agent',
        },
        {
          type: 'paragraph',
          text: 'The verdict comes at midnight on 31 January, when the window closes. Until then, we will be following every deal day by day.',
        },
      ],
    },
    es: {
      title: 'Mercado de invierno: necesidades, presupuestos y pistas en tres ligas',
      slug: 'mercado-de-invierno-necesidades-presupuestos-y-pistas',
      excerpt:
        'Un lateral para el Valmont, un delantero para el Merval, un portero para el Real Valdoria: repasamos las operaciones que marcarán el mercado invernal en Francia, Inglaterra y España.',
      heroAlt: 'Silueta estilizada de una gran ciudad al atardecer',
      body: [
        {
          type: 'paragraph',
          text: 'El mercado de invierno abre sus puertas el 1 de enero durante un mes, y se presenta más movido que de costumbre. Entre clubes de la Ligue Élite obligados a vender, equipos ingleses con los bolsillos tan llenos como siempre y grandes de España en busca del refuerzo que marque la diferencia en primavera, repasamos necesidades y presupuestos.',
        },
        { type: 'heading', level: 2, text: 'Ligue Élite: ambición con freno de mano' },
        {
          type: 'paragraph',
          text: 'En el **Olympique Valmont**, el caso Adrián Villacorta, delantero del Atlético Serrano, acapara la atención, pero el diagnóstico es compartido: al equipo de Didier Salvagnac también le falta fondo de armario en el lateral izquierdo. La dirección reserva unos 15 millones de euros para ese puesto y sigue de cerca a Rayan Lefort, lateral del SC Aubrac al que le quedan dieciocho meses de contrato.',
        },
        {
          type: 'paragraph',
          text: 'El **Girondins de Merval**, decimoquinto, busca un delantero centro para reanimar el ataque más pobre del campeonato, como reconoció su entrenador, Rémi Cassagne, en rueda de prensa. El presupuesto es ajustado, menos de 5 millones, y una cesión con opción de compra es la vía más probable. En el lado opuesto, el **Racing Montclair**, al que el organismo de control financiero de la liga exige ingresar 12 millones de euros en ventas antes de que acabe enero, podría ser el gran vendedor del invierno. A su goleador, Mathis Carreau (nueve tantos), no le faltan pretendientes.',
        },
        {
          type: 'paragraph',
          text: 'Por último, el **AS Rivemont** busca un mediocentro defensivo que aporte músculo desde el primer día. «No haremos locuras», advierte la directora deportiva, Hélène Vasseur. «Pero si un jugador puede darnos puntos de inmediato, estaremos listos para movernos».',
        },
        {
          type: 'image',
          imageKey: 'article-winter-transfer-window-preview-1',
          alt: 'Escudo de liga estilizado de colores vivos',
        },
        { type: 'heading', level: 2, text: 'Premier Division: la pegada inglesa' },
        {
          type: 'paragraph',
          text: 'Al otro lado del canal de la Mancha, los recursos no tienen comparación. El **Kingsbridge United**, que fichó a Nolan Rochereau del Stade de Lorvèze hace dos veranos, no solo persigue a Adrián Villacorta: también sigue a Clément Abiola, el extremo de 18 años del segundo clasificado de la Ligue Élite. Se habla de una oferta de unos 35 millones de euros, pero el Lorvèze no piensa desprenderse de su joya antes del verano.',
        },
        {
          type: 'paragraph',
          text: 'Más abajo en la tabla, el **Harrowgate City**, penúltimo, necesita reforzar un ataque que solo ha marcado once goles en diecisiete jornadas. El **Westhaven FC** ha convertido a Diego Arrabal, delantero centro del Sporting Castellar, en su prioridad, mientras que el **Millbrook Athletic** quiere ante todo renovar a su capitán, Owen Blakeley, pretendido por el **Durnford Albion**.',
        },
        { type: 'heading', level: 2, text: 'Liga Ibérica: el Real Valdoria busca portero' },
        {
          type: 'paragraph',
          text: 'En España, el **Real Valdoria** quiere un guardameta tras la grave lesión de rodilla de su titular, Marc Ribalta, que se perderá lo que queda de temporada. El nombre de Iker Soldevila, portero del **UD Marisol**, suena con insistencia. El **Atlético Serrano**, que se niega a vender a Villacorta por debajo de su cláusula, tiene que aligerar su masa salarial antes de fichar, y el **CD Almonte** podría aprovechar la situación para hacerse con jugadores cedidos.',
        },
        { type: 'heading', level: 3, text: 'Cinco operaciones a seguir' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Clément Abiola** (Stade de Lorvèze → ¿Kingsbridge United?): el caso más caliente, valorado en unos 35 millones de euros.',
            '**Rayan Lefort** (SC Aubrac → ¿Olympique Valmont?): un lateral izquierdo ofensivo por unos 12 millones de euros.',
            '**Diego Arrabal** (Sporting Castellar → ¿Westhaven FC?): 11 goles en la Liga Ibérica y una cláusula de rescisión de 25 millones de euros.',
            '**Iker Soldevila** (UD Marisol → ¿Real Valdoria?): el Marisol pide 20 millones de euros por su portero.',
            '**Mathis Carreau** (Racing Montclair → ¿destino?): el club necesita vender y su delantero es su principal moneda de cambio.',
          ],
        },
        {
          type: 'image',
          imageKey: 'article-winter-transfer-window-preview-2',
          alt: 'Primer plano de un balón de fútbol sobre el césped',
        },
        { type: 'heading', level: 2, text: 'Un mercado de cesiones y oportunidades' },
        {
          type: 'paragraph',
          text: 'Como cada invierno, los agentes prevén pocos grandes traspasos y muchas cesiones. Los clubes saben que los fichajes de enero tardan en adaptarse y que los vendedores inflan los precios. Pero una lesión, una derrota de más o una oferta inesperada bastan a veces para cambiarlo todo.',
        },
        {
          type: 'quote',
          text: 'En enero nadie quiere vender y todo el mundo quiere comprar. Por eso los precios se disparan. Los buenos negocios son casi siempre los que se preparan desde el verano.',
          cite: 'Marc-Antoine Dufresne, agente de futbolistas',
        },
        {
          type: 'paragraph',
          text: 'El veredicto llegará el 31 de enero a medianoche, cuando se cierre el mercado. Hasta entonces, seguiremos cada operación día a día.',
        },
      ],
    },
  },
};
