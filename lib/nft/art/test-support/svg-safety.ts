// What any consumer of the token art (a wallet, an explorer, an <img>, inline markup) can take without risk,
// checked on the parsed XML against allowlists. Needs a DOM's strict XML parser (jsdom in jest).

const ELEMENTS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'clipPath', 'radialGradient', 'stop']);
const ATTRIBUTES = new Set([
  'viewBox',
  'id',
  'transform',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'offset',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'clip-path',
  'stop-color',
  'stop-opacity',
]);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
const LOCAL_REFERENCE = /^url\(#([A-Za-z][\w-]*)\)$/;

/** Every rule the SVG breaks; empty when it is safe. Ids must start with `idPrefix` when one is given. */
export function svgSafetyProblems(markup: string, idPrefix?: string): string[] {
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg') return ['not well-formed SVG'];
  const problems: string[] = document.doctype ? ['a doctype'] : [];
  if (root.namespaceURI !== SVG_NAMESPACE) problems.push('root outside the SVG namespace');
  if (!/^0 0 \d+ \d+$/.test(root.getAttribute('viewBox') ?? '')) problems.push('no viewBox');

  const ids = new Set<string>();
  const references: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!ELEMENTS.has(element.localName) || element.namespaceURI !== SVG_NAMESPACE) problems.push(`element ${element.localName}`);
    for (const attribute of element.attributes) {
      const { name, value } = attribute;
      const declaration = name === 'xmlns' && attribute.namespaceURI === XMLNS_NAMESPACE && value === SVG_NAMESPACE;
      if (!declaration && (!ATTRIBUTES.has(name) || attribute.namespaceURI !== null))
        problems.push(`attribute ${name} on ${element.localName}`);
      if (name === 'id') {
        if (ids.has(value)) problems.push(`id ${value} twice`);
        if (idPrefix !== undefined && !value.startsWith(idPrefix)) problems.push(`id ${value} without the prefix ${idPrefix}`);
        ids.add(value);
      }
      if (value.includes('url(')) {
        const local = LOCAL_REFERENCE.exec(value);
        if (local) references.push(local[1]);
        else problems.push(`reference ${value}`);
      }
      if (/[:\\]/.test(value) && !declaration) problems.push(`${name}="${value}"`);
    }
    for (const node of element.childNodes) {
      if (node.nodeType === node.TEXT_NODE && node.textContent?.trim()) problems.push(`text in ${element.localName}`);
      if (node.nodeType === node.CDATA_SECTION_NODE || node.nodeType === node.PROCESSING_INSTRUCTION_NODE)
        problems.push('CDATA or instruction');
    }
  }
  for (const reference of references) if (!ids.has(reference)) problems.push(`reference to a missing #${reference}`);
  return problems;
}
