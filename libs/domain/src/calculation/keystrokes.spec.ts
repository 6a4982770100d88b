/// <reference types="node" />
// The calculator's keystroke path below the browser: every key typed is applied to the previous
// answer's form values, sent back with their sources and the changed field, and the rules
// evaluated, exactly as the customer app's reducer does (readNumberEntry); the final form values are checked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CalculationAnswer, FormValueData } from '@lsp/contracts';
import { FORM_FIELDS } from '../form-values.js';
import type { NumberLocale } from '../number-format.js';
import type { FieldProblemCode } from './calculator-steps.js';
import { readNumberEntry } from './number-entry.js';
import { calculator, seedCosts } from './spec-support.spec.js';

type Values = Record<string, unknown>;

/** A new German project as the app opens it: nothing typed yet, montage on (docs/design.md#form-values). */
const NEW_GERMAN_PROJECT: Values = {
  projectName: '',
  country: 'de',
  buildingLocation: '',
  buildingType: 'RESIDENTAL',
  projectType: 'NEWBUILDING',
  installationPosition: 'V',
  nrwgDelivered: false,
  weathershelter: false,
  lowEnergyStandard: false,
  quiet: false,
  en121012Required: false,
  systemIntegration: false,
  additionalSmokeDetector: false,
  mainLevelSmokeDetector: false,
  machineRoom: 'no',
  noOfElevators: 1,
  shaftHeight: null,
  shaftWidth: null,
  shaftDepth: null,
  payload: null,
  liftAreaPercentage: null,
  calculatedVentilationArea: null,
  aioBasicSet: null,
  system: null,
  smokeDetection: null,
  liftStatusDetection: 'LST-CO2-V3',
  'rt-45-rj': 1,
  montageIncluded: true,
  montageBuildingLocation: null,
  projectState: 'NEW',
};

const isNumberField = (key: string) => ['number', 'integer'].includes(FORM_FIELDS[key]?.type.kind ?? '');

/** A person at the keyboard: each step clears a field (select all, delete) and types its text key by key. */
class Typist {
  values: Values;
  answer: CalculationAnswer;
  readonly texts: Record<string, string> = {};
  readonly problems: Record<string, FieldProblemCode> = {};

  constructor(
    start: Values,
    private readonly locale: NumberLocale = 'de',
  ) {
    this.answer = this.evaluate(
      Object.entries(start).map(([key, value]) => ({ key, value: value ?? null })),
      [],
    );
    this.values = this.consistent();
  }

  /** Select all, delete, then each key appended to what the field shows at that moment. */
  type(field: string, text: string): this {
    this.key(field, '');
    for (const character of text) this.key(field, this.shown(field) + character);
    return this;
  }

  /** What a field shows: a number field its text as typed, a text field its form value. */
  private shown(field: string): string {
    if (isNumberField(field)) return this.texts[field] ?? '';
    const value = this.values[field];
    return typeof value === 'string' ? value : '';
  }

  /** A choice made with the mouse: one change. */
  choose(field: string, value: unknown): this {
    this.apply({ [field]: value });
    return this;
  }

  private key(field: string, text: string): void {
    this.texts[field] = text;
    if (!isNumberField(field)) return this.apply({ [field]: text });
    const { value, problem } = readNumberEntry(field, text, this.locale);
    if (problem) this.problems[field] = problem;
    else delete this.problems[field];
    this.apply({ [field]: value });
  }

  private apply(changes: Values): void {
    const echoed = this.answer.formValues.filter((v) => !Object.hasOwn(changes, v.key));
    const changed = Object.entries(changes).map(([key, value]) => ({ key, value: value ?? null }));
    this.answer = this.evaluate([...echoed, ...changed], Object.keys(changes));
    this.values = this.consistent();
  }

  private evaluate(formValues: FormValueData[], changedFields: string[]): CalculationAnswer {
    return calculator.calculate(formValues, {
      changedFields,
      costs: seedCosts(),
      onFailure: (error) => {
        throw error;
      },
    });
  }

  private consistent(): Values {
    return Object.fromEntries(this.answer.formValues.map(({ key, value }) => [key, value]));
  }
}

/** The shaft of the issue, typed the German way. */
const typedGermanShaft = (typist: Typist) =>
  typist
    .type('projectName', 'Schacht A')
    .type('buildingLocation', '80331')
    .type('shaftHeight', '18.000')
    .type('shaftWidth', '1.600')
    .type('shaftDepth', '2.600');

