import { describe, expect, it } from 'vitest';
import { httpOrigin, resolveAsset, webSocketUrl } from './connectionUrl.js';

describe('connection and asset URLs', () => {
  it('derives the WebSocket endpoint from a page or script origin (spec 7.3: {host}/ws)', () => {
    expect(webSocketUrl('https://tribune.example/embed/livescore.js')).toBe(
      'wss://tribune.example/ws',
    );
    expect(webSocketUrl('http://localhost:3000/fr/')).toBe('ws://localhost:3000/ws');
    expect(webSocketUrl('wss://rt.example/connection/websocket')).toBe(
      'wss://rt.example/connection/websocket',
    );
  });

  it('finds the http origin of a WebSocket URL', () => {
    expect(httpOrigin('wss://tribune.example/ws')).toBe('https://tribune.example');
    expect(httpOrigin('ws://127.0.0.1:4000/ws')).toBe('http://127.0.0.1:4000');
  });

  it('resolves relative logos against the data origin and keeps absolute ones', () => {
    const base = 'https://tribune.example';
    expect(resolveAsset('/media/crest-ova.svg', base)).toBe(
      'https://tribune.example/media/crest-ova.svg',
    );
    expect(resolveAsset('https://cdn.example/logo.png', base)).toBe('https://cdn.example/logo.png');
    expect(resolveAsset('/media/x.svg', undefined)).toBe('/media/x.svg');
    expect(resolveAsset('', base)).toBe('');
    // Asked again (the card is drawn at every update), the answer is the same.
    expect(resolveAsset('/media/crest-ova.svg', base)).toBe(
      'https://tribune.example/media/crest-ova.svg',
    );
    expect(resolveAsset('/media/crest-ova.svg', 'https://other.example')).toBe(
      'https://other.example/media/crest-ova.svg',
    );
  });

  it('keeps a logo URL it cannot resolve as it is', () => {
    expect(resolveAsset('http://[not-a-host/logo.svg', 'https://tribune.example')).toBe(
      'http://[not-a-host/logo.svg',
    );
    // The URL parser drops line breaks inside a URL (and the memory's key keeps them apart).
    expect(resolveAsset('/media/a\nb.svg', 'https://tribune.example')).toBe(
      'https://tribune.example/media/ab.svg',
    );
  });
});
