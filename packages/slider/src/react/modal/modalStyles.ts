/**
 * The modal's stylesheet, installed with the modal (a constructed stylesheet, which the site's
 * Content-Security-Policy allows): the dialog fills the window above everything, the browser's
 * own backdrop is replaced by the module's cover (`bg`), and the close button has the
 * controls' look and focus ring. Placement and colours that vary are inline styles.
 */
export const MODAL_CSS = `
.sr7-modal {
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: auto;
}
.sr7-modal::backdrop { background: transparent; }
.sr7-modal[data-page-scroll="false"] { overscroll-behavior: contain; }
.sr7-modal-cover { position: fixed; inset: 0; }
.sr7-modal-place {
  position: relative;
  display: flex;
  box-sizing: border-box;
  min-height: 100%;
  padding: 16px;
}
.sr7-modal-content { position: relative; flex: 0 1 auto; max-width: 100%; }
.sr7-modal-close {
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 40;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid #fff;
  border-radius: 50%;
  background: #111936;
  color: #fff;
  cursor: pointer;
}
.sr7-modal-close:hover { background: #1b883f; }
.sr7-modal-close:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
`;
