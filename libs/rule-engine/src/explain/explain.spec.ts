/// <reference types="node" />
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleSetDefinition } from '../model/rule-set.types.js';
import { bothModes, ruleSet } from '../spec-support.spec.js';

const definition: RuleSetDefinition = ruleSet({
  options: {
    inputs: ['country', 'shaftHeight', 'noOfElevators', 'machineRoom'],
    rules: [
      {
        id: 'smoke-by-height',
        kind: 'selector',
        select: { if: [{ '<=': [{ var: 'shaftHeight' }, 12000] }, 'low', 'high'] },
        sealed: true,
        cases: [
          { match: 'low', then: [{ offer: 'smokeDetection', values: ['NONE', 'POINTDETECTOR', 'SDLF1'] }] },
          { match: 'high', then: [{ offer: 'smokeDetection', values: ['NONE', 'SDLF1'] }] },
        ],
      },
      {
        id: 'none-not-in-germany',
        kind: 'conditional',
        when: [{ '==': [{ var: 'country' }, 'de'] }],
        then: [{ withdraw: 'smokeDetection', values: 'NONE' }],
      },
      {
        id: 'sdlf1-needs-height',
        kind: 'conditional',
        when: [{ '<=': [{ var: 'shaftHeight' }, 8000] }],
        then: [{ withdraw: 'smokeDetection', values: ['SDLF1'] }],
      },
      {
        id: 'has-machine-room',
        kind: 'conditional',
        then: [{ set: 'hasMachineRoom', value: { equalsAny: [{ var: 'machineRoom' }, ['up', 'down']] } }],
      },
    ],
  },
  ventilation: {
    inputs: ['shaftWidth', 'shaftDepth'],
    rules: [
      {
        id: 'lift-area',
        kind: 'conditional',
        when: [{ isNumber: [{ var: 'shaftWidth' }] }],
        then: [
          {
            set: 'totalLiftArea',
            value: { max: [100000, { mulDivCeil: [{ '*': [{ var: 'shaftWidth' }, { var: 'shaftDepth' }] }, 25, 1000] }] },
          },
        ],
      },
    ],
  },
  products: {
    rules: [
      {
        id: 'point-detectors',
        kind: 'conditional',
        when: [{ '==': [{ var: 'options.smokeDetection.0' }, 'POINTDETECTOR'] }],
        then: [{ addProduct: 'POINT-DETECTOR', quantity: { max: [1, { ceilDiv: [{ var: 'shaftHeight' }, 12000] }] } }],
      },
      {
        id: 'battery',
        kind: 'conditional',
        when: [{ and: [{ var: 'hasMachineRoom' }, { '<': [2, { var: 'noOfElevators' }] }] }],
        then: [{ topUp: 'BATTERY-PACK', minimum: 2 }],
      },
      {
        id: 'thermostat',
        kind: 'conditional',
        when: [{ '!': { '!=': [{ var: 'machineRoom' }, 'down'] } }],
        then: [{ addProduct: 'THERMOSTAT-ADD' }],
      },
      {
        id: 'either',
        kind: 'conditional',
        when: [{ or: [{ '>': [{ var: 'noOfElevators' }, 3] }, { equalsAny: [{ var: 'country' }, 'at', 'ch'] }] }],
        then: [{ addProduct: 'SIREN-KEYSWITCH' }],
      },
      { id: 'repeaters', kind: 'conditional', then: [{ addProduct: 'LST-REPEATER', quantity: { '-': [{ var: 'noOfElevators' }, 1] } }] },
      {
        id: 'flap',
        kind: 'conditional',
        then: [{ addProduct: { if: [{ '>': [{ var: 'totalLiftArea' }, 104000] }, 'JK-180-HV-470x360', 'JK-180-HV-360x360'] } }],
      },
      {
        id: 'note',
        kind: 'conditional',
        when: [{ isEmpty: { var: 'machineRoom' } }],
        then: [{ message: 'hint.machineRoom', level: 'hint', field: 'machineRoom' }],
      },
    ],
  },
});

const inputs = { country: 'de', shaftHeight: 6000, noOfElevators: 1, machineRoom: 'up', shaftWidth: 1600, shaftDepth: 2600 };

