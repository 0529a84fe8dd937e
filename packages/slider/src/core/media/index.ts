/** Media players (spec 3.4, 4.3): see README, "Media". */
export * from './Autoplay.js';
export * from './createPlayer.js';
export * from './HeroMediaFocus.js';
export * from './Html5Player.js';
export * from './MediaActions.js';
export * from './MediaCheck.js';
export * from './MediaCommands.js';
export * from './MediaController.js';
export * from './MediaFocus.js';
export * from './MediaOptions.js';
export * from './MediaPlayer.js';
export * from './MediaPolicy.js';
export * from './MediaScripts.js';
export * from './ScriptLoader.js';
export * from './ServiceSources.js';
export * from './VimeoPlayer.js';
export * from './YouTubePlayer.js';
