/**
 * The section (right half): the shaft as a tall schematic rectangle. Its height is not to scale,
 * so a 120 m shaft fits the same box as a 6 m one; the height dimension carries the real figure,
 * and only the point detectors are placed by the real height, because their spacing is the rule.
 */
import type { FormatNumber, ShaftDrawingInput, ShaftDrawingTexts } from './shaft-drawing.js';
import { COLOR, element, FONT, hatch, line, points, rect, text, verticalDimension } from './svg-markup.js';

/** Inner faces of the shaft; the walls, ceiling and floor slab lie outside them. */
const SHAFT = { left: 400, right: 490, top: 100, bottom: 392 } as const;
const WALL = 6;
const HEAD_BOTTOM = 136;
const PIT_TOP = 362;
const DIMENSION_X = 282;
/** Labels left of the shaft end here; labels right of it start here. */
const LEFT_LABEL_X = 386;
const RIGHT_LABEL_X = 504;
const FLAP = { x: 420, width: 36, height: 8 } as const;
const FLAP_CENTER_X = FLAP.x + FLAP.width / 2;
/** Detectors hang near the wall opposite the doors, clear of the flap. */
const DETECTOR_X = 474;
const DETECTOR_LABEL_Y = 134;
const FIRST_DETECTOR_Y = SHAFT.top + 12;
const LOWEST_DETECTOR_Y = PIT_TOP - 8;
/** The rules' spacing of point detectors down the shaft. */
const DETECTOR_SPACING_MM = 12_000;
/** More marks than this would merge into a bar; the label still gives the true count. */
export const MAX_DOOR_MARKS = 40;
export const MAX_POINT_DETECTORS = 40;

export interface SectionOptions {
  /** The flap's free area is below the required one. */
  flapTooSmall: boolean;
}

export function sectionView(
  input: ShaftDrawingInput,
  texts: ShaftDrawingTexts,
  formatNumber: FormatNumber,
  options: SectionOptions,
): string {
  const height = input.shaftHeight === null ? null : `${formatNumber(input.shaftHeight)} mm`;
  return element(
    'g',
    { 'data-part': 'section' },
    [
      text({ x: DIMENSION_X, y: 24, 'font-size': FONT.title, 'font-weight': 'bold', fill: COLOR.ink }, texts.section),
      machineRoom(input.machineRoom, texts.machineRoom),
      shaftBody(input.shaftHeight !== null),
      zoneLabels(texts),
      doors(input.stops, texts.door, formatNumber),
      input.flap === null ? '' : flap(input.flap.size, texts.flap, options.flapTooSmall, input.machineRoom !== 'up'),
      detectors(input, texts, formatNumber),
      verticalDimension(SHAFT.top, SHAFT.bottom, DIMENSION_X, SHAFT.left - WALL - 4, {
        kind: 'height',
        name: texts.height,
        figure: height,
      }),
    ].join(''),
  );
}

function shaftBody(heightKnown: boolean): string {
  const outerWidth = SHAFT.right - SHAFT.left + 2 * WALL;
  const outerHeight = SHAFT.bottom - SHAFT.top + 2 * WALL;
  const outline = {
    fill: 'none',
    stroke: heightKnown ? COLOR.ink : COLOR.muted,
    'stroke-width': 1.2,
    'stroke-dasharray': heightKnown ? undefined : '5 3',
  };
  return (
    rect(SHAFT.left - WALL, SHAFT.top - WALL, outerWidth, outerHeight, { fill: COLOR.paper, stroke: COLOR.ink, 'stroke-width': 1 }) +
    hatch(SHAFT.left - WALL, SHAFT.top - WALL, outerWidth, outerHeight, 4, { stroke: COLOR.hatch, 'stroke-width': 0.6 }) +
    rect(SHAFT.left, SHAFT.top, SHAFT.right - SHAFT.left, SHAFT.bottom - SHAFT.top, { fill: COLOR.paper }) +
    rect(SHAFT.left, SHAFT.top, SHAFT.right - SHAFT.left, HEAD_BOTTOM - SHAFT.top, { fill: COLOR.shade }) +
    line(SHAFT.left, HEAD_BOTTOM, SHAFT.right, HEAD_BOTTOM, { stroke: COLOR.muted, 'stroke-width': 0.8, 'stroke-dasharray': '4 3' }) +
    rect(SHAFT.left, PIT_TOP, SHAFT.right - SHAFT.left, SHAFT.bottom - PIT_TOP, { fill: COLOR.shade }) +
    hatch(SHAFT.left, PIT_TOP, SHAFT.right - SHAFT.left, SHAFT.bottom - PIT_TOP, 7, { stroke: COLOR.hatch, 'stroke-width': 0.6 }) +
    line(SHAFT.left, PIT_TOP, SHAFT.right, PIT_TOP, { stroke: COLOR.muted, 'stroke-width': 0.8, 'stroke-dasharray': '4 3' }) +
    element('rect', {
      'data-part': 'shaft-outline',
      x: SHAFT.left,
      y: SHAFT.top,
      width: SHAFT.right - SHAFT.left,
      height: SHAFT.bottom - SHAFT.top,
      ...outline,
    })
  );
}

