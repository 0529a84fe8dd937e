/**
 * Chrome's autoplay policy, for a page in headless Chromium, which never blocks autoplay (its
 * `--autoplay-policy` switch has no effect there, and Playwright's navigation already counts as
 * a user activation). Installed as an init script, it makes every media element of the page
 * behave as Chrome does for a document the reader has not interacted with: `play()` with sound
 * is refused with a "NotAllowedError", a muted `play()` is allowed, and once the reader presses
 * a pointer or a key (a trusted event), everything plays. `window.__refusedPlays` counts the
 * refusals; `window.__plays` lists every `play()`: when (performance.now), for which element
 * (a service stand-in's name, else its layer id), muted or not, refused or not.
 */
export const AUTOPLAY_POLICY_SCRIPT = `(() => {
  let interacted = false;
  const note = (event) => {
    if (event.isTrusted) interacted = true;
  };
  window.addEventListener('pointerdown', note, true);
  window.addEventListener('keydown', note, true);
  window.__refusedPlays = 0;
  window.__plays = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    const refused = !this.muted && this.volume > 0 && !interacted;
    const layer = this.closest('[data-sr-layer]');
    window.__plays.push({
      at: performance.now(),
      who: this.dataset.standIn || (layer ? layer.dataset.srLayer : 'background'),
      muted: this.muted,
      refused,
    });
    if (refused) {
      window.__refusedPlays += 1;
      return Promise.reject(new DOMException(
        "play() failed because the user didn't interact with the document first.",
        'NotAllowedError',
      ));
    }
    return play.call(this);
  };
})();`;
