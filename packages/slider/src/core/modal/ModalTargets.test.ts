import { expect, it } from 'vitest';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { modalTargets } from './ModalTargets.js';

it('lists the open_modal targets of every slide, static ones too, and a modal’s own alias', () => {
  const module = parseModuleStrict({
    settings: { alias: 'opener', useAsModal: true },
    slides: {
      a: {
        id: 'a',
        slide: {
          id: 'a',
          actions: [
            { a: 'open_modal', target: 'newsletter' },
            { a: 'open_modal', target: ['#programme'] },
            // Not an alias: an ordinary anchor never names a module.
            { a: 'open_modal', target: '#not an alias' },
            { a: 'link', target: 'elsewhere' },
          ],
        },
        layers: {},
      },
      s: {
        id: 's',
        slide: { id: 's', global: true, actions: [{ a: 'open_modal', target: 'newsletter' }] },
        layers: {},
      },
    },
  });
  expect(modalTargets(module)).toEqual(['opener', 'newsletter', 'programme']);
});
