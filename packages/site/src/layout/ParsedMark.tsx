/**
 * Marks the end of the element just before it, for CSS to show that element only once the
 * parser has passed it (site.css, "Shown once parsed"). A slow network can stop the HTML
 * anywhere and the browser paints what it has; an element whose boxes depend on what follows
 * (text centred or anchored to the right, a footer pinned to the bottom) would move when the
 * rest arrives. An empty hidden `<span>`: no box, never in the accessibility tree. Not a
 * `<template>`: Chromium 150 does not match `:has()` again when the parser inserts one after a
 * pause in the HTML, so the parts it marks stayed hidden for good on a slow network.
 */
export function ParsedMark() {
  return <span className="parsed-mark" hidden />;
}