describe('explanations', () => {
  it('says which rule made every output, and what it read', () => {
    for (const ruleSet of bothModes(definition)) {
      const result = ruleSet.evaluate(inputs);
      deepStrictEqual(result.because.derived.totalLiftArea, [
        { ruleId: 'lift-area', stage: 'ventilation', reads: { shaftWidth: 1600, shaftDepth: 2600 } },
      ]);
      deepStrictEqual(result.because.derived.hasMachineRoom, [
        { ruleId: 'has-machine-room', stage: 'options', reads: { machineRoom: 'up' } },
      ]);
      deepStrictEqual(result.because.options.smokeDetection, [
        { ruleId: 'smoke-by-height', stage: 'options', reads: { shaftHeight: 6000 } },
        { ruleId: 'none-not-in-germany', stage: 'options', reads: { country: 'de' } },
        { ruleId: 'sdlf1-needs-height', stage: 'options', reads: { shaftHeight: 6000 } },
      ]);
      const detector = result.products.find((p) => p.productKey === 'POINT-DETECTOR')!;
      deepStrictEqual(detector.because, [
        { ruleId: 'point-detectors', stage: 'products', reads: { 'options.smokeDetection.0': 'POINTDETECTOR', shaftHeight: 6000 } },
      ]);
      const flap = result.products.find((p) => p.productKey.startsWith('JK'))!;
      deepStrictEqual(flap.because, [{ ruleId: 'flap', stage: 'products', reads: { totalLiftArea: 104000 } }]);
    }
  });

  it('records the values as they were when the rule ran', () => {
    const twice = ruleSet({
      options: {
        inputs: ['h'],
        rules: [
          { id: 'first', kind: 'conditional', then: [{ set: 'x', value: { var: 'h' } }] },
          { id: 'second', kind: 'conditional', then: [{ set: 'x', value: { '+': [{ var: 'x' }, 1] } }] },
        ],
      },
    });
    for (const ruleSet of bothModes(twice)) {
      deepStrictEqual(ruleSet.evaluate({ h: 1 }).because.derived.x, [{ ruleId: 'second', stage: 'options', reads: { x: 1 } }]);
    }
  });

  it('explains messages and every contribution to a product', () => {
    const withNote = bothModes(definition)[0].evaluate({ ...inputs, machineRoom: null, noOfElevators: 3 });
    deepStrictEqual(withNote.messages[0].because, [{ ruleId: 'note', stage: 'products', reads: { machineRoom: null } }]);
    const twice = ruleSet({
      products: {
        rules: [
          { id: 'a', kind: 'conditional', then: [{ addProduct: 'X' }] },
          { id: 'b', kind: 'conditional', then: [{ addProduct: 'X', quantity: 2 }] },
          { id: 'c', kind: 'conditional', then: [{ topUp: 'X', minimum: 2 }] },
        ],
      },
    });
    deepStrictEqual(
      bothModes(twice)[1]
        .evaluate({})
        .products[0].because.map((b) => b.ruleId),
      ['a', 'b'],
      'a top-up that changes nothing is no reason',
    );
  });

  it('can be switched off', () => {
    const result = bothModes(definition)[0].evaluate(inputs, { explain: false });
    deepStrictEqual(result.because, { derived: {}, options: {} });
    ok(result.products.every((p) => p.because.length === 0));
  });
});

