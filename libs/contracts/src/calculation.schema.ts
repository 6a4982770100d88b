import { CURRENCIES, LANGUAGES, type Currency, type Language } from './settings.schema.js';

/**
 * Where a form value came from (docs/api.md#where-a-value-comes-from): the person (`user`), the
 * rules' default (`default`, worked out again from the current inputs at every calculation), a
 * chosen set (`set`), or the rules replacing a person's value they no longer allow (`replaced`).
 */
export type FormValueSource = 'user' | 'default' | 'set' | 'replaced';

export interface FormValueData {
  key: string;
  value: unknown;
  /** Every answer says it; a request may send it back as it came. Absent in a request: `user`. */
  source?: FormValueSource;
  /** The person's own value that the rules (`unavailable`) or a chosen set (`set`) put aside. */
  replaced?: { value: unknown; reason: 'unavailable' | 'set' };
}

/** Why the rules reset a component quantity the person gave. */
export type QuantityResetReasonData =
  /** A change of a field the rule set lists as a quantity reset trigger. */
  | { kind: 'changed'; field: string }
  /** The required ventilation area changed (now `area` mm²). */
  | { kind: 'area'; area: number }
  /** No ventilation area can be computed from the current entries. */
  | { kind: 'noArea' }
  /** The component is not offered with the current entries. */
  | { kind: 'unavailable' }
  /** The chosen set (`set`, its product key) brings its own: a closure the person chose is not used with it. */
  | { kind: 'set'; set: string };

/** A component quantity the person gave that the rules reset (left out of the answer's formValues). */
export interface QuantityResetData {
  key: string;
  productKey: string;
  quantity: number;
  reason: QuantityResetReasonData;
}

export interface NonStandardComponentData {
  productId?: string;
  description: string;
  /** Unit price in the request's currency units (e.g. 12.5 euro). */
  price: number;
  quantity: number;
}

/** `POST /api/calculation-v1` (docs/design.md#calculation-answer). */
export interface CalculationRequest {
  formValues: FormValueData[];
  nonStandardComponents?: NonStandardComponentData[];
  /** The company whose catalogue applies; customers may give only their own. */
  companyId?: number;
  currency?: Currency;
  lang?: Language;
  /**
   * Form keys the user changed since the last calculation: some changes reset component
   * quantities (docs/domain.md#consistency-rules).
   */
  changedFields?: string[];
  /** Price each AIO Basic set on offer against its equivalent by hand (`costs.aioBasicSets`); it costs two evaluations more per set. */
  compareAioBasicSets?: boolean;
}

export interface BecauseData {
  ruleId: string;
  stage: string;
  reads: Record<string, unknown>;
}

export interface SelectedProductData {
  productKey: string;
  quantity: number;
  estimatedQuantity: number;
  category: string | null;
  because: BecauseData[];
}

export type MessageLevelData = 'error' | 'warning' | 'info' | 'hint';

export interface CalculationMessageData {
  level: MessageLevelData;
  key: string;
  params: Record<string, unknown>;
  field?: string;
  because: BecauseData[];
}

export const COST_CATEGORY_NAMES = [
  'ventilationComponents',
  'controlSystemComponents',
  'smokeDetection',
  'cabling',
  'assemblyComponents',
  'nonStandard',
  'sumOfComponents',
  'logisticCosts',
  'assemblyCosts',
  'installationCosts',
  'travelCosts',
  'total',
] as const;

/** The quote. Every amount is in whole cents of `currency`; lines are rounded half up, categories sum the rounded lines. */
export interface CalculationCostsData {
  currency: Currency;
  categories: Record<(typeof COST_CATEGORY_NAMES)[number], number>;
  installationCostsMode: 'calculated' | 'flatRate' | null;
  travelCostsMode: 'calculated' | 'included' | null;
  estimatedInstallationHours: number | null;
  deliveryTime: { value: number; unit: 'workdays' | 'weeks' };
  offerValidityWeeks: number | null;
  lines: QuoteLineData[];
  /**
   * Whose prices these are. Today every customer is quoted the provider's list prices; a
   * company-specific list would name itself here (docs/live-quote.md).
   */
  priceList: { kind: 'list' };
  /** Unit prices of the products on offer but not necessarily quoted: ventilation candidates, weather protection, AIO Basic sets. */
  offeredUnitPrices: Record<string, number>;
  /** The AIO Basic sets on offer, each priced as a whole quote, beside the same shaft configured by hand; empty unless the request asked (`compareAioBasicSets`). */
  aioBasicSets: AioBasicSetComparisonData[];
  /**
   * Whether every entry the price depends on is valid by the form's own checks and nothing is left
   * out: exactly when `missing` is empty (docs/live-quote.md#one-validity). Every answer carries
   * both; figures a project stored before they existed do not.
   */
  complete?: boolean;
  /** What keeps the price from being complete, in the order of the steps: the screen, the send dialog and the documents list these. */
  missing?: QuoteGapData[];
}

