/**
 * The lift shaft drawn as an SVG string: the plan to scale on the left, the schematic section on
 * the right. Pure and DOM-free, so the browser inserts it as inline markup and the API prints it
 * into the PDF through the same HTML.
 *
 * Markup contract other code relies on: `data-part` on the groups (plan, section, flap,
 * machine-room, detectors with `data-kind`), `data-detector` on each point detector, `data-door`
 * on each door mark, and `data-dimension` on the elements holding a figure with its unit.
 */
import { sectionView } from './shaft-section.js';
import { COLOR, element, escapeXml, FONT, hatch, horizontalDimension, rect, shortHash, text, verticalDimension } from './svg-markup.js';

export interface ShaftDrawingInput {
  /** mm; null when not yet entered (draw a placeholder shaft without the figure). */
  shaftHeight: number | null;
  shaftWidth: number | null;
  shaftDepth: number | null;
  /** Landing doors: one per stop, drawn on the section as small door marks at storey spacing. */
  stops: number;
  machineRoom: 'up' | 'down' | 'no';
  /** The smoke detection in effect, null when none chosen yet. */
  smokeDetection: 'NONE' | 'POINTDETECTOR' | 'SDLF1' | 'RAS' | null;
  /** Number of point detectors (the rules give one per 12 000 mm of shaft height, at least 1). */
  pointDetectors: number;
  /** The flap at the head: its size text as "360x360" (may be null) and free area in mm² (may be null); null when no flap is chosen. */
  flap: { size: string | null; ventilationArea: number | null } | null;
  /** The free area the rules require at the head, mm² (null when unknown). */
  requiredArea: number | null;
}

export interface ShaftDrawingTexts {
  /** Goes into the drawing's <title>. */
  title: string;
  plan: string;
  section: string;
  width: string;
  depth: string;
  height: string;
  pit: string;
  head: string;
  machineRoom: string;
  flap: string;
  requiredArea: string;
  pointDetector: string;
  lineDetector: string;
  aspiratingDetector: string;
  door: string;
}

/** Formats a number in the screen's language (the caller passes e.g. "1.234,5" style). */
export type FormatNumber = (value: number) => string;

export const VIEW_BOX = { width: 640, height: 420 } as const;

/** The box the plan's shaft is fitted into, keeping its aspect ratio. */
const PLAN_BOX = { x: 50, y: 70, width: 190, height: 180 } as const;
const PLAN_WALL = 6;
/** A shaft of unknown size is shown as this square, outlined dashed. */
const PLACEHOLDER_SIDE = 150;
const PLAN_TEXT = { x: 20, y: 292, lineHeight: 22 } as const;

