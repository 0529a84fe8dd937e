/**
 * Demo comments: approved readers' comments in French, English and Spanish, with one French
 * thread nested deeper than the thread shows (to see the depth cap) and some replies. Readers
 * and addresses are fictitious (`lecteurs.tribune.example` is reserved for examples).
 */
export interface SeedComment {
  author: string;
  email: string;
  url?: string;
  body: string;
  /** Minutes after the article's publication. */
  after: number;
  replies?: SeedComment[];
}

export const SEED_COMMENT_DOMAIN = 'lecteurs.tribune.example';
const mail = (name: string) => `${name}@${SEED_COMMENT_DOMAIN}`;

export const SEED_COMMENTS: Record<string, Partial<Record<'fr' | 'en' | 'es', SeedComment[]>>> = {
  'valmont-rivemont-derby': {
    fr: [
      {
        author: 'Camille Roussel',
        email: mail('camille'),
        body: 'Quelle ambiance au stade ! Le pressing de Valmont en deuxième période a tout changé.\n\nOn reparle du remplacement à la 70e ?',
        after: 35,
        replies: [
          {
            author: 'Yanis Benali',
            email: mail('yanis'),
            body: 'Le remplacement était logique, le milieu était cuit.',
            after: 52,
            replies: [
              {
                author: 'Camille Roussel',
                email: mail('camille'),
                body: 'Cuit, peut-être, mais il tenait le ballon mieux que personne.',
                after: 61,
                replies: [
                  {
                    author: 'Léa Fontaine',
                    email: mail('lea'),
                    url: 'https://lea-fontaine.example',
                    body: 'Vous êtes d’accord sur l’essentiel : Rivemont a reculé dès la 60e.',
                    after: 75,
                    replies: [
                      {
                        author: 'Yanis Benali',
                        email: mail('yanis'),
                        body: 'Reculé, ou attendu le contre ? Le but vient d’une relance longue.',
                        after: 90,
                        replies: [
                          {
                            author: 'Camille Roussel',
                            email: mail('camille'),
                            body: 'On en reparle au match retour !',
                            after: 104,
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        author: 'Marc Delorme',
        email: mail('marc'),
        body: 'Arbitrage correct dans l’ensemble.\nLe carton jaune de la 12e était sévère.',
        after: 140,
      },
    ],
    en: [
      {
        author: 'Hannah Price',
        email: mail('hannah'),
        body: 'Watched it from London: the second half was end to end. Great write-up.',
        after: 40,
        replies: [
          {
            author: 'Tom Okafor',
            email: mail('tom'),
            body: 'Agreed. The keeper kept them in it before the break.',
            after: 66,
          },
        ],
      },
    ],
    es: [
      {
        author: 'Lucía Ortega',
        email: mail('lucia'),
        body: '¡Qué derbi! El segundo tiempo fue otro partido.',
        after: 45,
        replies: [
          {
            author: 'Diego Marín',
            email: mail('diego'),
            body: 'El cambio táctico del descanso lo explica todo.',
            after: 80,
          },
        ],
      },
    ],
  },
  'kingsbridge-european-night': {
    fr: [
      {
        author: 'Sophie Garnier',
        email: mail('sophie'),
        body: 'Une vraie soirée européenne, merci pour ce récit.',
        after: 30,
      },
    ],
    en: [
      {
        author: 'Rob Whitfield',
        email: mail('rob'),
        body: 'Best atmosphere at the ground in years.',
        after: 25,
        replies: [
          {
            author: 'Hannah Price',
            email: mail('hannah'),
            body: 'You could hear it on the radio too!',
            after: 50,
          },
        ],
      },
    ],
    es: [
      {
        author: 'Carmen Vidal',
        email: mail('carmen'),
        body: 'Gran crónica. Ojalá la vuelta sea igual de intensa.',
        after: 55,
      },
    ],
  },
};