/**
 * One thing missing before the price is complete: an entry with its problem (libs/domain
 * `FieldProblemCode`: `code` and its figures), or a message of the rules that leaves a part of the
 * price out.
 */
export interface QuoteGapData {
  /** The form field to correct, or null for the quote as a whole. */
  field: string | null;
  /** The calculator step it is corrected on (basic-input, configuration, ventilation-components, cost-calculation), or null. */
  step: string | null;
  problem?: { code: string } & Record<string, unknown>;
  message?: { key: string; params: Record<string, unknown> };
}

/** A priced line of the quote: a product, its quantity, unit price and line total (cents of the currency). */
export interface QuoteLineData {
  productKey: string;
  quantity: number;
  unitPrice: number;
  total: number;
  category: string | null;
}

/** A set on offer: the quote's total with it and its lines (what the set brings), beside its equivalent by hand. */
export interface AioBasicSetComparisonData {
  setKey: string;
  total: number;
  lines: QuoteLineData[];
  /**
   * The quote's total for the same shaft without the set, with system AIO-Basic and the set's smoke
   * detection chosen by hand and the rules picking the rest; null when the rules do not allow that.
   */
  manualTotal: number | null;
  /** That quote's lines: what the set stands in for. */
  manualLines: QuoteLineData[];
}

/** The answer of `POST /api/calculation-v1` (docs/design.md#calculation-answer). */
/** A closure of the quote: its product, size (bxH, null for drives of windows supplied on site), ventilation area in mm² and quantity. */
export interface QuotedFlapData {
  productKey: string;
  size: string | null;
  ventilationArea: number | null;
  quantity: number;
}

export interface CalculationAnswer {
  ruleSet: { key: string; version: number };
  formValues: FormValueData[];
  options: {
    liftAreaPercentage: string[];
    system: string[];
    smokeDetection: string[];
    liftStatusDetection: string[];
    aioBasicSets: string[];
  };
  derived: {
    totalLiftArea: number | null;
    repeaterCount: number | null;
    /** The flap size the rules recommend for the required area (bxH, e.g. '360x360'). */
    flapSize: string | null;
    rasPipeLength: number | null;
    /** The closures actually quoted (the user's choice, else the recommendation; with a set, the set's flaps), by product. */
    quotedFlaps: QuotedFlapData[];
  };
  ventilation: { candidates: string[]; weatherProtection: string[]; recommended: string | null };
  selectedProducts: SelectedProductData[];
  messages: CalculationMessageData[];
  costs: CalculationCostsData | null;
  ready: boolean;
  /** Component quantities the person gave that this calculation reset, with the reason. */
  resets: QuantityResetData[];
  /**
   * The server's catalogue snapshot this answer was computed with (`BrowserRuleSet.catalogueChecksum`);
   * absent where the browser evaluated the rules itself.
   */
  catalogueChecksum?: string;
}

/** One form value: a known key's value is checked by the domain (`checkFormValues`), not here. */
export const formValueSchemaPart = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'value'],
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 100 },
    value: {},
    source: {
      type: 'string',
      enum: ['user', 'default', 'set', 'replaced'],
      description: "Where the value came from; absent in a request means user. Send an answer's values back as they came.",
    },
    replaced: {
      type: 'object',
      additionalProperties: false,
      required: ['value', 'reason'],
      description: "The person's own value that the rules (unavailable) or a chosen set (set) put aside; it counts again once allowed.",
      properties: { value: {}, reason: { type: 'string', enum: ['unavailable', 'set'] } },
    },
  },
} as const;

