/**
 * The media feature's rules, installed once per page when the feature loads (a constructed
 * stylesheet, which a strict Content-Security-Policy allows), so `slider.css` carries nothing
 * for modules without media. `--sr7-ratio` is the video's width / height: with `cover`, a
 * service's iframe is scaled to cover its box (container units of the box) and cropped. The
 * engine puts the service's iframe in the frame box itself (or, with a stand-in API, whatever
 * replaces it): it fills the box. A media that cannot play without a poster shows a message
 * on a dark box of its size.
 */
export const MEDIA_CSS = `
.sr7-media{position:relative;width:100%;height:100%;overflow:hidden}
.sr7-media>video{display:block;width:100%;height:100%}
.sr7-media>audio{display:block;width:100%}
.sr7-media-frame{position:absolute;left:50%;top:50%;width:100%;height:100%;translate:-50% -50%}
.sr7-media-frame.sr7-cover{width:max(100cqw,100cqh * var(--sr7-ratio));height:max(100cqh,100cqw / var(--sr7-ratio))}
.sr7-media-frame>*,.sr7-media-frame iframe{display:block;width:100%;height:100%;border:0}
.sr7-media-poster{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;pointer-events:none}
.sr7-media[data-player-hidden] .sr7-media-frame{visibility:hidden}
.sr7-media-failed{position:absolute;inset:0;display:grid;place-content:center;gap:.5em;padding:1em;background:#1a1a1a;color:#fff;font:14px/1.4 sans-serif;text-align:center;text-transform:none;letter-spacing:normal}
.sr7-media-failed p{margin:0}
.sr7-media-failed a{color:inherit;text-decoration:underline}
.sr7-media-xl{position:absolute;left:50%;top:50%;translate:-50% -50%;width:72px;height:72px;padding:0;border:2px solid #fff;border-radius:50%;background:rgba(0,0,0,.6);color:#fff;cursor:pointer;display:grid;place-items:center}
.sr7-media-xl:focus-visible{outline:3px solid #fff;outline-offset:3px}
.sr7-media-xl svg{width:32px;height:32px;fill:currentColor}
.sr7-media-audio .sr7-media-xl{position:relative;left:auto;top:auto;translate:none;margin:8px auto 0}
`;