describe('keystrokes through the lift-shaft rules', () => {
  it('a postal code typed key by key becomes the montage location, and montage is priced', () => {
    const typist = typedGermanShaft(new Typist(NEW_GERMAN_PROJECT));
    assert.equal(typist.values.buildingLocation, '80331');
    assert.equal(typist.values.montageBuildingLocation, '80331');
    const costs = typist.answer.costs!;
    assert.ok(!typist.answer.messages.some((m) => m.key === 'costs.installationNotPossible'), 'installation is possible');
    for (const category of ['assemblyCosts', 'installationCosts', 'travelCosts'] as const)
      assert.ok(costs.categories[category] > 0, `${category} is priced`);
  });

  it('a corrected building postal code is followed while the montage location was never the user’s own', () => {
    const typist = typedGermanShaft(new Typist(NEW_GERMAN_PROJECT)).type('buildingLocation', '20095');
    assert.equal(typist.values.montageBuildingLocation, '20095');
  });

  it('keeps a montage postal code the user typed when the building code is edited afterwards', () => {
    const typist = typedGermanShaft(new Typist(NEW_GERMAN_PROJECT)).type('montageBuildingLocation', '20095');
    assert.equal(typist.values.montageBuildingLocation, '20095', 'emptying the field lets the user type their own code');
    typist.type('buildingLocation', '24103');
    assert.equal(typist.values.buildingLocation, '24103');
    assert.equal(typist.values.montageBuildingLocation, '20095');
  });

  it('a montage location left empty is filled from the building location at the next change elsewhere', () => {
    const typist = typedGermanShaft(new Typist(NEW_GERMAN_PROJECT)).type('montageBuildingLocation', '');
    assert.equal(typist.values.montageBuildingLocation, null, 'emptied: the field shows nothing, and the rules copy nothing into it yet');
    typist.choose('quiet', true);
    assert.equal(typist.values.montageBuildingLocation, '80331');
  });

  it('montage switched on later takes the building location (the rule set’s copy rule)', () => {
    const typist = new Typist({ ...NEW_GERMAN_PROJECT, montageIncluded: false });
    typedGermanShaft(typist).choose('montageIncluded', true);
    assert.equal(typist.values.montageBuildingLocation, '80331');
  });

  it('outside Germany there is no montage location, however the code is typed', () => {
    const typist = new Typist({ ...NEW_GERMAN_PROJECT, country: 'at', montageIncluded: false }).type('buildingLocation', '1010');
    assert.equal(typist.values.montageBuildingLocation, null);
  });

  it('converts a typed unit: 1,6 m and 2,6 m are 1600 x 2600 mm, 104.000 mm² at 2.5 %', () => {
    const typist = typedGermanShaft(new Typist(NEW_GERMAN_PROJECT)).type('shaftWidth', '1,6 m').type('shaftDepth', '260 cm');
    assert.equal(typist.values.shaftWidth, 1600);
    assert.equal(typist.values.shaftDepth, 2600);
    assert.equal(typist.answer.derived.totalLiftArea, 104000);
  });

  it('refuses decimals of a millimetre in the shaft height without the rules failing', () => {
    const typist = typedGermanShaft(new Typist(NEW_GERMAN_PROJECT)).type('shaftHeight', '18500,5');
    assert.equal(typist.values.shaftHeight, null);
    assert.deepEqual(typist.problems.shaftHeight, { code: 'wholeNumber', unit: 'mm' });
    assert.ok(!typist.answer.messages.some((m) => m.key === 'calculation.failed'));
  });

  it('refuses a unit of another dimension, keeping nothing of it as a value', () => {
    const typist = typedGermanShaft(new Typist(NEW_GERMAN_PROJECT)).type('shaftWidth', '1,6 m²');
    assert.equal(typist.values.shaftWidth, null);
    assert.deepEqual(typist.problems.shaftWidth, { code: 'unit', unit: 'm²', accepted: ['mm', 'cm', 'm'] });
  });

  it('reads English numbers on an English screen: 1,600 is 1600 and 18,000.5 is refused', () => {
    const typist = new Typist(NEW_GERMAN_PROJECT, 'en')
      .type('buildingLocation', '80331')
      .type('shaftHeight', '18,000')
      .type('shaftWidth', '1,600')
      .type('shaftDepth', '2.6 m');
    assert.deepEqual([typist.values.shaftHeight, typist.values.shaftWidth, typist.values.shaftDepth], [18000, 1600, 2600]);
    assert.equal(typist.values.montageBuildingLocation, '80331');
    typist.type('shaftHeight', '18,000.5');
    assert.deepEqual(typist.problems.shaftHeight, { code: 'wholeNumber', unit: 'mm' });
  });
});
