import type { BecauseData } from '@lsp/contracts';
import type { ExplainedItem, ExplanationSources } from './explanation-sources.js';
import { formatNumber } from './numbers.js';

/** The template a rule's sentence is written from (`ruleSentence.<rule>[.<variant>]`) and its named figures, formatted. */
export interface RuleFigures {
  variant?: string;
  params: Record<string, string>;
}

interface FigureContext {
  item: ExplainedItem;
  reason: BecauseData;
  sources: ExplanationSources;
  /** A figure in the screen's number format, with its unit. */
  figure(value: number, unit?: string): string;
  /** A number the rule read, or null. */
  read(name: string): number | null;
}

type FigureBuilder = (context: FigureContext) => RuleFigures | null;

const PERCENT_OF: Readonly<Record<string, number>> = { '2_5_PERCENT': 2.5, '1_0_PERCENT': 1 };

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** "104.000 mm² nötig (2,5 % von 1.600 × 2.600 mm)", with the legal minimum or the entered area where they apply. */
export function requiredArea({ sources, figure }: Pick<FigureContext, 'sources' | 'figure'>): string | null {
  const area = sources.derived.totalLiftArea;
  if (area === null) return null;
  const percent = PERCENT_OF[String(sources.values.liftAreaPercentage)];
  const width = numberOf(sources.values.shaftWidth);
  const depth = numberOf(sources.values.shaftDepth);
  if (percent === undefined || width === null || depth === null)
    return sources.text('why.area.manual', { area: figure(area, 'mm²') }) ?? null;
  const share = Math.ceil((width * depth * percent) / 100);
  const minimum = numberOf(sources.constants.minimumVentilationArea) ?? 0;
  const params = {
    area: figure(area, 'mm²'),
    percent: figure(percent, '%'),
    width: figure(width),
    depth: figure(depth),
    share: figure(share, 'mm²'),
    minimum: figure(minimum, 'mm²'),
  };
  return sources.text(share < minimum ? 'why.area.minimum' : 'why.area.percent', params) ?? null;
}

function flapSize(bxH: string | null): string {
  return bxH === null ? '' : bxH.replace(/x/i, ' × ');
}

/** The closure item's own catalogue row, and whether the user chose its quantity. */
function closure(context: FigureContext): RuleFigures | null {
  const { item, sources, figure } = context;
  const row = sources.components.find((component) => component.productKey === item.productKey);
  const required = requiredArea(context);
  if (!row || required === null || item.quantity === undefined) return null;
  const params = {
    required,
    quantity: figure(item.quantity),
    product: sources.productName(row.productKey),
    size: row.bxH ? flapSize(row.bxH) : sources.productName(row.productKey),
    flapArea: row.ventilationArea === null ? '–' : figure(row.ventilationArea, 'mm²'),
  };
  // The form's quantity-{id} field holds what the user typed for this component.
  if (typeof sources.values[`quantity-${row.id}`] === 'number') return { variant: 'chosen', params };
  return { variant: item.quantity > 1 ? 'several' : 'fits', params };
}

function smokeDetection({ item, sources, figure }: FigureContext): RuleFigures | null {
  const height = numberOf(sources.values.shaftHeight);
  const lifts = numberOf(sources.values.noOfElevators);
  if (height === null || item.quantity === undefined) return null;
  const params = {
    height: figure(height, 'mm'),
    quantity: figure(item.quantity),
    product: item.productKey ?? '',
    lifts: figure(lifts ?? 1),
  };
  switch (item.productKey) {
    case 'POINT-DETECTOR':
      return { variant: 'point', params };
    case 'SD-L-F1-50':
    case 'SD-L-F1-120':
      return { variant: 'line', params };
    case 'RAS-42000':
    case 'RAS-200':
      return { variant: 'ras', params };
    case 'RAS-PIPE': {
      const pipe = sources.derived.rasPipeLength;
      return pipe === null
        ? null
        : { variant: 'pipe', params: { ...params, pipe: figure(pipe, 'mm'), quantity: figure(item.quantity, 'm') } };
    }
    default:
      return null;
  }
}

/** A count the rule took from one figure it read: "{{source}} → {{count}}". */
function countFrom(name: string, toCount: (value: number) => number = (value) => value): FigureBuilder {
  return ({ read, figure }) => {
    const value = read(name);
    return value === null ? null : { params: { source: figure(value), count: figure(Math.max(0, toCount(value))) } };
  };
}

function pointDetectorCables({ read, figure, reason }: FigureContext): RuleFigures | null {
  const height = read('shaftHeight');
  if (height === null) return null;
  const count = reason.reads.effectiveSmokeDetection === 'POINTDETECTOR' ? Math.max(1, Math.ceil(height / 12000)) : 0;
  return { params: { height: figure(height, 'mm'), count: figure(count) } };
}

function lineOrAspirationCables({ reason, read, figure }: FigureContext): RuleFigures | null {
  const detection = reason.reads.effectiveSmokeDetection;
  const count = detection === 'RAS' ? (read('rasSensorCount') ?? 1) : detection === 'SDLF1' ? 1 : 0;
  return { params: { count: figure(count) } };
}

function controlPanel({ item, sources }: FigureContext): RuleFigures | null {
  const system = sources.values.system;
  if (typeof system !== 'string' || !item.productKey) return null;
  return { params: { system: sources.text(`choices.system.${system}`) ?? system, product: sources.productName(item.productKey) } };
}

