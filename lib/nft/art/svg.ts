// Small builders for the token art. Every value written comes from numbers and constants here, never from
// free text, so nothing needs escaping. Numbers keep one decimal and go through no trigonometry, so the app
// and the server write the same bytes for the same traits whatever the JavaScript engine.

/** A number as the SVG writes it: one decimal at most. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Path data with its numbers written by `num`: d`M${x} ${y}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, text, index) => out + text + (index < values.length ? num(values[index]) : ''), '');
}

/** One element, its attributes in the order given. */
export function el(name: string, attributes: Record<string, string | number>, children = ''): string {
  let open = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) open += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  return children === '' ? `${open}/>` : `${open}>${children}</${name}>`;
}

/** A square picture on a 100-unit grid: a viewBox and no fixed size, so it scales from a list row to a wallet's page. */
export function svg(children: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${children}</svg>`;
}

/** A colour as #rrggbb from hue (any degree), saturation and lightness (percent): hex, which every rasteriser reads. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** FNV-1a over a list of numbers: a short, stable name for a set of traits. */
export function hashOf(values: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    for (const char of `${value},`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic stream of numbers in [0, 1) from a seed (mulberry32), for placing markings. */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The picture as an image URL: an <img> shows exactly these bytes, isolated from the page (its ids and styles). */
export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}
