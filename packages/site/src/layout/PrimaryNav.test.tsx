import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrimaryNav } from './PrimaryNav.js';

afterEach(cleanup);

const items = [
  { label: 'Accueil', href: '/fr/', children: [] },
  {
    label: 'Actualités',
    href: '/fr/category/football-francais',
    children: [{ label: 'Europe', href: '/fr/category/europe', children: [] }],
  },
];

function renderNav(currentPath = '/fr/') {
  render(
    <PrimaryNav
      label="Navigation principale"
      toggleLabel="Menu"
      items={items}
      currentPath={currentPath}
    />,
  );
  return { toggle: screen.getByRole('button', { name: 'Menu' }) };
}

describe('PrimaryNav', () => {
  it('is a labelled navigation landmark with the current page marked', () => {
    renderNav('/fr/category/europe');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Europe' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBeNull();
  });

  it('toggles the menu with the button, which says whether it is expanded', () => {
    const { toggle } = renderNav();
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hasAttribute('data-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hasAttribute('data-open')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape from inside the menu and gives focus back to the button', () => {
    const { toggle } = renderNav();
    fireEvent.click(toggle);
    const link = screen.getByRole('link', { name: 'Europe' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('ignores Escape when already closed', () => {
    const { toggle } = renderNav();
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
