/**
 * Hostile markup for the hostile-input e2e. Had any payload run, it would leave a trace the test looks for:
 * a dialog (`alert`), a request under XSS_BEACON_PATH, the global XSS_GLOBAL, or an element with the id
 * XSS_MARKER_ID. Payloads that load something instead of running script point at the beacon too.
 */

export const XSS_BEACON_PATH = '/xss-beacon/';
export const XSS_GLOBAL = '__xss';
export const XSS_MARKER_ID = 'xss-marker';

export interface XssPayload {
  /** What the payload tries, for a failure message. */
  name: string;
  markup: string;
}

/** Script that leaves every trace at once, written with single quotes only (it sits in double-quoted attributes). */
function run(id: number): string {
  return `window.${XSS_GLOBAL}=${id};alert(${id});fetch('${XSS_BEACON_PATH}${id}')`;
}

function beacon(id: number): string {
  return `${XSS_BEACON_PATH}${id}`;
}

/** A marker element added by script, for payloads whose script runs in a context with no fetch. */
function addMarker(): string {
  return `document.body.appendChild(Object.assign(document.createElement('b'),{id:'${XSS_MARKER_ID}'}))`;
}

type Template = [name: string, build: (id: number) => string];

const TEMPLATES: Template[] = [
  ['script element', (id) => `<script>${run(id)}</script>`],
  ['external script', (id) => `<script src="${beacon(id)}"></script>`],
  ['img onerror', (id) => `<img src=x onerror="${run(id)}">`],
  ['img onerror, unquoted', (id) => `<img src=x onerror=alert(${id})>`],
  ['img, slashes for spaces', (id) => `<img/src/onerror="${run(id)}">`],
  ['mixed-case tag and handler', (id) => `<IMG SRC=# oNeRrOr="${run(id)}">`],
  ['entity-encoded handler', (id) => `<img src=x onerror="&#x61;lert(${id});${addMarker()}">`],
  ['svg onload', (id) => `<svg onload="${run(id)}"></svg>`],
  ['svg onload, short form', (id) => `<svg/onload=alert(${id})>`],
  ['script inside svg', (id) => `<svg><script>${run(id)}</script></svg>`],
  ['svg animate onbegin', (id) => `<svg><animate onbegin="${run(id)}" attributeName="x" dur="1s"></animate></svg>`],
  ['svg set of a handler', (id) => `<svg><set attributeName="onmouseover" to="${run(id)}"></set></svg>`],
  ['svg link to javascript:', (id) => `<svg><a xlink:href="javascript:${run(id)}"><text x="20" y="20">svg link</text></a></svg>`],
  ['svg foreignObject iframe', (id) => `<svg><foreignObject><iframe srcdoc="<script>${run(id)}</script>"></iframe></foreignObject></svg>`],
  ['body onload', (id) => `<body onload="${run(id)}">`],
  ['frameset onload', (id) => `<frameset onload="${run(id)}"></frameset>`],
  ['details ontoggle', (id) => `<details open ontoggle="${run(id)}"><summary>details</summary></details>`],
  ['video source onerror', (id) => `<video><source onerror="${run(id)}"></video>`],
  ['audio onerror', (id) => `<audio src=x onerror="${run(id)}"></audio>`],
  ['input autofocus onfocus', (id) => `<input autofocus onfocus="${run(id)}">`],
  ['select autofocus onfocus', (id) => `<select autofocus onfocus="${run(id)}"></select>`],
  ['textarea autofocus onfocus', (id) => `<textarea autofocus onfocus="${run(id)}"></textarea>`],
  ['marquee onstart', (id) => `<marquee onstart="${run(id)}">marquee</marquee>`],
  ['full-page pointer handler', (id) => `<p onpointerover="${run(id)}" onmouseover="${run(id)}">hover over this paragraph</p>`],
  ['click handler', (id) => `<p onclick="${run(id)}">click this paragraph</p>`],
  ['javascript: link', (id) => `<a href="javascript:${run(id)}">javascript link</a>`],
  ['mixed-case javascript: link', (id) => `<a href="JaVaScRiPt:${run(id)}">mixed-case link</a>`],
  ['entity-encoded javascript: link', (id) => `<a href="&#106;avascript:alert(${id})">encoded link</a>`],
  ['tab inside javascript: link', (id) => `<a href="java&#x09;script:alert(${id})">tab link</a>`],
  ['data: HTML link', (id) => `<a href="data:text/html,<script>${run(id)}</script>">data link</a>`],
  ['vbscript: link', (id) => `<a href="vbscript:msgbox(${id})">vbscript link</a>`],
  ['iframe javascript: src', (id) => `<iframe src="javascript:${run(id)}"></iframe>`],
  ['iframe srcdoc', (id) => `<iframe srcdoc="<script>${run(id)}</script>"></iframe>`],
  ['iframe data: src', (id) => `<iframe src="data:text/html,<script>${run(id)}</script>"></iframe>`],
  ['iframe loading a page', (id) => `<iframe src="${beacon(id)}"></iframe>`],
  ['object javascript: data', (id) => `<object data="javascript:${run(id)}"></object>`],
  ['object loading a page', (id) => `<object data="${beacon(id)}"></object>`],
  ['embed', (id) => `<embed src="${beacon(id)}">`],
  ['form action javascript:', (id) => `<form action="javascript:${run(id)}"><button>send</button></form>`],
  ['button formaction', (id) => `<button formaction="javascript:${run(id)}">go</button>`],
  ['meta refresh to javascript:', (id) => `<meta http-equiv="refresh" content="0;url=javascript:${run(id)}">`],
  ['meta refresh to a page', (id) => `<meta http-equiv="refresh" content="0;url=${beacon(id)}">`],
  ['base href hijack', (id) => `<base href="javascript:alert(${id})//">`],
  ['link stylesheet', (id) => `<link rel="stylesheet" href="${beacon(id)}">`],
  ['style element with @import', (id) => `<style>@import '${beacon(id)}';</style>`],
  ['style element background', (id) => `<style>body{background:url('${beacon(id)}')}</style>`],
  ['style attribute background', (id) => `<div style="background-image:url('${beacon(id)}')">styled block</div>`],
  ['style attribute overlay', () => `<div style="position:fixed;inset:0;z-index:99999;background:red">overlay</div>`],
  ['css expression', (id) => `<div style="width:expression(${run(id)})">expression</div>`],
  ['img srcset', (id) => `<img srcset="${beacon(id)} 1x" alt="srcset">`],
  ['table background', (id) => `<table background="${beacon(id)}"><tr><td>cell</td></tr></table>`],
  ['template content', (id) => `<template><script>${run(id)}</script></template>`],
  ['noscript attribute breakout', (id) => `<noscript><p title="</noscript><img src=x onerror=alert(${id})>"></p></noscript>`],
  ['math mglyph mutation', (id) => `<math><mtext><table><mglyph><style><img src=x onerror="${run(id)}">`],
  ['comment breakout', (id) => `<!--<img src="--><img src=x onerror="${run(id)}">`],
  ['CDATA breakout', (id) => `<![CDATA[<script>${run(id)}</script>]]>`],
  ['script comment breakout', (id) => `<script>/*</script><img src=x onerror="${run(id)}">*/`],
  ['attribute breakout', (id) => `"><script>${run(id)}</script>`],
  ['single-quote attribute breakout', (id) => `'><img src=x onerror="${run(id)}">`],
  ['title breakout', (id) => `</title><script>${run(id)}</script>`],
  ['textarea breakout', (id) => `</textarea><script>${run(id)}</script>`],
  ['marker element (DOM clobbering)', () => `<b id="${XSS_MARKER_ID}">marker</b>`],
  ['named form clobbering', () => `<form id="${XSS_MARKER_ID}" name="${XSS_MARKER_ID}"><input name="attributes"></form>`],
  ['template injection, moustache', (id) => `{{constructor.constructor("alert(${id})")()}}`],
  ['template injection, template literal', (id) => `\${alert(${id})}`],
  ['template injection, erb', (id) => `<%= alert(${id}) %>`],
];

/** Every payload, each with its own beacon number so a trace names the payload that left it. */
export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map(([name, build], index) => ({ name, markup: build(index + 1) }));

/** Short payloads for fields with a small limit (nicknames: 32 characters). */
export const SHORT_XSS_PAYLOADS: readonly string[] = [
  '<svg/onload=alert(1)>',
  '<img src=x onerror=alert(2)>',
  '"><script>alert(3)</script>',
  `<b id="${XSS_MARKER_ID}">x</b>`,
  'javascript:alert(5)',
  '${alert(6)}',
  '{{constructor.constructor`7`}}',
  "'><svg onload=alert(8)>",
];
