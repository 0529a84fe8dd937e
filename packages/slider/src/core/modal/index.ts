export * from './ModalController.js';
export * from './ModalCookie.js';
export * from './ModalFragment.js';
export * from './ModalPlacement.js';
export * from './ModalSettings.js';
export * from './ModalTargets.js';
