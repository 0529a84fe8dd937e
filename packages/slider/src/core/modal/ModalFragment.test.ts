import { describe, expect, it } from 'vitest';
import { aliasFromHash } from './ModalFragment.js';

describe('aliasFromHash', () => {
  it('reads a module alias from the fragment, with or without "#"', () => {
    expect(aliasFromHash('#demo-modal-target')).toBe('demo-modal-target');
    expect(aliasFromHash('newsletter_2')).toBe('newsletter_2');
    expect(aliasFromHash('#promo%2Dete')).toBe('promo-ete');
  });

  it('is null for what cannot be an alias', () => {
    for (const hash of ['', '#', '#-leading', '#a b', '#%E0%A4%A', '#slide/2', '#é']) {
      expect(aliasFromHash(hash), hash).toBeNull();
    }
  });
});