function liftStatus({ item, sources, figure }: FigureContext): RuleFigures | null {
  if (item.quantity === undefined) return null;
  const lifts = numberOf(sources.values.noOfElevators) ?? 1;
  const height = numberOf(sources.values.shaftHeight);
  if (item.productKey === 'LST-REPEATER') {
    return height === null ? null : { variant: 'repeater', params: { height: figure(height, 'mm'), quantity: figure(item.quantity) } };
  }
  return {
    variant: 'perLift',
    params: { lifts: figure(lifts), quantity: figure(item.quantity), product: sources.productName(item.productKey ?? '') },
  };
}

/** Quantities the user typed: "Sie haben 2 angegeben." */
function entered({ item, figure }: FigureContext): RuleFigures | null {
  return item.quantity === undefined ? null : { params: { quantity: figure(item.quantity) } };
}

/** The RT-45-RJ button: the person's own count, or the one every system comes with (the rule set's default). */
function buttons(context: FigureContext): RuleFigures | null {
  const figures = entered(context);
  if (figures === null) return null;
  return { ...figures, variant: context.read('rt-45-rj') === null ? 'byDefault' : 'entered' };
}

function splitters({ read, figure }: FigureContext): RuleFigures {
  const buttons = (read('rt-45-rj') ?? 0) + (read('rt-45l-rj') ?? 0);
  return { params: { buttons: figure(buttons), count: figure(Math.max(0, buttons - 1)) } };
}

function adjustedCables({ item, figure }: FigureContext): RuleFigures | null {
  if (item.quantity === undefined || item.estimatedQuantity === undefined) return null;
  return { params: { quantity: figure(item.quantity), estimated: figure(item.estimatedQuantity) } };
}

function severalFlaps(context: FigureContext): RuleFigures | null {
  const { reason, read, figure } = context;
  const count = read('flapCount');
  const required = requiredArea(context);
  const size = reason.reads.flapSize;
  if (count === null || required === null || typeof size !== 'string') return null;
  return { params: { required, count: figure(count), size: flapSize(size) } };
}

function weatherProtection({ item, sources, figure }: FigureContext): RuleFigures | null {
  const row = sources.components.find((component) => component.productKey === item.productKey);
  if (!row || item.quantity === undefined) return null;
  const params = {
    quantity: figure(item.quantity),
    product: sources.productName(row.productKey),
    size: row.bxH ? flapSize(row.bxH) : sources.productName(row.productKey),
  };
  return { variant: typeof sources.values[`quantity-${row.id}`] === 'number' ? 'chosen' : 'matching', params };
}

function connectionCables({ reason, read, figure }: FigureContext): RuleFigures | null {
  const closures = read('closureCount');
  if (closures === null) return null;
  const count = Math.max(0, closures - 2 - (reason.reads.hasMachineRoom === true ? 0 : 1));
  return { params: { closures: figure(closures), count: figure(count) } };
}

function machineRoomCable({ sources }: FigureContext): RuleFigures | null {
  const room = sources.values.machineRoom;
  if (typeof room !== 'string') return null;
  return { params: { machineRoom: sources.text(`choices.machineRoom.${room}`) ?? room } };
}

/** A quantity the rule derives from the closures (attachment sets, adapter sets, brackets), with what the user entered. */
function perClosure({ item, sources, read, figure }: FigureContext): RuleFigures | null {
  if (item.quantity === undefined) return null;
  const size = /(\d+x\d+)$/.exec(item.productKey ?? '')?.[1] ?? null;
  return {
    params: {
      quantity: figure(item.quantity),
      given: figure(read('noOfInterfaceAdapters') ?? 0),
      size: size ? flapSize(size) : sources.productName(item.productKey ?? ''),
    },
  };
}

/** The rules whose sentences carry the user's figures; every other rule is explained by its general text. */
const FIGURES: Readonly<Record<string, FigureBuilder>> = {
  'closure-components': closure,
  'smoke-detection-products': smokeDetection,
  'cable-motor': countFrom('closureCount'),
  'cable-smoke-switches': pointDetectorCables,
  'cable-ras-sdlf1': lineOrAspirationCables,
  'cable-lst-repeater': countFrom('repeaterCount'),
  'cable-lift-status-multiple-lifts': countFrom('noOfElevators', (lifts) => lifts - 1),
  'cable-additional-thermostat': countFrom('products.THERMOSTAT-ADD.quantity'),
  'cables-adjusted': adjustedCables,
  'control-panel': controlPanel,
  'lift-status': liftStatus,
  'rt-45-rj': buttons,
  'rt-45l-rj': entered,
  'key-switch-led': entered,
  'rj45-splitter-requested': entered,
  'rj45-splitter-needed': splitters,
  'message-several-flaps': severalFlaps,
  'weather-protection-components': weatherProtection,
  'fm-2m': connectionCables,
  'cable-machine-room-detector': machineRoomCable,
  'attachment-sets': perClosure,
  'interface-adapter-sets': perClosure,
  'mounting-brackets': perClosure,
};

/** The figures of a rule's sentence for this item, or null when the rule has none (or its figures are missing). */
export function ruleFigures(item: ExplainedItem, reason: BecauseData, sources: ExplanationSources): RuleFigures | null {
  const builder = FIGURES[reason.ruleId];
  if (!builder) return null;
  return builder({
    item,
    reason,
    sources,
    figure: (value, unit) => {
      const text = formatNumber(value, sources.language);
      return unit ? `${text} ${unit}` : text;
    },
    read: (name) => numberOf(reason.reads[name]),
  });
}
