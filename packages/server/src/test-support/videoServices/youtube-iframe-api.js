/**
 * A stand-in for https://www.youtube.com/iframe_api in the browser tests (the real one cannot
 * be reached here), with its manners on the network: it loads the player code from
 * www.youtube.com/s/player/{build}/… with the nonce of the script that loaded it, as the
 * real script does, so the page's Content-Security-Policy is asked exactly what YouTube asks.
 */
(() => {
  const scriptUrl =
    'https://www.youtube.com/s/player/0test000/www-widgetapi.vflset/www-widgetapi.js';
  if (!window.YT) window.YT = { loading: 0, loaded: 0 };
  if (window.YT.loading) return;
  window.YT.loading = 1;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  const nonce = document.currentScript?.nonce || document.currentScript?.getAttribute('nonce');
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.append(script);
})();
