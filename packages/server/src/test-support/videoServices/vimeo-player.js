/**
 * A stand-in for https://player.vimeo.com/api/player.js in the browser tests (the real one
 * cannot be reached here), with its manners on the network: `new Vimeo.Player(element, {id})`
 * asks Vimeo's oEmbed endpoint (an XMLHttpRequest to https://vimeo.com/api/oembed.json) for the
 * player's iframe and puts it in the element, while `new Vimeo.Player(iframe)` takes over a
 * player frame already there (as the slider makes it; no oEmbed request, a "ping" to which
 * the frame answers "ready"); it talks to the frame by postMessage (`{method, value}` calls
 * answered in kind; `{event, data}` events; `ready` once the frame says so).
 */
(() => {
  const PLAYER_ORIGIN = 'https://player.vimeo.com';

  class Player {
    constructor(element, options = {}) {
      this.listeners = new Map();
      this.pending = new Map();
      const video = options.id ? `https://vimeo.com/${options.id}` : options.url;
      this.readyPromise = new Promise((resolve, reject) => {
        this.resolveReady = resolve;
        if (element.tagName === 'IFRAME') {
          this.frame = element;
          const ping = () =>
            element.contentWindow?.postMessage(JSON.stringify({ method: 'ping' }), PLAYER_ORIGIN);
          ping();
          element.addEventListener('load', ping);
          return;
        }
        const xhr = new XMLHttpRequest();
        xhr.open('GET', `https://vimeo.com/api/oembed.json?url=${encodeURIComponent(video)}`);
        xhr.onload = () => {
          const holder = document.createElement('div');
          holder.innerHTML = JSON.parse(xhr.responseText).html;
          this.frame = holder.firstElementChild;
          element.append(this.frame);
        };
        xhr.onerror = () =>
          reject(new Error('There was an error fetching the embed code from Vimeo.'));
        xhr.send();
      });
      window.addEventListener('message', (event) => {
        if (event.origin !== PLAYER_ORIGIN || event.source !== this.frame?.contentWindow) return;
        const data = JSON.parse(event.data);
        if (data.event === 'ready') this.resolveReady();
        else if (data.event)
          for (const listener of this.listeners.get(data.event) || []) listener(data.data || {});
        else if (data.method) this.pending.get(data.method)?.(data.value);
      });
    }

    call(method, value) {
      return this.ready().then(
        () =>
          new Promise((resolve) => {
            this.pending.set(method, resolve);
            this.frame.contentWindow.postMessage(JSON.stringify({ method, value }), PLAYER_ORIGIN);
          }),
      );
    }

    ready() {
      return this.readyPromise;
    }

    on(event, listener) {
      this.listeners.set(event, [...(this.listeners.get(event) || []), listener]);
    }

    play() {
      return this.call('play');
    }

    pause() {
      return this.call('pause');
    }

    setCurrentTime(seconds) {
      return this.call('setCurrentTime', seconds);
    }

    setMuted(muted) {
      return this.call('setMuted', muted);
    }

    setVolume(volume) {
      return this.call('setVolume', volume);
    }

    destroy() {
      this.frame?.remove();
      return Promise.resolve();
    }
  }

  window.Vimeo = { Player };
})();
