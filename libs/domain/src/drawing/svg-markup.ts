/**
 * The few SVG-writing helpers the shaft drawing needs. The markup is built as a string because it
 * runs both in the browser and in the API (printed to PDF), where no DOM is at hand.
 */

/** Escapes the five XML specials; every text and formatted number goes through it. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * A coordinate as written into the markup: one decimal keeps the string short and deterministic,
 * and a value that went wrong upstream lands on 0 instead of printing NaN into the drawing.
 */
export function coord(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 10) / 10;
  // Below 1e21 JavaScript never prints an exponent, and the rounding removed any tiny fractions.
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Attributes = Record<string, string | number | false | undefined>;

function attributes(attrs: Attributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    out += ` ${name}="${typeof value === 'number' ? coord(value) : escapeXml(value)}"`;
  }
  return out;
}

/** An element; `children` is markup already built by these helpers (or escaped text). */
export function element(name: string, attrs: Attributes, children?: string): string {
  return children === undefined ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${children}</${name}>`;
}

export function text(attrs: Attributes, content: string): string {
  return element('text', attrs, escapeXml(content));
}

export function line(x1: number, y1: number, x2: number, y2: number, attrs: Attributes = {}): string {
  return element('line', { x1, y1, x2, y2, ...attrs });
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attributes = {}): string {
  return element('rect', { x, y, width, height, ...attrs });
}

export function points(list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([x, y]) => `${coord(x)},${coord(y)}`).join(' ');
}

/**
 * 45° hatching clipped to a rectangle, drawn as plain lines: a <pattern> would need an id, and ids
 * collide when the drawing is inserted into a page more than once.
 */
export function hatch(x: number, y: number, width: number, height: number, spacing: number, attrs: Attributes): string {
  let out = '';
  // Each line is x + y = s, running from the lower left to the upper right.
  for (let s = x + y + spacing; s < x + width + y + height; s += spacing) {
    const fromX = Math.max(x, s - (y + height));
    const toX = Math.min(x + width, s - y);
    if (toX > fromX) out += line(fromX, s - fromX, toX, s - toX, attrs);
  }
  return out;
}

/** A short stable hash, so the <title> id differs between different drawings on one page yet stays deterministic. */
export function shortHash(textToHash: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < textToHash.length; i++) {
    hash ^= textToHash.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The drawing's palette: neutral ink for the building, blue for air, orange for detection. */
export const COLOR = {
  ink: '#37474f',
  muted: '#78909c',
  hatch: '#90a4ae',
  shade: '#eceff1',
  air: '#1565c0',
  detector: '#e65100',
  warning: '#c62828',
  paper: '#ffffff',
} as const;

export const FONT = { title: 14, label: 12, small: 11 } as const;

/** A dimension's name and its figure with unit; the figure is null while the value is not entered. */
export interface DimensionLabel {
  kind: 'width' | 'depth' | 'height';
  name: string;
  figure: string | null;
}

/** Name in muted ink, then the figure alone in the element that carries data-dimension. */
function dimensionText(x: number, y: number, label: DimensionLabel, transform?: string): string {
  const figure =
    label.figure === null
      ? element('tspan', { fill: COLOR.muted }, '–')
      : element('tspan', { 'data-dimension': label.kind }, escapeXml(label.figure));
  const name = element('tspan', { fill: COLOR.muted }, `${escapeXml(label.name)} `);
  return element('text', { x, y, 'text-anchor': 'middle', 'font-size': FONT.label, fill: COLOR.ink, transform }, name + figure);
}

/** The architect's tick: a short slash across the dimension line where it meets an extension line. */
function tick(x: number, y: number): string {
  return line(x - 3, y + 3, x + 3, y - 3, { stroke: COLOR.ink, 'stroke-width': 1.2 });
}

const thin = { stroke: COLOR.muted, 'stroke-width': 0.7 };

/** A dimension above an edge from x1 to x2; the extension lines start at `edgeY`. */
export function horizontalDimension(x1: number, x2: number, y: number, edgeY: number, label: DimensionLabel): string {
  return (
    line(x1, edgeY, x1, y - 4, thin) +
    line(x2, edgeY, x2, y - 4, thin) +
    line(x1 - 4, y, x2 + 4, y, { stroke: COLOR.ink, 'stroke-width': 0.8 }) +
    tick(x1, y) +
    tick(x2, y) +
    dimensionText((x1 + x2) / 2, y - 5, label)
  );
}

/** A dimension left of an edge from y1 to y2, its text reading upwards; extension lines start at `edgeX`. */
export function verticalDimension(y1: number, y2: number, x: number, edgeX: number, label: DimensionLabel): string {
  const textX = x - 5;
  const textY = (y1 + y2) / 2;
  return (
    line(edgeX, y1, x - 4, y1, thin) +
    line(edgeX, y2, x - 4, y2, thin) +
    line(x, y1 - 4, x, y2 + 4, { stroke: COLOR.ink, 'stroke-width': 0.8 }) +
    tick(x, y1) +
    tick(x, y2) +
    dimensionText(textX, textY, label, `rotate(-90 ${coord(textX)} ${coord(textY)})`)
  );
}
