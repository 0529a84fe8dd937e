import type { SeedArticle } from '../../types.js';
import { article as goalkeeper } from '../goalkeeper-interview-montclair.js';
import { article as serrano } from '../serrano-striker-transfer-saga.js';
import { article as winter } from '../winter-transfer-window-preview.js';
import { brief } from './brief.js';

/** Transfer news: signings, rumours and contract extensions. */
export const MERCATO_NEWS: SeedArticle[] = [
  brief(
    {
      key: 'valmont-extends-benhaddou',
      authorKey: 'thomas-lefebvre',
      publishedHoursAgo: 22,
      categoryKeys: ['transfers'],
      pictureOf: winter,
    },
    {
      fr: {
        title: 'Mercato : Samy Benhaddou prolonge à Valmont jusqu’en 2029',
        slug: 'samy-benhaddou-prolonge-a-valmont',
        excerpt:
          'Courtisé en Angleterre, l’ailier de 23 ans a choisi la continuité et voit sa clause libératoire relevée.',
        body: [
          'L’Olympique Valmont a officialisé jeudi la prolongation de Samy Benhaddou jusqu’en juin 2029. L’ailier, auteur de sept buts et cinq passes décisives cette saison, était suivi de près par Harrowgate City et Ashford Rovers.',
          '« Je veux gagner quelque chose ici avant de penser à autre chose », a expliqué le joueur, formé au club. Le montant de sa clause n’a pas été communiqué.',
        ],
      },
      en: {
        title: 'Transfers: Samy Benhaddou extends with Valmont until 2029',
        slug: 'samy-benhaddou-extends-with-valmont',
        excerpt:
          'Courted in England, the 23-year-old winger has chosen to stay, with a higher release clause.',
        body: [
          'Olympique Valmont announced on Thursday that Samy Benhaddou has extended his contract until June 2029. The winger, with seven goals and five assists this season, was being watched closely by Harrowgate City and Ashford Rovers.',
          '“I want to win something here before thinking of anything else,” said the academy graduate. The value of his clause was not disclosed.',
        ],
      },
      es: {
        title: 'Fichajes: Samy Benhaddou renueva con el Valmont hasta 2029',
        slug: 'samy-benhaddou-renueva-con-el-valmont',
        excerpt:
          'Pretendido en Inglaterra, el extremo de 23 años elige la continuidad y ve elevada su cláusula de rescisión.',
        body: [
          'El Olympique Valmont oficializó el jueves la renovación de Samy Benhaddou hasta junio de 2029. El extremo, con siete goles y cinco asistencias esta temporada, estaba en la agenda del Harrowgate City y del Ashford Rovers.',
          '«Quiero ganar algo aquí antes de pensar en otra cosa», explicó el canterano. No se ha comunicado el importe de la cláusula.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'merval-eyes-almonte-midfielder',
      authorKey: 'antoine-vidal',
      publishedHoursAgo: 80,
      categoryKeys: ['transfers'],
      pictureOf: serrano,
    },
    {
      fr: {
        title: 'Merval cible un milieu de CD Almonte pour remplacer Berthier',
        slug: 'merval-cible-un-milieu-d-almonte',
        excerpt:
          'Les Girondins ont formulé une offre de prêt avec option d’achat pour Iker Salcedo, 25 ans, peu utilisé en Liga Ibérica.',
        body: [
          'Privé de son capitaine pour six semaines, Merval ne veut pas attendre. Selon nos informations, le club a proposé un prêt payant assorti d’une option d’achat de 4 millions d’euros pour Iker Salcedo.',
          'Le milieu espagnol n’a disputé que 312 minutes cette saison. Almonte préférerait une vente sèche, mais les discussions se poursuivent.',
        ],
      },
      en: {
        title: 'Merval target CD Almonte midfielder to replace Berthier',
        slug: 'merval-target-almonte-midfielder',
        excerpt:
          'The Girondins have offered a loan with an option to buy for Iker Salcedo, 25, rarely used in Liga Ibérica.',
        body: [
          'Without their captain for six weeks, Merval do not want to wait. We understand the club has offered a paid loan with a €4 million option to buy for Iker Salcedo.',
          'The Spanish midfielder has played only 312 minutes this season. Almonte would prefer a permanent sale, but talks are continuing.',
        ],
      },
      es: {
        title: 'El Merval busca a un centrocampista del CD Almonte para suplir a Berthier',
        slug: 'el-merval-busca-a-un-centrocampista-del-almonte',
        excerpt:
          'Los Girondins han ofrecido una cesión con opción de compra por Iker Salcedo, de 25 años, con pocos minutos en la Liga Ibérica.',
        body: [
          'Sin su capitán durante seis semanas, el Merval no quiere esperar. Según nuestras informaciones, el club ha propuesto una cesión con una opción de compra de 4 millones de euros por Iker Salcedo.',
          'El centrocampista español solo ha jugado 312 minutos esta temporada. El Almonte preferiría una venta, pero las conversaciones continúan.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'montclair-goalkeeper-loan',
      authorKey: 'thomas-lefebvre',
      publishedHoursAgo: 300,
      categoryKeys: ['transfers'],
      pictureOf: goalkeeper,
    },
    {
      fr: {
        title: 'Le Racing Montclair prête son deuxième gardien à Aubrac',
        slug: 'montclair-prete-son-deuxieme-gardien-a-aubrac',
        excerpt:
          'Lucas Ménard, 21 ans, rejoint le SC Aubrac jusqu’à la fin de la saison pour gagner du temps de jeu.',
        body: [
          'Barré par l’éclosion de la concurrence, Lucas Ménard part chercher du temps de jeu. Le gardien formé à Montclair est prêté sans option d’achat au SC Aubrac, dont le portier titulaire est blessé au genou.',
          'Le Racing se réserve la possibilité de le rappeler en janvier en cas de pépin dans son effectif.',
        ],
      },
      en: {
        title: 'Racing Montclair loan their second goalkeeper to Aubrac',
        slug: 'montclair-loan-second-goalkeeper-to-aubrac',
        excerpt:
          'Lucas Ménard, 21, joins SC Aubrac until the end of the season to get more playing time.',
        body: [
          'Blocked by strong competition, Lucas Ménard is leaving to play. The Montclair academy goalkeeper joins SC Aubrac on loan without an option to buy; their first-choice keeper has a knee injury.',
          'Racing keep the right to recall him in January if injuries strike their squad.',
        ],
      },
      es: {
        title: 'El Racing Montclair cede a su segundo portero al Aubrac',
        slug: 'el-montclair-cede-a-su-segundo-portero',
        excerpt:
          'Lucas Ménard, de 21 años, se marcha al SC Aubrac hasta final de temporada para sumar minutos.',
        body: [
          'Sin hueco por la competencia, Lucas Ménard sale en busca de minutos. El portero formado en el Montclair llega cedido sin opción de compra al SC Aubrac, cuyo titular está lesionado de la rodilla.',
          'El Racing se reserva la posibilidad de repescarlo en enero si hay problemas en su plantilla.',
        ],
      },
    },
  ),
  brief(
    {
      key: 'transfer-rumours-roundup',
      authorKey: 'antoine-vidal',
      publishedHoursAgo: 560,
      categoryKeys: ['transfers', 'europe'],
      pictureOf: winter,
    },
    {
      fr: {
        title: 'Rumeurs du mercato : Berthelot, Verdier et la piste espagnole',
        slug: 'rumeurs-du-mercato-berthelot-verdier',
        excerpt:
          'Le meilleur buteur de Ligue Élite intéresse Valdoria, Rivemont refuse de lâcher Verdier : le point sur les bruits de couloir.',
        body: [
          'Les recruteurs du Real Valdoria étaient en tribune lors des trois derniers matchs de Valmont. Yanis Berthelot, sous contrat jusqu’en 2027, est évalué à 30 millions d’euros par son club.',
          'À Rivemont, la direction assure que Noah Verdier « ne partira pas en cours de saison ». Le défenseur de Lorvèze Kevin Dumoulin, lui, est annoncé du côté de Westhaven FC.',
        ],
      },
      en: {
        title: 'Transfer rumours: Berthelot, Verdier and the Spanish trail',
        slug: 'transfer-rumours-berthelot-verdier',
        excerpt:
          'Valdoria watch Ligue Élite’s top scorer, Rivemont refuse to let Verdier go: a round-up of the gossip.',
        body: [
          'Real Valdoria scouts were in the stands for Valmont’s last three matches. Yanis Berthelot, under contract until 2027, is valued at €30 million by his club.',
          'At Rivemont, the board insists Noah Verdier “will not leave mid-season”. Lorvèze defender Kevin Dumoulin is being linked with Westhaven FC.',
        ],
      },
      es: {
        title: 'Rumores de fichajes: Berthelot, Verdier y la pista española',
        slug: 'rumores-de-fichajes-berthelot-verdier',
        excerpt:
          'El Valdoria sigue al máximo goleador de la Ligue Élite y el Rivemont no quiere soltar a Verdier: repaso a los rumores.',
        body: [
          'Ojeadores del Real Valdoria estuvieron en la grada en los tres últimos partidos del Valmont. Yanis Berthelot, con contrato hasta 2027, está valorado en 30 millones de euros por su club.',
          'En el Rivemont, la directiva asegura que Noah Verdier «no se irá a mitad de temporada». Al defensa del Lorvèze Kevin Dumoulin se le relaciona con el Westhaven FC.',
        ],
      },
    },
  ),
];