function zoneLabels(texts: ShaftDrawingTexts): string {
  const label = { x: LEFT_LABEL_X, 'text-anchor': 'end', 'font-size': FONT.small, fill: COLOR.ink };
  return (
    text({ ...label, y: (SHAFT.top + HEAD_BOTTOM) / 2 + 4 }, texts.head) +
    text({ ...label, y: (PIT_TOP + SHAFT.bottom) / 2 + 4 }, texts.pit)
  );
}

/** One mark per stop, the lowest at the pit's top, evenly spaced up to the head. */
function doors(stops: number, doorLabel: string, formatNumber: FormatNumber): string {
  if (stops === 0) return '';
  const marks = Math.min(stops, MAX_DOOR_MARKS);
  const storey = (PIT_TOP - HEAD_BOTTOM) / marks;
  const doorHeight = Math.min(18, storey * 0.6);
  let out = '';
  for (let i = 0; i < marks; i++) {
    const floor = PIT_TOP - i * storey;
    out += rect(SHAFT.left - WALL - 1, floor - doorHeight, WALL + 2, doorHeight, {
      'data-door': i + 1,
      fill: COLOR.paper,
      stroke: COLOR.ink,
      'stroke-width': 0.8,
    });
  }
  const labelY = (PIT_TOP + HEAD_BOTTOM) / 2;
  const label = { x: LEFT_LABEL_X, 'text-anchor': 'end', 'font-size': FONT.small, fill: COLOR.ink };
  return out + text({ ...label, y: labelY - 2 }, `${formatNumber(stops)} ×`) + text({ ...label, y: labelY + 11 }, doorLabel);
}

/** A louvre in the ceiling slab, and the air leaving through it when nothing stands above. */
function flap(size: string | null, flapLabel: string, tooSmall: boolean, showOutflow: boolean): string {
  const y = SHAFT.top - FLAP.height;
  const blue = { stroke: COLOR.air, 'stroke-width': 1.2 };
  let louvre = rect(FLAP.x, y, FLAP.width, FLAP.height, { fill: COLOR.paper, ...blue });
  for (let x = FLAP.x + 6; x < FLAP.x + FLAP.width; x += 6) louvre += line(x - 3, y + FLAP.height, x + 3, y, blue);
  const outflow = showOutflow
    ? line(FLAP_CENTER_X, y - 4, FLAP_CENTER_X, y - 26, { ...blue, 'stroke-width': 1.5 }) +
      element('polygon', {
        points: points([
          [FLAP_CENTER_X - 4, y - 24],
          [FLAP_CENTER_X + 4, y - 24],
          [FLAP_CENTER_X, y - 32],
        ]),
        fill: COLOR.air,
      })
    : '';
  const label = text(
    { x: RIGHT_LABEL_X, y: SHAFT.top + 4, 'font-size': FONT.label, fill: tooSmall ? COLOR.warning : COLOR.air },
    size === null ? flapLabel : `${flapLabel} ${size}`,
  );
  return element('g', { 'data-part': 'flap' }, louvre + outflow + label);
}

/** `up` sits on the shaft's ceiling; `down` stands beside the shaft at its lowest level. */
function machineRoom(kind: ShaftDrawingInput['machineRoom'], label: string): string {
  if (kind === 'no') return '';
  const box =
    kind === 'up'
      ? { x: SHAFT.left - WALL, y: 46, width: SHAFT.right - SHAFT.left + 2 * WALL, height: SHAFT.top - WALL - 46 }
      : { x: SHAFT.right + WALL, y: 336, width: 104, height: SHAFT.bottom + WALL - 336 };
  return element(
    'g',
    { 'data-part': 'machine-room' },
    rect(box.x, box.y, box.width, box.height, { fill: COLOR.shade, stroke: COLOR.ink, 'stroke-width': 1.2 }) +
      text(
        { x: box.x + box.width / 2, y: box.y + box.height / 2 + 4, 'text-anchor': 'middle', 'font-size': FONT.small, fill: COLOR.ink },
        label,
      ),
  );
}

