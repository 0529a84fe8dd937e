import type { SeedAuthor } from './types.js';

export const SEED_AUTHORS: SeedAuthor[] = [
  { key: 'camille-rouviere', name: 'Camille Rouvière' },
  { key: 'julien-marchetti', name: 'Julien Marchetti' },
  { key: 'ines-belkacem', name: 'Inès Belkacem' },
  { key: 'thomas-lefebvre', name: 'Thomas Lefebvre' },
  { key: 'lea-fontaine', name: 'Léa Fontaine' },
  { key: 'antoine-vidal', name: 'Antoine Vidal' },
];