export function shaftDrawing(input: ShaftDrawingInput, texts: ShaftDrawingTexts, formatNumber: FormatNumber): string {
  const shaft = sanitized(input);
  const flapTooSmall =
    shaft.flap !== null &&
    shaft.flap.ventilationArea !== null &&
    shaft.requiredArea !== null &&
    shaft.flap.ventilationArea < shaft.requiredArea;
  const body = planView(shaft, texts, formatNumber, flapTooSmall) + sectionView(shaft, texts, formatNumber, { flapTooSmall });
  const titleId = `shaft-drawing-${shortHash(texts.title + body)}`;
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}`,
      width: '100%',
      role: 'img',
      'aria-labelledby': titleId,
      'font-family': 'sans-serif',
    },
    element('title', { id: titleId }, escapeXml(texts.title)) + body,
  );
}

/**
 * The input as the drawing can use it: a non-positive or non-finite size counts as not entered,
 * counts become whole and non-negative, so no bad value reaches a coordinate.
 */
function sanitized(input: ShaftDrawingInput): ShaftDrawingInput {
  const size = (value: number | null) => (value !== null && Number.isFinite(value) && value > 0 ? value : null);
  const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
  return {
    ...input,
    shaftHeight: size(input.shaftHeight),
    shaftWidth: size(input.shaftWidth),
    shaftDepth: size(input.shaftDepth),
    stops: count(input.stops),
    pointDetectors: count(input.pointDetectors),
    requiredArea: size(input.requiredArea),
    flap: input.flap === null ? null : { size: input.flap.size, ventilationArea: size(input.flap.ventilationArea) },
  };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The shaft's inside in plan, to scale and centred in its box; a square when a side is unknown. */
export function planRectangle(shaftWidth: number | null, shaftDepth: number | null): Box {
  const [width, height] =
    shaftWidth === null || shaftDepth === null ? [PLACEHOLDER_SIDE, PLACEHOLDER_SIDE] : scaledToFit(shaftWidth, shaftDepth);
  return { x: PLAN_BOX.x + (PLAN_BOX.width - width) / 2, y: PLAN_BOX.y + (PLAN_BOX.height - height) / 2, width, height };
}

function scaledToFit(width: number, depth: number): [number, number] {
  const scale = Math.min(PLAN_BOX.width / width, PLAN_BOX.height / depth);
  // A hairline would vanish behind the walls' stroke; keep at least a sliver open.
  return [Math.max(1, width * scale), Math.max(1, depth * scale)];
}

function planView(shaft: ShaftDrawingInput, texts: ShaftDrawingTexts, formatNumber: FormatNumber, flapTooSmall: boolean): string {
  const inside = planRectangle(shaft.shaftWidth, shaft.shaftDepth);
  const known = shaft.shaftWidth !== null && shaft.shaftDepth !== null;
  const millimetres = (value: number | null) => (value === null ? null : `${formatNumber(value)} mm`);
  const outer = {
    x: inside.x - PLAN_WALL,
    y: inside.y - PLAN_WALL,
    width: inside.width + 2 * PLAN_WALL,
    height: inside.height + 2 * PLAN_WALL,
  };
  return element(
    'g',
    { 'data-part': 'plan' },
    [
      text({ x: PLAN_TEXT.x, y: 24, 'font-size': FONT.title, 'font-weight': 'bold', fill: COLOR.ink }, texts.plan),
      rect(outer.x, outer.y, outer.width, outer.height, { fill: COLOR.paper, stroke: COLOR.ink, 'stroke-width': 1 }),
      hatch(outer.x, outer.y, outer.width, outer.height, 4, { stroke: COLOR.hatch, 'stroke-width': 0.6 }),
      element('rect', {
        'data-part': 'plan-shaft',
        x: inside.x,
        y: inside.y,
        width: inside.width,
        height: inside.height,
        fill: COLOR.paper,
        stroke: known ? COLOR.ink : COLOR.muted,
        'stroke-width': 1.2,
        'stroke-dasharray': known ? undefined : '5 3',
      }),
      horizontalDimension(inside.x, inside.x + inside.width, outer.y - 14, outer.y - 3, {
        kind: 'width',
        name: texts.width,
        figure: millimetres(shaft.shaftWidth),
      }),
      verticalDimension(inside.y, inside.y + inside.height, outer.x - 14, outer.x - 3, {
        kind: 'depth',
        name: texts.depth,
        figure: millimetres(shaft.shaftDepth),
      }),
      areaTexts(shaft, texts, formatNumber, flapTooSmall),
    ].join(''),
  );
}

/** The required free area at the head, and the chosen flap's, in warning colour when it falls short. */
function areaTexts(shaft: ShaftDrawingInput, texts: ShaftDrawingTexts, formatNumber: FormatNumber, flapTooSmall: boolean): string {
  const area = (value: number | null, kind: string) =>
    value === null
      ? element('tspan', { fill: COLOR.muted }, '–')
      : element('tspan', { 'data-dimension': kind, 'font-weight': 'bold' }, escapeXml(`${formatNumber(value)} mm²`));
  const line = (y: number, fill: string, name: string, value: string, warning = false) =>
    element(
      'text',
      { x: PLAN_TEXT.x, y, 'font-size': FONT.label, fill, 'data-warning': warning ? 'true' : undefined },
      `${escapeXml(name)}: ${value}`,
    );
  const required = line(PLAN_TEXT.y, COLOR.ink, texts.requiredArea, area(shaft.requiredArea, 'required-area'));
  if (shaft.flap === null) return required;
  const flapName = shaft.flap.size === null ? texts.flap : `${texts.flap} ${shaft.flap.size}`;
  return (
    required +
    line(
      PLAN_TEXT.y + PLAN_TEXT.lineHeight,
      flapTooSmall ? COLOR.warning : COLOR.air,
      flapName,
      area(shaft.flap.ventilationArea, 'flap-area'),
      flapTooSmall,
    )
  );
}
