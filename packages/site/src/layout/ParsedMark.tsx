/**
 * Marks the end of the element just before it, for CSS to show that element only once the
 * parser has passed it (site.css, "Shown once parsed"). A slow network can stop the HTML
 * anywhere and the browser paints what it has; an element whose boxes depend on what follows
 * (text centred or anchored to the right, a footer pinned to the bottom) would move when the
 * rest arrives. An empty `<template>`: inert, unseen, and never in the accessibility tree.
 */
export function ParsedMark() {
  return <template className="parsed-mark" />;
}