export const calculationRequestSchema = {
  $id: 'CalculationRequest',
  type: 'object',
  additionalProperties: false,
  required: ['formValues'],
  properties: {
    formValues: { type: 'array', maxItems: 500, items: formValueSchemaPart },
    nonStandardComponents: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description', 'price', 'quantity'],
        properties: {
          productId: { type: 'string', maxLength: 60 },
          description: { type: 'string', minLength: 1, maxLength: 500 },
          price: { type: 'number', minimum: 0, maximum: 1_000_000 },
          quantity: { type: 'number', minimum: 0, maximum: 10_000 },
        },
      },
    },
    companyId: { type: 'integer', minimum: 1 },
    currency: { type: 'string', enum: [...CURRENCIES] },
    lang: { type: 'string', enum: [...LANGUAGES] },
    compareAioBasicSets: { type: 'boolean' },
    changedFields: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 100 } },
  },
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;
const because = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['ruleId', 'stage', 'reads'],
    properties: { ruleId: { type: 'string' }, stage: { type: 'string' }, reads: { type: 'object' } },
  },
} as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const quoteGapsSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['field', 'step'],
    properties: {
      field: { type: ['string', 'null'] },
      step: { type: ['string', 'null'] },
      problem: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
      message: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'params'],
        properties: { key: { type: 'string' }, params: { type: 'object' } },
      },
    },
  },
} as const;
const quoteLinesSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['productKey', 'quantity', 'unitPrice', 'total', 'category'],
    properties: {
      productKey: { type: 'string' },
      quantity: { type: 'number' },
      unitPrice: { type: 'integer' },
      total: { type: 'integer' },
      category: { type: ['string', 'null'] },
    },
  },
} as const;

export const calculationAnswerSchema = {
  $id: 'CalculationAnswer',
  type: 'object',
  additionalProperties: false,
  required: ['ruleSet', 'formValues', 'options', 'derived', 'ventilation', 'selectedProducts', 'messages', 'costs', 'ready', 'resets'],
  properties: {
    catalogueChecksum: {
      type: 'string',
      description:
        'The catalogue snapshot this answer was computed with; when it differs from the one an open calculator loaded (`GET /api/calculation-v1/rule-set`), product names or sizes changed meanwhile',
    },
    ruleSet: {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'version'],
      properties: { key: { type: 'string' }, version: { type: 'integer' } },
    },
    formValues: { type: 'array', items: formValueSchemaPart },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['liftAreaPercentage', 'system', 'smokeDetection', 'liftStatusDetection', 'aioBasicSets'],
      properties: {
        liftAreaPercentage: stringList,
        system: stringList,
        smokeDetection: stringList,
        liftStatusDetection: stringList,
        aioBasicSets: stringList,
      },
    },
    derived: {
      type: 'object',
      additionalProperties: false,
      required: ['totalLiftArea', 'repeaterCount', 'flapSize', 'rasPipeLength', 'quotedFlaps'],
      properties: {
        totalLiftArea: nullableNumber,
        repeaterCount: nullableNumber,
        flapSize: { type: ['string', 'null'] },
        rasPipeLength: nullableNumber,
        quotedFlaps: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['productKey', 'size', 'ventilationArea', 'quantity'],
            properties: {
              productKey: { type: 'string' },
              size: { type: ['string', 'null'] },
              ventilationArea: nullableNumber,
              quantity: { type: 'number' },
            },
          },
        },
      },
    },
    ventilation: {
      type: 'object',
      additionalProperties: false,
      required: ['candidates', 'weatherProtection', 'recommended'],
      properties: { candidates: stringList, weatherProtection: stringList, recommended: { type: ['string', 'null'] } },
    },
    selectedProducts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['productKey', 'quantity', 'estimatedQuantity', 'category', 'because'],
        properties: {
          productKey: { type: 'string' },
          quantity: { type: 'number' },
          estimatedQuantity: { type: 'number' },
          category: { type: ['string', 'null'] },
          because,
        },
      },
    },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['level', 'key', 'params', 'because'],
        properties: {
          level: { enum: ['error', 'warning', 'info', 'hint'] },
          key: { type: 'string' },
          params: { type: 'object' },
          field: { type: 'string' },
          because,
        },
      },
    },
    costs: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: [
            'currency',
            'categories',
            'installationCostsMode',
            'travelCostsMode',
            'estimatedInstallationHours',
            'deliveryTime',
            'offerValidityWeeks',
            'lines',
            'priceList',
            'offeredUnitPrices',
            'aioBasicSets',
          ],
          properties: {
            currency: { enum: [...CURRENCIES] },
            categories: {
              type: 'object',
              additionalProperties: false,
              required: [...COST_CATEGORY_NAMES],
              properties: Object.fromEntries(COST_CATEGORY_NAMES.map((name) => [name, { type: 'integer' }])),
            },
            installationCostsMode: { enum: ['calculated', 'flatRate', null] },
            travelCostsMode: { enum: ['calculated', 'included', null] },
            estimatedInstallationHours: nullableNumber,
            deliveryTime: {
              type: 'object',
              additionalProperties: false,
              required: ['value', 'unit'],
              properties: { value: { type: 'number' }, unit: { enum: ['workdays', 'weeks'] } },
            },
            offerValidityWeeks: { type: ['integer', 'null'] },
            lines: quoteLinesSchema,
            priceList: { type: 'object', additionalProperties: false, required: ['kind'], properties: { kind: { enum: ['list'] } } },
            offeredUnitPrices: { type: 'object', additionalProperties: { type: 'integer' } },
            aioBasicSets: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['setKey', 'total', 'lines', 'manualTotal', 'manualLines'],
                properties: {
                  setKey: { type: 'string' },
                  total: { type: 'integer' },
                  lines: quoteLinesSchema,
                  manualTotal: { type: ['integer', 'null'] },
                  manualLines: quoteLinesSchema,
                },
              },
            },
            complete: { type: 'boolean' },
            missing: quoteGapsSchema,
          },
        },
      ],
    },
    ready: { type: 'boolean' },
    resets: {
      type: 'array',
      description: 'Component quantities the person gave that this calculation reset (they are not in formValues), with the reason.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'productKey', 'quantity', 'reason'],
        properties: {
          key: { type: 'string' },
          productKey: { type: 'string' },
          quantity: { type: 'number' },
          reason: {
            type: 'object',
            required: ['kind'],
            properties: {
              kind: { type: 'string', enum: ['changed', 'area', 'noArea', 'unavailable', 'set'] },
              field: { type: 'string' },
              area: { type: 'number' },
              set: { type: 'string', description: 'With kind set: the chosen set, which brings its own.' },
            },
          },
        },
      },
    },
  },
} as const;

const componentRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'productKey', 'group', 'bxH', 'width', 'height', 'ventilationArea', 'recommendationOrder', 'characteristics'],
  properties: {
    id: { type: 'integer', description: 'Product id: the form names a component quantity `quantity-{id}`' },
    productKey: { type: 'string' },
    group: { type: 'string', description: 'Product group key, e.g. JK180HV' },
    bxH: { type: ['string', 'null'] },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    ventilationArea: { type: ['integer', 'null'], description: 'Free ventilation area in mm²' },
    recommendationOrder: { type: ['integer', 'null'] },
    characteristics: stringList,
  },
} as const;

/** The catalogue as the lift-shaft rules read it (libs/domain `CalculationCatalogue`). */
export const calculationCatalogueSchema = {
  $id: 'CalculationCatalogue',
  type: 'object',
  additionalProperties: false,
  required: ['components', 'productKeys'],
  properties: {
    components: { type: 'array', items: componentRowSchema, description: 'Products of category VENTCOMP, in catalogue order' },
    productKeys: { ...stringList, description: 'Every product key the rules may add' },
  },
} as const;

/**
 * The answer of `GET /api/calculation-v1/rule-set`: the published rule set and the catalogue, so
 * the browser evaluates the same rules. The rule set is described here by its outline; its full
 * JSON Schema is rules/rule-set.schema.json (`ruleSetSchema` of @lsp/rule-engine), which every
 * published rule set passes.
 */
export const browserRuleSetSchema = {
  $id: 'BrowserRuleSet',
  type: 'object',
  additionalProperties: false,
  required: ['ruleSet', 'catalogue', 'catalogueChecksum'],
  properties: {
    catalogueChecksum: {
      type: 'string',
      description:
        'Names the catalogue snapshot of this answer and of `GET /api/product/product-data` as of now; a calculation answer naming another one is newer',
    },
    ruleSet: {
      type: 'object',
      description: 'A published rule set, as described by rules/rule-set.schema.json',
      additionalProperties: false,
      required: ['key', 'version', 'stages'],
      properties: {
        $schema: { type: 'string' },
        key: { type: 'string' },
        version: { type: 'integer', minimum: 1 },
        title: { type: 'string' },
        description: { type: 'string' },
        constants: { type: 'object', description: 'Named values (tables, limits) every stage may read' },
        stages: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'rules'],
            properties: {
              name: { type: 'string' },
              description: { type: 'string' },
              inputs: stringList,
              rules: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'kind'],
                  properties: { id: { type: 'string' }, kind: { enum: ['empty', 'conditional', 'selector'] } },
                },
              },
            },
          },
        },
        tests: { type: 'array', items: { type: 'object' }, description: 'Golden cases: inputs and the outputs they must give' },
        defaults: {
          type: 'object',
          description: 'The fields the rules choose until a person chooses their own (docs/rules.md#defaults-are-rules)',
        },
      },
    },
    catalogue: calculationCatalogueSchema,
  },
} as const;
