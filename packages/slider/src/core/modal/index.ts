export * from './ModalController.js';
export * from './ModalCookie.js';
export * from './ModalFragment.js';
export * from './ModalSettings.js';
