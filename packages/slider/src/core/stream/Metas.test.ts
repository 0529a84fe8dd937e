import { describe, expect, it } from 'vitest';
import { fillLink, fillPlain, fillText, hasMetas } from './Metas.js';

const metas = {
  title: 'Le derby <script>alert(1)</script>',
  caption: 'Tom & Jerry "à" l’aube',
  link: '/fr/gallery/jour-de-derby',
  query: 'a b&c=d',
  evil: 'javascript:alert(1)',
};

describe('{{...}} dynamic metas', () => {
  it('finds placeholders, with spaces inside the braces and any case', () => {
    expect(hasMetas('{{title}}')).toBe(true);
    expect(hasMetas('À lire : {{ Title }}')).toBe(true);
    expect(hasMetas('Pas de méta')).toBe(false);
    expect(hasMetas('{{1title}}')).toBe(false);
    expect(hasMetas(undefined)).toBe(false);
  });

  it('fills layer text with the values HTML-escaped, so markup in a feed stays text', () => {
    expect(fillText('<b>{{title}}</b>', metas)).toBe(
      '<b>Le derby &lt;script&gt;alert(1)&lt;/script&gt;</b>',
    );
    expect(fillText('{{ CAPTION }}', metas)).toBe('Tom &amp; Jerry &quot;à&quot; l’aube');
    expect(fillText('{{q}}', { q: "l'aube" })).toBe('l&#39;aube');
  });

  it('fills plain-text fields with the values as they are', () => {
    expect(fillPlain('{{title}} – {{caption}}', metas)).toBe(
      'Le derby <script>alert(1)</script> – Tom & Jerry "à" l’aube',
    );
  });

  it('leaves an unknown meta empty, and text without metas unchanged', () => {
    expect(fillText('{{author}} · {{title}}', { title: 'Titre' })).toBe(' · Titre');
    expect(fillPlain('Sans méta {{', metas)).toBe('Sans méta {{');
  });

  it('uses a whole-link meta as the link and percent-encodes a meta inside a link', () => {
    expect(fillLink('{{link}}', metas)).toBe('/fr/gallery/jour-de-derby');
    expect(fillLink(' {{ link }} ', metas)).toBe('/fr/gallery/jour-de-derby');
    expect(fillLink('/recherche?q={{query}}', metas)).toBe('/recherche?q=a%20b%26c%3Dd');
    // A hostile whole link is passed on as text: the renderer's link check drops it.
    expect(fillLink('{{evil}}', metas)).toBe('javascript:alert(1)');
    expect(fillLink('/go/{{evil}}', metas)).toBe('/go/javascript%3Aalert(1)');
  });
});
