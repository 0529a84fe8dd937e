/**
 * A local stand-in for YouTube's IFrame Player API (https://www.youtube.com/iframe_api), for
 * the slider's browser tests: the real script cannot be reached from the test machine. It has
 * the API's shape and manners: `window.YT.Player(element, {videoId, playerVars, events})`
 * replaces the element, or takes over an existing player iframe (`new YT.Player(iframe,
 * {events})`, the video and player variables read from its address, as the engine makes it),
 * `onReady` comes asynchronously, state changes arrive as the
 * YT.PlayerState numbers, `playVideo()` returns nothing, and a play the browser refuses simply
 * does not start (no error, the state stays "unstarted"), which is what the engine's 1 s check
 * is for. Instead of an iframe from YouTube it plays the test clip served beside it in a
 * `<video>`, which carries what the player was given in data attributes.
 */
(() => {
  const clip = new URL('clip.webm', document.currentScript.src).href;
  const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  class Player {
    constructor(target, options) {
      const element = typeof target === 'string' ? document.getElementById(target) : target;
      const video = document.createElement('video');
      let vars = options.playerVars || {};
      if (element.tagName === 'IFRAME') {
        const url = new URL(element.src);
        const numbers = [...url.searchParams].map(([k, v]) => [
          k,
          /^-?\d+$/.test(v) ? Number(v) : v,
        ]);
        vars = Object.fromEntries(numbers);
        options = { ...options, host: url.origin, videoId: url.pathname.split('/').pop() };
      }
      video.src = clip;
      video.preload = 'auto';
      video.muted = vars.mute === 1;
      video.controls = vars.controls === 1;
      video.playsInline = vars.playsinline === 1;
      video.dataset.standIn = 'youtube';
      video.dataset.videoId = options.videoId;
      video.dataset.host = options.host || '';
      video.dataset.playerVars = JSON.stringify(vars);
      element.replaceWith(video);
      this.video = video;
      this.state = PlayerState.UNSTARTED;
      this.events = options.events || {};
      const set = (state) => {
        this.state = state;
        this.events.onStateChange?.({ target: this, data: state });
      };
      video.addEventListener('playing', () => set(PlayerState.PLAYING));
      video.addEventListener('pause', () => {
        if (!video.ended) set(PlayerState.PAUSED);
      });
      video.addEventListener('ended', () => set(PlayerState.ENDED));
      video.addEventListener('waiting', () => set(PlayerState.BUFFERING));
      setTimeout(() => this.events.onReady?.({ target: this }), 0);
    }

    playVideo() {
      this.video.play().catch(() => {});
    }

    pauseVideo() {
      this.video.pause();
    }

    seekTo(seconds) {
      this.video.currentTime = seconds;
    }

    getCurrentTime() {
      return this.video.currentTime;
    }

    getPlayerState() {
      return this.state;
    }

    mute() {
      this.video.muted = true;
    }

    unMute() {
      this.video.muted = false;
    }

    isMuted() {
      return this.video.muted;
    }

    setVolume(volume) {
      this.video.volume = volume / 100;
    }

    getIframe() {
      return this.video;
    }

    destroy() {
      this.video.pause();
      this.video.remove();
    }
  }

  window.YT = { Player, PlayerState, loaded: 1 };
  // As the real API does once its player code has loaded: the page's global callback.
  setTimeout(() => window.onYouTubeIframeAPIReady?.(), 0);
})();
