/**
 * A stand-in for YouTube's player code (www-widgetapi.js): `YT.Player` replaces its element
 * with an iframe of `{host}/embed/{videoId}?enablejsapi=1&…`, or takes over the iframe it is
 * given (an embed with `enablejsapi=1`, as the slider makes it), and talks to it by postMessage
 * (commands out, "listening" again once the frame has loaded; onReady, onStateChange and the
 * playhead back), then the page's `onYouTubeIframeAPIReady` is called.
 */
(() => {
  const players = new Set();
  window.addEventListener('message', (event) => {
    for (const player of players) {
      if (player.frame.contentWindow === event.source) player.receive(JSON.parse(event.data));
    }
  });

  class Player {
    constructor(element, options) {
      let frame = element;
      if (element.tagName !== 'IFRAME') {
        const vars = Object.entries(options.playerVars || {}).map(([k, v]) => [k, String(v)]);
        const query = new URLSearchParams([['enablejsapi', '1'], ...vars]);
        frame = document.createElement('iframe');
        frame.src = `${options.host || 'https://www.youtube.com'}/embed/${options.videoId}?${query}`;
        frame.width = options.width || '640';
        frame.height = options.height || '360';
        frame.title = 'YouTube video player';
        frame.allow = 'autoplay; encrypted-media; picture-in-picture';
        element.replaceWith(frame);
      }
      this.frame = frame;
      this.events = options.events || {};
      this.state = -1;
      this.time = 0;
      this.muted = false;
      players.add(this);
      // A frame that had loaded before the API came hears this; one still loading, the next.
      this.command('listening');
      frame.addEventListener('load', () => this.command('listening'));
    }

    command(func, args = []) {
      this.frame.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args }), '*');
    }

    receive(data) {
      if (data.event === 'onReady') this.events.onReady?.({ target: this });
      if (data.event === 'onStateChange') {
        this.state = data.info;
        this.events.onStateChange?.({ target: this, data: data.info });
      }
      if (data.event === 'infoDelivery') this.time = data.info.currentTime;
    }

    playVideo() {
      this.command('playVideo');
    }

    pauseVideo() {
      this.command('pauseVideo');
    }

    seekTo(seconds) {
      this.time = seconds;
      this.command('seekTo', [seconds, true]);
    }

    getCurrentTime() {
      return this.time;
    }

    getPlayerState() {
      return this.state;
    }

    mute() {
      this.muted = true;
      this.command('mute');
    }

    unMute() {
      this.muted = false;
      this.command('unMute');
    }

    isMuted() {
      return this.muted;
    }

    setVolume(volume) {
      this.command('setVolume', [volume]);
    }

    getIframe() {
      return this.frame;
    }

    destroy() {
      players.delete(this);
      this.frame.remove();
    }
  }

  window.YT = { ...window.YT, Player, loaded: 1 };
  window.onYouTubeIframeAPIReady?.();
})();