describe('why not', () => {
  it('answers with the first failing condition, its actual and expected values', () => {
    for (const ruleSet of bothModes(definition)) {
      const answer = ruleSet.whyNot(inputs, { product: 'THERMOSTAT-ADD' });
      equal(answer.present, false);
      deepStrictEqual(answer.reasons, [
        {
          kind: 'conditionFailed',
          ruleId: 'thermostat',
          stage: 'products',
          path: '/stages/2/rules/2/when/0/!',
          condition: { '!=': [{ var: 'machineRoom' }, 'down'] },
          actual: 'up',
          expected: { operator: '==', value: 'down' },
        },
      ]);
    }
  });

  it('descends into and, and reads comparisons from the side that reads data', () => {
    const [compiled] = bothModes(definition);
    const [reason] = compiled.whyNot(inputs, { product: 'BATTERY-PACK' }).reasons;
    deepStrictEqual(reason, {
      kind: 'conditionFailed',
      ruleId: 'battery',
      stage: 'products',
      path: '/stages/2/rules/1/when/0/and/1',
      condition: { '<': [2, { var: 'noOfElevators' }] },
      actual: 1,
      expected: { operator: '>', value: 2 },
    });
  });

  it('lists why each alternative of an or failed', () => {
    const [reason] = bothModes(definition)[1].whyNot(inputs, { product: 'SIREN-KEYSWITCH' }).reasons;
    ok(reason && reason.kind === 'conditionFailed');
    deepStrictEqual(
      reason.alternatives!.map((a) => [a.actual, a.expected]),
      [
        [1, { operator: '>', value: 3 }],
        ['de', { operator: 'equalsAny', value: ['at', 'ch'] }],
      ],
    );
  });

  it('names the rule that withdrew an option', () => {
    for (const ruleSet of bothModes(definition)) {
      const answer = ruleSet.whyNot(inputs, { option: 'smokeDetection', value: 'SDLF1' });
      deepStrictEqual(answer.reasons, [
        {
          kind: 'withdrawn',
          ruleId: 'sdlf1-needs-height',
          stage: 'options',
          path: '/stages/0/rules/2/then/0',
          because: { ruleId: 'sdlf1-needs-height', stage: 'options', reads: { shaftHeight: 6000 } },
        },
      ]);
    }
  });

  it('names the selector value that picked another case', () => {
    const answer = bothModes(definition)[0].whyNot({ ...inputs, shaftHeight: 20000 }, { option: 'smokeDetection', value: 'POINTDETECTOR' });
    deepStrictEqual(answer.reasons, [
      {
        kind: 'caseNotMatched',
        ruleId: 'smoke-by-height',
        stage: 'options',
        path: '/stages/0/rules/0/select',
        actual: 'high',
        expected: { operator: '===', value: 'low' },
      },
    ]);
  });

  it('names a quantity that came out <= 0, and a computed key that came out different', () => {
    const [compiled, interpreted] = bothModes(definition);
    for (const ruleSet of [compiled, interpreted]) {
      const [reason] = ruleSet.whyNot(inputs, { product: 'LST-REPEATER' }).reasons;
      deepStrictEqual(reason, {
        kind: 'quantityNotPositive',
        ruleId: 'repeaters',
        stage: 'products',
        path: '/stages/2/rules/4/then/0/quantity',
        actual: 0,
        expected: { operator: '>', value: 0 },
        because: { ruleId: 'repeaters', stage: 'products', reads: { noOfElevators: 1 } },
      });
    }
    const flap = compiled.whyNot(inputs, { product: 'JK-180-HV-470x360' }).reasons.find((r) => 'ruleId' in r && r.ruleId === 'flap');
    deepStrictEqual(flap && flap.kind === 'otherValue' && [flap.actual, flap.because.reads], [
      'JK-180-HV-360x360',
      { totalLiftArea: 104000 },
    ]);
  });

  it('says when the item is there after all, or when no rule makes it', () => {
    const [compiled] = bothModes(definition);
    const present = compiled.whyNot(inputs, { product: 'POINT-DETECTOR' });
    equal(present.present, true);
    equal(present.because[0].ruleId, 'point-detectors');
    deepStrictEqual(
      compiled.whyNot(inputs, { product: 'UNKNOWN' }).reasons.map((r) => r.kind),
      ['otherValue'],
      'only the rule with a computed key could have',
    );
    deepStrictEqual(compiled.whyNot(inputs, { derived: 'nothing' }).reasons, [{ kind: 'noRule' }]);
    deepStrictEqual(compiled.whyNot(inputs, { message: 'hint.machineRoom' }).reasons[0].kind, 'conditionFailed');
    equal(compiled.whyNot(inputs, { derived: 'totalLiftArea' }).present, true);
    deepStrictEqual(compiled.whyNot({ ...inputs, shaftWidth: 'wide' }, { derived: 'totalLiftArea' }).reasons, [
      {
        kind: 'conditionFailed',
        ruleId: 'lift-area',
        stage: 'ventilation',
        path: '/stages/1/rules/0/when/0',
        condition: { isNumber: [{ var: 'shaftWidth' }] },
        actual: false,
        expected: { operator: 'truthy' },
      },
    ]);
  });

  it('names a rule that failed, and rules never reached', () => {
    const failing = ruleSet({
      products: {
        inputs: ['n'],
        rules: [
          { id: 'broken', kind: 'conditional', errorLevel: 'log', then: [{ addProduct: 'X', quantity: { ceilDiv: [{ var: 'n' }, 0] } }] },
        ],
      },
    });
    const [reason] = bothModes(failing)[0].whyNot({ n: 1 }, { product: 'X' }).reasons;
    deepStrictEqual(reason && reason.kind === 'ruleFailed' && [reason.path, reason.message], [
      '/stages/2/rules/0/then/0/quantity',
      "builtin 'ceilDiv' failed: ceilDiv: division by zero",
    ]);
    const [early] = bothModes(definition)[0].whyNot(inputs, { product: 'THERMOSTAT-ADD' }, { until: 'options' }).reasons;
    deepStrictEqual(early, { kind: 'notReached', ruleId: 'thermostat', stage: 'products' });
  });
});
