import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/dictionaries/fr.js';
import type { FrontPageVideo } from '../model/pages.js';
import { VideoPanel } from './VideoPanel.js';

const video: FrontPageVideo = {
  sources: [{ src: '/video/tribune-demo.webm', type: 'video/webm' }],
  poster: '/video/tribune-demo-poster.jpg',
  width: 960,
  height: 540,
};

// jsdom plays no media: record what the panel asks of the element instead.
let calls: string[] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    calls.push('pause');
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {
    calls.push('load');
  });
});
afterEach(cleanup);

describe('VideoPanel', () => {
  it('starts hidden, loading nothing, not even the poster, behind a disclosure button', () => {
    const { container } = render(<VideoPanel video={video} strings={fr.helpers.videoPanel} />);
    const button = screen.getByRole('button', { name: 'Afficher la vidéo' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(body.hidden).toBe(true);
    // No <video> yet (a browser fetches a poster even for a hidden player); the one for readers
    // without JavaScript is in a <noscript>, which React leaves empty in the browser.
    expect(container.querySelector('video')).toBeNull();
    expect(body.querySelector('noscript')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'La vidéo de la semaine' })).toBeTruthy();

    fireEvent.click(button);
    const player = container.querySelector('video')!;
    expect(body.contains(player)).toBe(true);
    expect(body.querySelector('noscript')).toBeNull();
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.getAttribute('poster')).toBe(video.poster);
    expect(player.querySelector('source')?.getAttribute('src')).toBe('/video/tribune-demo.webm');
  });

  it('renders the player in a <noscript> on the server, for readers without JavaScript', () => {
    const html = renderToString(<VideoPanel video={video} strings={fr.helpers.videoPanel} />);
    expect(html).toMatch(
      /<div[^>]*hidden=""[^>]*><noscript><video class="video-panel__video"[^>]*poster="\/video\/tribune-demo-poster.jpg"/,
    );
  });

  it('shows the player, and hiding it stops and rewinds the film', () => {
    const { container } = render(<VideoPanel video={video} strings={fr.helpers.videoPanel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la vidéo' }));
    const player = container.querySelector('video')!;
    const button = screen.getByRole('button', { name: 'Masquer la vidéo' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(player.parentElement!.hidden).toBe(false);
    expect(calls).toEqual([]);

    player.currentTime = 4.2;
    fireEvent.click(button);
    expect(calls).toEqual(['pause', 'load']);
    expect(player.currentTime).toBe(0);
    expect(player.parentElement!.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Afficher la vidéo' })).toBe(button);

    // Shown again: the same player, from the start.
    fireEvent.click(button);
    expect(container.querySelector('video')).toBe(player);
    expect(player.parentElement!.hidden).toBe(false);
  });
});
