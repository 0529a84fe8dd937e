/**
 * A local stand-in for Vimeo's Player API (https://player.vimeo.com/api/player.js), for the
 * slider's browser tests: the real script cannot be reached from the test machine. It has the
 * API's shape and manners: `new Vimeo.Player(element, options)` puts the player inside the
 * element, or takes over an existing player iframe (`new Vimeo.Player(iframe)`, the options
 * read from its address, as the engine makes it), every call answers with a promise, `play()`
 * rejects with an error named after the browser's refusal ("NotAllowedError"), and events
 * (`playing`, `pause`, `ended`, `timeupdate` with `{seconds}`, `bufferstart`) go to `on()`
 * listeners. Instead of Vimeo's
 * iframe it plays the test clip served beside it in a `<video>`, which carries the options it
 * was given in a data attribute.
 */
(() => {
  const clip = new URL('clip.webm', document.currentScript.src).href;

  class Player {
    constructor(element, options = {}) {
      if (element.tagName === 'IFRAME') {
        const url = new URL(element.src);
        const flags = [...url.searchParams].map(([k, v]) => [
          k,
          v === '1' ? true : v === '0' ? false : v,
        ]);
        options = { id: Number(url.pathname.split('/').pop()), ...Object.fromEntries(flags) };
        const holder = document.createElement('div');
        element.replaceWith(holder);
        element = holder;
      }
      const video = document.createElement('video');
      video.src = clip;
      video.preload = 'auto';
      video.muted = options.muted === true;
      video.controls = options.controls === true;
      video.playsInline = options.playsinline === true;
      video.dataset.standIn = 'vimeo';
      video.dataset.options = JSON.stringify(options);
      element.append(video);
      this.video = video;
      this.listeners = new Map();
      const fire = (name, data) => {
        for (const listener of this.listeners.get(name) || []) listener(data);
      };
      video.addEventListener('playing', () => fire('playing', {}));
      video.addEventListener('pause', () => fire('pause', { seconds: video.currentTime }));
      video.addEventListener('ended', () => fire('ended', { seconds: video.currentTime }));
      video.addEventListener('waiting', () => fire('bufferstart', {}));
      video.addEventListener('timeupdate', () =>
        fire('timeupdate', { seconds: video.currentTime, duration: video.duration }),
      );
      this.readyPromise = new Promise((resolve) => setTimeout(resolve, 0));
    }

    ready() {
      return this.readyPromise;
    }

    play() {
      return this.video.play().catch((cause) => {
        const error = new Error(cause.message);
        error.name = cause.name;
        throw error;
      });
    }

    pause() {
      this.video.pause();
      return Promise.resolve();
    }

    setCurrentTime(seconds) {
      this.video.currentTime = seconds;
      return Promise.resolve(seconds);
    }

    setMuted(muted) {
      this.video.muted = muted;
      return Promise.resolve(muted);
    }

    setVolume(volume) {
      this.video.volume = volume;
      return Promise.resolve(volume);
    }

    on(name, listener) {
      this.listeners.set(name, [...(this.listeners.get(name) || []), listener]);
    }

    off(name, listener) {
      this.listeners.set(
        name,
        (this.listeners.get(name) || []).filter((l) => listener && l !== listener),
      );
    }

    destroy() {
      this.video.remove();
      return Promise.resolve();
    }
  }

  window.Vimeo = { Player };
})();
