import type { InfoPageModel, Lang } from '@tribune/site';

type Texts = Pick<InfoPageModel, 'title' | 'lead' | 'sections'>;

const CONTACT_ADDRESS = 'redaction@tribune.example';
const PRIVACY_ADDRESS = 'vie-privee@tribune.example';

/**
 * The words of the footer's pages. Tribune is a demonstration: the publisher, addresses and
 * host are those of a fictional newsroom (`.example` addresses, RFC 2606), and the privacy page
 * says what this software really stores.
 */
export const INFO_PAGE_TEXTS: Readonly<
  Record<InfoPageModel['key'], Readonly<Record<Lang, Texts>>>
> = {
  contact: {
    fr: {
      title: 'Contact',
      lead: 'Une remarque, une correction, une information à nous transmettre ? La rédaction vous lit.',
      sections: [
        {
          heading: 'Écrire à la rédaction',
          paragraphs: [
            `Par courriel : **${CONTACT_ADDRESS}**. Nous répondons en général sous deux jours ouvrés.`,
            'Pour signaler une erreur dans un article, indiquez son titre et le passage concerné : les corrections sont signalées en bas de l’article.',
          ],
        },
        {
          heading: 'Par courrier',
          paragraphs: ['Tribune – Rédaction, 12 rue des Sorbiers, 75011 Paris, France.'],
        },
      ],
    },
    en: {
      title: 'Contact',
      lead: 'A remark, a correction, a tip for us? The newsroom reads every message.',
      sections: [
        {
          heading: 'Write to the newsroom',
          paragraphs: [
            `By email: **${CONTACT_ADDRESS}**. We usually answer within two working days.`,
            'To report a mistake in an article, give its title and the passage concerned: corrections are noted at the foot of the article.',
          ],
        },
        {
          heading: 'By post',
          paragraphs: ['Tribune – Newsroom, 12 rue des Sorbiers, 75011 Paris, France.'],
        },
      ],
    },
    es: {
      title: 'Contacto',
      lead: '¿Un comentario, una corrección, una información que darnos? La redacción lee todos los mensajes.',
      sections: [
        {
          heading: 'Escribir a la redacción',
          paragraphs: [
            `Por correo electrónico: **${CONTACT_ADDRESS}**. Solemos responder en dos días laborables.`,
            'Para señalar un error en un artículo, indique su título y el pasaje en cuestión: las correcciones se indican al pie del artículo.',
          ],
        },
        {
          heading: 'Por correo postal',
          paragraphs: ['Tribune – Redacción, 12 rue des Sorbiers, 75011 París, Francia.'],
        },
      ],
    },
  },
  legal: {
    fr: {
      title: 'Mentions légales',
      lead: 'Qui édite Tribune, qui l’héberge, et à quelles conditions ses contenus peuvent être repris.',
      sections: [
        {
          heading: 'Éditeur',
          paragraphs: [
            'Tribune est un site de démonstration édité par la rédaction de Tribune, 12 rue des Sorbiers, 75011 Paris. Directrice de la publication : Camille Rouvière.',
            'Les clubs, joueurs, compétitions et résultats présentés sont fictifs ; toute ressemblance avec des personnes ou des clubs existants serait fortuite.',
          ],
        },
        {
          heading: 'Hébergement',
          paragraphs: [
            'Le site est servi par son propre serveur Node.js ; l’hébergeur est celui de l’instance que vous consultez.',
          ],
        },
        {
          heading: 'Propriété intellectuelle',
          paragraphs: [
            'Les textes et les illustrations, dessinées par le logiciel lui-même, ne peuvent être reproduits sans l’accord de la rédaction, sauf courte citation avec mention de la source.',
          ],
        },
      ],
    },
    en: {
      title: 'Legal notice',
      lead: 'Who publishes Tribune, who hosts it, and on what terms its content may be reused.',
      sections: [
        {
          heading: 'Publisher',
          paragraphs: [
            'Tribune is a demonstration site published by the Tribune newsroom, 12 rue des Sorbiers, 75011 Paris, France. Publication director: Camille Rouvière.',
            'The clubs, players, competitions and results shown are fictional; any resemblance to real people or clubs is coincidental.',
          ],
        },
        {
          heading: 'Hosting',
          paragraphs: [
            'The site is served by its own Node.js server; the host is that of the instance you are reading.',
          ],
        },
        {
          heading: 'Intellectual property',
          paragraphs: [
            'The texts and the pictures, drawn by the software itself, may not be reproduced without the newsroom’s consent, except for short quotations naming the source.',
          ],
        },
      ],
    },
    es: {
      title: 'Aviso legal',
      lead: 'Quién edita Tribune, quién lo aloja y en qué condiciones pueden reutilizarse sus contenidos.',
      sections: [
        {
          heading: 'Editor',
          paragraphs: [
            'Tribune es un sitio de demostración editado por la redacción de Tribune, 12 rue des Sorbiers, 75011 París, Francia. Directora de la publicación: Camille Rouvière.',
            'Los clubes, jugadores, competiciones y resultados que se muestran son ficticios; cualquier parecido con personas o clubes reales es pura coincidencia.',
          ],
        },
        {
          heading: 'Alojamiento',
          paragraphs: [
            'El sitio lo sirve su propio servidor Node.js; el proveedor de alojamiento es el de la instancia que está consultando.',
          ],
        },
        {
          heading: 'Propiedad intelectual',
          paragraphs: [
            'Los textos y las ilustraciones, dibujadas por el propio programa, no pueden reproducirse sin el acuerdo de la redacción, salvo citas breves con mención de la fuente.',
          ],
        },
      ],
    },
  },
  privacy: {
    fr: {
      title: 'Confidentialité',
      lead: 'Ce que Tribune enregistre quand vous le lisez : très peu de choses, et rien pour la publicité.',
      sections: [
        {
          heading: 'Ce qui est enregistré',
          paragraphs: [
            'Aucun cookie de mesure d’audience ni de publicité. Votre navigateur garde seulement le match que vous suivez dans le widget de score (stockage local, clé « matchSlug »), que vous pouvez effacer à tout moment.',
            'Quand vous commentez, votre nom, votre adresse électronique et votre message sont conservés ; l’adresse n’est jamais publiée.',
          ],
        },
        {
          heading: 'Contenus externes',
          paragraphs: [
            'Une vidéo YouTube ou Vimeo n’est chargée que si vous cliquez pour la lire ; les fonds de carte du menu viennent d’OpenStreetMap.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            `Pour consulter, corriger ou supprimer vos données (un commentaire par exemple), écrivez à **${PRIVACY_ADDRESS}**.`,
          ],
        },
      ],
    },
    en: {
      title: 'Privacy',
      lead: 'What Tribune stores when you read it: very little, and nothing for advertising.',
      sections: [
        {
          heading: 'What is stored',
          paragraphs: [
            'No analytics or advertising cookies. Your browser only keeps the match you follow in the score widget (local storage, key “matchSlug”), which you can clear at any time.',
            'When you comment, your name, email address and message are kept; the address is never published.',
          ],
        },
        {
          heading: 'Outside content',
          paragraphs: [
            'A YouTube or Vimeo video loads only when you click to play it; the menu’s map tiles come from OpenStreetMap.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            `To see, correct or delete your data (a comment, for instance), write to **${PRIVACY_ADDRESS}**.`,
          ],
        },
      ],
    },
    es: {
      title: 'Privacidad',
      lead: 'Lo que Tribune guarda cuando lo lee: muy poco, y nada con fines publicitarios.',
      sections: [
        {
          heading: 'Qué se guarda',
          paragraphs: [
            'Ninguna cookie de medición de audiencia ni de publicidad. Su navegador solo guarda el partido que sigue en el widget de resultados (almacenamiento local, clave «matchSlug»), que puede borrar cuando quiera.',
            'Cuando comenta, se conservan su nombre, su correo electrónico y su mensaje; el correo nunca se publica.',
          ],
        },
        {
          heading: 'Contenidos externos',
          paragraphs: [
            'Un vídeo de YouTube o Vimeo solo se carga si hace clic para verlo; los mapas del menú proceden de OpenStreetMap.',
          ],
        },
        {
          heading: 'Sus derechos',
          paragraphs: [
            `Para consultar, corregir o suprimir sus datos (un comentario, por ejemplo), escriba a **${PRIVACY_ADDRESS}**.`,
          ],
        },
      ],
    },
  },
};
