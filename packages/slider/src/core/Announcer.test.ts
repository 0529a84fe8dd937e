import { expect, it } from 'vitest';
import { announcement } from './Announcer.js';

it('reads "{module}: Slide {n} of {total} – {title}"', () => {
  expect(announcement('Home', 0, 5, { title: 'Derby day', acc: { label: 'auto' } })).toBe(
    'Home: Slide 1 of 5 – Derby day',
  );
});

it('prefers an accessible label the editor wrote, and drops the dash without a title', () => {
  expect(announcement('Home', 2, 5, { title: 'x', acc: { label: 'Cup final' } })).toBe(
    'Home: Slide 3 of 5 – Cup final',
  );
  expect(announcement('Home', 1, 2, { title: ' ', acc: { label: 'unset' } })).toBe(
    'Home: Slide 2 of 2',
  );
});

it('says the count in the page’s language when the host gives its words', () => {
  const slide = { title: 'Derby', acc: { label: 'auto' } };
  expect(announcement('Accueil', 1, 6, slide, 'Diapositive {n} sur {total}')).toBe(
    'Accueil: Diapositive 2 sur 6 – Derby',
  );
  expect(announcement('Portada', 0, 6, slide, 'Diapositiva {n} de {total}')).toBe(
    'Portada: Diapositiva 1 de 6 – Derby',
  );
});