function detectors(input: ShaftDrawingInput, texts: ShaftDrawingTexts, formatNumber: FormatNumber): string {
  const kind = input.smokeDetection;
  if (kind === null || kind === 'NONE') return '';
  const drawing =
    kind === 'POINTDETECTOR'
      ? pointDetectors(input.pointDetectors, input.shaftHeight, `${formatNumber(input.pointDetectors)} × ${texts.pointDetector}`)
      : kind === 'SDLF1'
        ? lineDetector(texts.lineDetector)
        : aspiratingPipe(texts.aspiratingDetector);
  return element('g', { 'data-part': 'detectors', 'data-kind': kind }, drawing);
}

const orange = { stroke: COLOR.detector, 'stroke-width': 1.5 };

/** A label right of the shaft, with a leader from the symbol at (fromX, fromY). */
function detectorLabel(content: string, fromX: number, fromY: number): string {
  return (
    line(fromX, fromY, RIGHT_LABEL_X - 3, DETECTOR_LABEL_Y - 4, { stroke: COLOR.detector, 'stroke-width': 0.7 }) +
    text({ x: RIGHT_LABEL_X, y: DETECTOR_LABEL_Y, 'font-size': FONT.label, fill: COLOR.detector }, content)
  );
}

/**
 * Heights (y) of the point detectors: the first under the head's ceiling, then one every 12 m
 * down, mapped by the real height. Without a height, or with more detectors than the spacing
 * allows, they share the shaft evenly.
 */
export function pointDetectorYs(count: number, shaftHeight: number | null): number[] {
  const span = LOWEST_DETECTOR_Y - FIRST_DETECTOR_Y;
  const bySpacing = shaftHeight !== null && (count - 1) * DETECTOR_SPACING_MM < shaftHeight;
  return Array.from(
    { length: count },
    (_, i) => FIRST_DETECTOR_Y + (bySpacing ? (i * DETECTOR_SPACING_MM) / shaftHeight : i / count) * span,
  );
}

function pointDetectors(count: number, shaftHeight: number | null, label: string): string {
  const ys = pointDetectorYs(Math.min(count, MAX_POINT_DETECTORS), shaftHeight);
  const symbols = ys
    .map(
      (cy, i) =>
        element('circle', { 'data-detector': i + 1, cx: DETECTOR_X, cy, r: 5, fill: COLOR.paper, ...orange }) +
        element('circle', { cx: DETECTOR_X, cy, r: 1.6, fill: COLOR.detector }),
    )
    .join('');
  const first = ys[0];
  return (
    symbols +
    (first === undefined
      ? text({ x: RIGHT_LABEL_X, y: DETECTOR_LABEL_Y, 'font-size': FONT.label, fill: COLOR.detector }, label)
      : detectorLabel(label, DETECTOR_X + 5, first + 3))
  );
}

/** Transmitter under the head, the dashed beam down the shaft, the reflector above the pit. */
function lineDetector(label: string): string {
  return (
    rect(DETECTOR_X - 6, FIRST_DETECTOR_Y - 6, 12, 9, { fill: COLOR.paper, ...orange }) +
    line(DETECTOR_X, FIRST_DETECTOR_Y + 3, DETECTOR_X, LOWEST_DETECTOR_Y - 4, { ...orange, 'stroke-dasharray': '6 4' }) +
    rect(DETECTOR_X - 6, LOWEST_DETECTOR_Y - 4, 12, 5, { fill: COLOR.detector }) +
    detectorLabel(label, DETECTOR_X + 2, DETECTOR_LABEL_Y - 4)
  );
}

/** The detector unit under the head, its pipe down the shaft with sampling holes along it. */
function aspiratingPipe(label: string): string {
  let holes = '';
  for (let y = FIRST_DETECTOR_Y + 28; y <= LOWEST_DETECTOR_Y; y += 30) {
    holes += element('circle', { cx: DETECTOR_X, cy: y, r: 2.2, fill: COLOR.paper, stroke: COLOR.detector, 'stroke-width': 1 });
  }
  return (
    line(DETECTOR_X, FIRST_DETECTOR_Y, DETECTOR_X, LOWEST_DETECTOR_Y, {
      stroke: COLOR.detector,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    holes +
    rect(DETECTOR_X - 8, FIRST_DETECTOR_Y - 8, 16, 12, { fill: COLOR.paper, ...orange }) +
    detectorLabel(label, DETECTOR_X + 3, DETECTOR_LABEL_Y - 4)
  );
}
