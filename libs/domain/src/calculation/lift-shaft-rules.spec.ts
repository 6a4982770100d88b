/// <reference types="node" />
// One test per rule of docs/domain.md with its numbers, at every boundary.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calculate, componentId, formValue, messageKeys, productsOf } from './spec-support.spec.js';

/** Another country: MANUAL only, so the area is exactly what is entered; new buildings use JK-180-HV. */
const manualArea = (area: number | null, overrides: Record<string, unknown> = {}) =>
  calculate({ country: 'ch', liftAreaPercentage: 'MANUAL', calculatedVentilationArea: area, ...overrides });

describe('lift area (docs/domain.md#lift-area)', () => {
  it('1600 x 2600 mm at 2.5 % is exactly 104000 mm², which the smallest flap covers', () => {
    const answer = calculate();
    assert.equal(answer.derived.totalLiftArea, 104000);
    assert.equal(answer.derived.flapSize, '360x360');
    assert.equal(answer.ventilation.recommended, 'JK-180-HV-360x360');
    assert.equal(productsOf(answer)['JK-180-HV-360x360'], 1);
    assert.equal(formValue(answer, 'calculatedVentilationArea'), 104000, 'calculatedVentilationArea equals the total lift area');
  });

  it('rounds up: 1600.01 x 2600 mm at 2.5 % is 104000.65, so 104001 mm² and the next flap', () => {
    const answer = calculate({ shaftWidth: 1600.01 });
    assert.equal(answer.derived.totalLiftArea, 104001);
    assert.equal(answer.derived.flapSize, '470x360');
  });

  it('floors the result at 100000 mm² (German building rules)', () => {
    assert.equal(calculate({ shaftWidth: 1000, shaftDepth: 1000 }).derived.totalLiftArea, 100000);
    assert.equal(calculate({ shaftWidth: 2000, shaftDepth: 2000 }).derived.totalLiftArea, 100000);
    assert.equal(calculate({ shaftWidth: 2000, shaftDepth: 2001 }).derived.totalLiftArea, 100050);
  });

  it('uses 1.0 % in Austria when chosen', () => {
    assert.equal(calculate({ country: 'at', liftAreaPercentage: '1_0_PERCENT' }).derived.totalLiftArea, 100000);
    const large = calculate({ country: 'at', liftAreaPercentage: '1_0_PERCENT', shaftWidth: 5000, shaftDepth: 3000 });
    assert.equal(large.derived.totalLiftArea, 150000);
    assert.equal(large.derived.flapSize, '530x530');
    assert.equal(calculate({ country: 'at', shaftWidth: 5000, shaftDepth: 3000 }).derived.totalLiftArea, 375000);
  });

  it('MANUAL uses the entered area as it is', () => {
    assert.equal(manualArea(87654).derived.totalLiftArea, 87654);
    assert.equal(
      calculate({ projectType: 'MODERNIZED', liftAreaPercentage: 'MANUAL', calculatedVentilationArea: 250000 }).derived.totalLiftArea,
      250000,
    );
  });

  it('gives no result when width or depth is not a number, and then resets everything', () => {
    for (const overrides of [{ shaftWidth: null }, { shaftDepth: null }]) {
      const answer = calculate({ ...overrides, aioBasicSet: 'AIO-BASIC-PD-24' });
      assert.equal(answer.derived.totalLiftArea, null);
      assert.equal(answer.ready, false);
      assert.deepEqual(answer.selectedProducts, []);
      assert.deepEqual(answer.options.aioBasicSets, []);
      assert.equal(formValue(answer, 'aioBasicSet'), null, 'no set');
    }
  });

  it('a total lift area of zero or empty resets everything', () => {
    for (const area of [0, null]) {
      const answer = manualArea(area);
      assert.equal(answer.ready, false);
      assert.deepEqual(answer.selectedProducts, []);
      assert.deepEqual(answer.ventilation, { candidates: [], weatherProtection: [], recommended: null });
    }
  });
});

describe('lift area percentages by country and project type', () => {
  const cases: [string, string, string[]][] = [
    ['de', 'NEWBUILDING', ['2_5_PERCENT']],
    ['de', 'MODERNIZED', ['2_5_PERCENT', 'MANUAL']],
    ['at', 'NEWBUILDING', ['2_5_PERCENT', '1_0_PERCENT']],
    ['at', 'MODERNIZED', ['2_5_PERCENT', '1_0_PERCENT', 'MANUAL']],
    ['ch', 'NEWBUILDING', ['MANUAL']],
    ['ch', 'MODERNIZED', ['MANUAL']],
  ];
  for (const [country, projectType, expected] of cases) {
    it(`${country} ${projectType}: ${expected.join(', ')}`, () => {
      assert.deepEqual(calculate({ country, projectType }).options.liftAreaPercentage, expected);
    });
  }

  it('a percentage not available resets to the first available, and says so', () => {
    const answer = calculate({ liftAreaPercentage: '1_0_PERCENT' });
    assert.equal(formValue(answer, 'liftAreaPercentage'), '2_5_PERCENT');
    assert.equal(answer.derived.totalLiftArea, 104000);
    const reset = answer.messages.find((m) => m.key === 'consistency.valueReset');
    assert.deepEqual(reset?.params, { field: 'liftAreaPercentage', from: '1_0_PERCENT', to: '2_5_PERCENT' });
  });
});

describe('flap sizes and area limits (smallest flap covering the area)', () => {
  const jk180: [number, string][] = [
    [104000, '360x360'],
    [104001, '470x360'],
    [130000, '470x360'],
    [130001, '530x530'],
    [231000, '530x530'],
    [231001, '700x700'],
    [406000, '700x700'],
    [406001, '860x860'],
    [624000, '860x860'],
    [624001, '1030x1030'],
    [896000, '1030x1030'],
    [896001, '1200x1200'],
    [1218000, '1200x1200'],
  ];
  for (const [area, size] of jk180) {
    it(`new building, ${area} mm²: JK-180-HV-${size}`, () => {
      const answer = manualArea(area);
      assert.equal(answer.derived.flapSize, size);
      assert.deepEqual(productsOf(answer)[`JK-180-HV-${size}`], 1);
    });
  }

  it('one mm² below the smallest flap still takes the smallest', () => {
    assert.equal(manualArea(103999).derived.flapSize, '360x360');
  });

  it('beyond the largest JK-180-HV flap (1218000): as many of the largest as needed', () => {
    const answer = manualArea(1218001);
    assert.equal(answer.derived.flapSize, '1200x1200');
    assert.equal(productsOf(answer)['JK-180-HV-1200x1200'], 2);
    assert.ok(messageKeys(answer).includes('ventilation.multipleFlapsNeeded'));
    assert.equal(productsOf(manualArea(3654001))['JK-180-HV-1200x1200'], 4);
  });

  it('modernized buildings use the JK-190 series, whose largest flap covers 1219000', () => {
    const modernized = (area: number) =>
      calculate({ projectType: 'MODERNIZED', liftAreaPercentage: 'MANUAL', calculatedVentilationArea: area });
    assert.equal(modernized(104000).ventilation.recommended, 'JK-190-360x360');
    assert.deepEqual(productsOf(modernized(1219000))['JK-190-1200x1200'], 1);
    assert.deepEqual(productsOf(modernized(1219001))['JK-190-1200x1200'], 2);
  });
});

describe('system availability', () => {
  it('offers L-AIO, then AIO-Basic', () => {
    assert.deepEqual(calculate().options.system, ['L-AIO', 'AIO-Basic']);
    assert.deepEqual(calculate({ noOfElevators: 2 }).options.system, ['L-AIO', 'AIO-Basic']);
  });
  for (const overrides of [
    { nrwgDelivered: true },
    { lowEnergyStandard: true },
    { quiet: true },
    { noOfElevators: 3 },
    { additionalSmokeDetector: true },
  ]) {
    it(`AIO-Basic is unavailable with ${JSON.stringify(overrides)}`, () => {
      const answer = calculate({ ...overrides, system: 'AIO-Basic' });
      assert.deepEqual(answer.options.system, ['L-AIO']);
      assert.equal(formValue(answer, 'system'), 'L-AIO', 'the first available');
      const hint = answer.messages.find((m) => m.key === 'hint.excludedBy');
      assert.equal(hint?.params.reason, Object.keys(overrides)[0]);
    });
  }
  it('no system chosen: the first available', () => {
    assert.equal(formValue(calculate({ system: null }), 'system'), 'L-AIO');
  });
});

describe('repeater count (70000 base, 5000 and one repeater for a machine room, 36000 each)', () => {
  const cases: [string, number, number][] = [
    ['no', 18000, 0],
    ['no', 70000, 0],
    ['no', 70001, 1],
    ['no', 106000, 1],
    ['no', 106001, 2],
    ['no', 120000, 2],
    ['up', 18000, 1],
    ['up', 75000, 1],
    ['up', 75001, 2],
    ['up', 111000, 2],
    ['up', 111001, 3],
    ['down', 75001, 2],
  ];
  for (const [machineRoom, shaftHeight, count] of cases) {
    it(`machine room ${machineRoom}, ${shaftHeight} mm: ${count}`, () => {
      assert.equal(calculate({ machineRoom, shaftHeight, smokeDetection: 'SDLF1' }).derived.repeaterCount, count);
    });
  }
  it('L-AIO with LST-CO2-V3 gets the repeaters', () => {
    assert.equal(productsOf(calculate({ shaftHeight: 106001, smokeDetection: 'SDLF1' }))['LST-REPEATER'], 2);
  });
});

describe('lift status detection', () => {
  it('AIO-Basic keeps LST-CO2-V3 while no repeater is needed (70000)', () => {
    assert.deepEqual(calculate({ system: 'AIO-Basic', shaftHeight: 70000, smokeDetection: 'SDLF1' }).options.liftStatusDetection, [
      'LST-CO2-V3',
      'FAULTALARMCONTACT',
    ]);
  });
  it('AIO-Basic loses LST-CO2-V3 when a repeater is needed (70001), and the choice resets', () => {
    const answer = calculate({ system: 'AIO-Basic', shaftHeight: 70001, smokeDetection: 'SDLF1' });
    assert.deepEqual(answer.options.liftStatusDetection, ['FAULTALARMCONTACT']);
    assert.equal(formValue(answer, 'liftStatusDetection'), 'FAULTALARMCONTACT');
    assert.equal(productsOf(answer)['FAULT-ALARM-INTERFACE'], 1);
  });
  it('AIO-Basic with a machine room needs a repeater, so no LST-CO2-V3', () => {
    assert.deepEqual(calculate({ system: 'AIO-Basic', machineRoom: 'up' }).options.liftStatusDetection, ['FAULTALARMCONTACT']);
  });
  it('L-AIO keeps both with repeaters', () => {
    assert.deepEqual(calculate({ shaftHeight: 70001, smokeDetection: 'SDLF1' }).options.liftStatusDetection, [
      'LST-CO2-V3',
      'FAULTALARMCONTACT',
    ]);
  });
});

describe('smoke detection options (display order by height; country, integration, percentage, lifts, machine room)', () => {
  const austria = { country: 'at', systemIntegration: true };
  const cases: [number, string[]][] = [
    [8000, ['NONE', 'POINTDETECTOR', 'RAS']],
    [8001, ['NONE', 'POINTDETECTOR', 'SDLF1', 'RAS']],
    [12000, ['NONE', 'POINTDETECTOR', 'SDLF1', 'RAS']],
    [12001, ['NONE', 'SDLF1', 'POINTDETECTOR', 'RAS']],
    [75000, ['NONE', 'SDLF1', 'POINTDETECTOR', 'RAS']],
    [75001, ['NONE', 'SDLF1', 'POINTDETECTOR']],
    [120000, ['NONE', 'SDLF1', 'POINTDETECTOR']],
  ];
  for (const [shaftHeight, expected] of cases) {
    it(`${shaftHeight} mm: ${expected.join(', ')}`, () => {
      assert.deepEqual(calculate({ ...austria, shaftHeight }).options.smokeDetection, expected);
    });
  }
  it('NONE never in Germany', () => {
    assert.deepEqual(calculate({ systemIntegration: true }).options.smokeDetection, ['SDLF1', 'POINTDETECTOR', 'RAS']);
  });
  it('NONE outside Germany only with system integration, 1.0 % or MANUAL', () => {
    assert.deepEqual(calculate({ country: 'at' }).options.smokeDetection, ['SDLF1', 'POINTDETECTOR', 'RAS']);
    assert.equal(calculate({ country: 'at', liftAreaPercentage: '1_0_PERCENT' }).options.smokeDetection[0], 'NONE');
    assert.equal(
      calculate({ country: 'at', projectType: 'MODERNIZED', liftAreaPercentage: 'MANUAL', calculatedVentilationArea: 120000 }).options
        .smokeDetection[0],
      'NONE',
    );
  });
  it('more than 2 elevators remove the point detector; the choice resets to the first applicable and a message says why', () => {
    const answer = calculate({ noOfElevators: 3 });
    assert.deepEqual(answer.options.smokeDetection, ['SDLF1', 'RAS']);
    assert.equal(formValue(answer, 'smokeDetection'), 'SDLF1');
    assert.ok(messageKeys(answer).includes('component.pointDetectorMaxTwoLifts'));
    assert.ok(messageKeys(answer).includes('component.moreThanTwoLifts'));
  });
  it('a machine room with AIO-Basic leaves only the point detector, forced', () => {
    const answer = calculate({ machineRoom: 'up', system: 'AIO-Basic', smokeDetection: 'RAS', shaftHeight: 80000 });
    assert.deepEqual(answer.options.smokeDetection, ['POINTDETECTOR']);
    assert.equal(formValue(answer, 'smokeDetection'), 'POINTDETECTOR');
  });
  it('SD-L-F1 chosen at 8000 mm is refused with its message', () => {
    const answer = calculate({ shaftHeight: 8000, smokeDetection: 'SDLF1' });
    assert.equal(formValue(answer, 'smokeDetection'), 'POINTDETECTOR');
    assert.ok(messageKeys(answer).includes('component.sdlf1HeightRange'));
  });
});

describe('AIO Basic sets (line-length ranges, 12000 less per limit with a machine room)', () => {
  const cases: [string, number, string[]][] = [
    ['no', 12000, ['AIO-BASIC-PD-12', 'AIO-BASIC-SD-L-F1-50']],
    ['no', 12001, ['AIO-BASIC-PD-24', 'AIO-BASIC-SD-L-F1-50']],
    ['no', 24000, ['AIO-BASIC-PD-24', 'AIO-BASIC-SD-L-F1-50']],
    ['no', 24001, ['AIO-BASIC-PD-36', 'AIO-BASIC-SD-L-F1-50']],
    ['no', 36000, ['AIO-BASIC-PD-36', 'AIO-BASIC-SD-L-F1-50']],
    ['no', 36001, ['AIO-BASIC-PD-48', 'AIO-BASIC-SD-L-F1-50']],
    ['no', 48000, ['AIO-BASIC-PD-48', 'AIO-BASIC-SD-L-F1-50']],
    ['no', 48001, ['AIO-BASIC-SD-L-F1-50']],
    ['no', 50000, ['AIO-BASIC-SD-L-F1-50']],
    ['no', 50001, ['AIO-BASIC-SD-L-F1-100']],
    ['no', 100000, ['AIO-BASIC-SD-L-F1-100']],
    ['no', 100001, []],
    ['up', 5000, ['AIO-BASIC-PD-24']],
    ['up', 12000, ['AIO-BASIC-PD-24']],
    ['up', 12001, ['AIO-BASIC-PD-36']],
    ['up', 24000, ['AIO-BASIC-PD-36']],
    ['up', 24001, ['AIO-BASIC-PD-48']],
    ['down', 36000, ['AIO-BASIC-PD-48']],
    ['down', 36001, []],
  ];
  for (const [machineRoom, shaftHeight, expected] of cases) {
    it(`machine room ${machineRoom}, ${shaftHeight} mm: ${expected.join(', ') || 'none'}`, () => {
      assert.deepEqual(calculate({ machineRoom, shaftHeight, smokeDetection: 'SDLF1' }).options.aioBasicSets, expected);
    });
  }
  for (const overrides of [{ installationPosition: null }, { mainLevelSmokeDetector: true }, { nrwgDelivered: true }, { quiet: true }]) {
    it(`none with ${JSON.stringify(overrides)}`, () => {
      assert.deepEqual(calculate(overrides).options.aioBasicSets, []);
    });
  }
  it('a PD set forces the point detector and AIO-Basic; the set is the product (complete-set flow)', () => {
    const answer = calculate({ aioBasicSet: 'AIO-BASIC-PD-24', smokeDetection: 'RAS', system: 'L-AIO' });
    assert.equal(formValue(answer, 'smokeDetection'), 'POINTDETECTOR');
    assert.equal(formValue(answer, 'system'), 'AIO-Basic');
    assert.deepEqual(productsOf(answer), { 'AIO-BASIC-PD-24': 1 });
    assert.equal(answer.selectedProducts[0].category, 'SET');
  });
  it('an SD-L-F1 set forces SD-L-F1', () => {
    assert.equal(formValue(calculate({ aioBasicSet: 'AIO-BASIC-SD-L-F1-50' }), 'smokeDetection'), 'SDLF1');
  });
  it('a set that is not offered is cleared, with a message', () => {
    const answer = calculate({ aioBasicSet: 'AIO-BASIC-PD-12' });
    assert.equal(formValue(answer, 'aioBasicSet'), null);
    assert.ok(messageKeys(answer).includes('consistency.aioBasicSetUnavailable'));
    assert.ok(productsOf(answer)['BK-AIO']);
  });
  it('with weathershelter and vertical installation the matching ALAS comes with the set', () => {
    const answer = calculate({ aioBasicSet: 'AIO-BASIC-PD-24', weathershelter: true, montageIncluded: false });
    assert.deepEqual(answer.ventilation.weatherProtection, ['ALAS-360x360']);
    assert.deepEqual(productsOf(answer), { 'AIO-BASIC-PD-24': 1, 'ALAS-360x360': 1, 'SMOKE-TEST-SPRAY': 1 });
  });
  it('installed horizontally with weathershelter, the set needs the user to choose the weather protection', () => {
    const form = { aioBasicSet: 'AIO-BASIC-PD-24', weathershelter: true, installationPosition: 'H' };
    const unchosen = calculate(form);
    assert.deepEqual(unchosen.ventilation.weatherProtection, ['WSH-360x360']);
    assert.ok(messageKeys(unchosen).includes('component.selectionRequiredForSet'));
    const chosen = calculate({ ...form, [`quantity-${componentId('WSH-360x360')}`]: 1 });
    assert.equal(productsOf(chosen)['WSH-360x360'], 1);
    assert.ok(!messageKeys(chosen).includes('component.selectionRequiredForSet'));
  });
  it('machine room down adds the thermostat to a set too', () => {
    assert.deepEqual(productsOf(calculate({ aioBasicSet: 'AIO-BASIC-PD-24', machineRoom: 'down', shaftHeight: 5000 })), {
      'AIO-BASIC-PD-24': 1,
      'THERMOSTAT-ADD': 1,
    });
  });
});

describe('ventilation component filtering and the recommended product', () => {
  it('new building, vertical: JK-180-HV and the insulated JK-190-DB covering the area; recommended the smallest JK-180-HV', () => {
    const answer = calculate({ shaftWidth: 2000, shaftDepth: 2601 }); // 130025 mm²
    assert.deepEqual(answer.ventilation.candidates, [
      'JK-180-HV-530x530',
      'JK-180-HV-700x700',
      'JK-180-HV-860x860',
      'JK-180-HV-1030x1030',
      'JK-180-HV-1200x1200',
      'JK-190-DB-530x530',
      'JK-190-DB-700x700',
      'JK-190-DB-860x860',
      'JK-190-DB-1030x1030',
      'JK-190-DB-1200x1200',
    ]);
    assert.equal(answer.ventilation.recommended, 'JK-180-HV-530x530');
  });
  it('modernized: JK-190 recommended', () => {
    const answer = calculate({ projectType: 'MODERNIZED' });
    assert.ok(answer.ventilation.candidates.every((key) => key.startsWith('JK-190')));
    assert.equal(answer.ventilation.recommended, 'JK-190-360x360');
    assert.ok(messageKeys(answer).includes('hint.checkExistingOpening'));
  });
  it('horizontal: roof flaps only; the smallest covering the area is recommended and quoted', () => {
    const answer = calculate({ installationPosition: 'H' });
    assert.ok(answer.ventilation.candidates.every((key) => key.startsWith('TF-')));
    assert.equal(answer.ventilation.recommended, 'TF-360x360');
    assert.equal(productsOf(answer)['TF-360x360'], 1);
    assert.ok(!messageKeys(answer).includes('ventilation.noComponentSelected'));
    // 12,5 m × 1 400 × 1 800 mm at 2.5 %: 63 000 mm², the floor of 100 000 applies; a larger shaft a larger flap.
    assert.equal(calculate({ installationPosition: 'H', shaftWidth: 3000, shaftDepth: 3000 }).ventilation.recommended, 'TF-530x530');
    const chosen = calculate({ installationPosition: 'H', [`quantity-${componentId('TF-360x360')}`]: 1 });
    assert.equal(productsOf(chosen)['TF-360x360'], 1);
    assert.equal(productsOf(chosen)['AS-LF'], 1, 'an attachment set per thermo flap');
  });
  it('closure supplied on site: the drives have no area, so none is recommended and the user chooses', () => {
    const answer = calculate({ nrwgDelivered: true });
    assert.equal(answer.ventilation.recommended, null);
    assert.ok(messageKeys(answer).includes('ventilation.noComponentSelected'));
  });
  it('low energy standard and quiet keep only insulated, quiet flaps', () => {
    for (const overrides of [{ lowEnergyStandard: true }, { quiet: true }]) {
      const answer = calculate(overrides);
      assert.equal(answer.ventilation.recommended, answer.ventilation.candidates[0], 'the smallest insulated flap is recommended');
      assert.ok(answer.ventilation.candidates.length > 0);
      assert.ok(
        answer.ventilation.candidates.every((key) => key.startsWith('JK-190-DB-')),
        JSON.stringify(answer.ventilation.candidates),
      );
    }
  });
  it('closure supplied on site: the drives; TAIRMO when quiet', () => {
    assert.deepEqual(calculate({ nrwgDelivered: true }).ventilation.candidates, ['TAIRMO', 'S9']);
    assert.deepEqual(calculate({ nrwgDelivered: true, quiet: true }).ventilation.candidates, ['TAIRMO']);
  });
  it('S9 and TAIRMO components bring an AS-LF and an interface adapter set each', () => {
    const answer = calculate({ nrwgDelivered: true, [`quantity-${componentId('S9')}`]: 2 });
    const products = productsOf(answer);
    assert.equal(products.S9, 2);
    assert.equal(products['AS-LF'], 2);
    assert.equal(products['IF-ADAPTER-SET'], 2);
    assert.ok(messageKeys(answer).includes('hint.nshevWindIndependent'));
  });
  it('EN 12101-2 drops the untested drives', () => {
    assert.deepEqual(calculate({ nrwgDelivered: true, en121012Required: true }).ventilation.candidates, []);
  });
  it('weathershelter keeps weather-protection-compatible closures and adds the matching ALAS', () => {
    const answer = calculate({ weathershelter: true });
    assert.ok(answer.ventilation.weatherProtection.every((key) => key.startsWith('ALAS-')));
    assert.equal(productsOf(answer)['ALAS-360x360'], 1);
    assert.ok(messageKeys(answer).includes('hint.weatherProtectionCoverage'));
  });
  it('a smaller weather protection than the flap is a warning', () => {
    const answer = calculate({ weathershelter: true, shaftWidth: 2000, shaftDepth: 2601, [`quantity-${componentId('ALAS-360x360')}`]: 1 });
    assert.ok(messageKeys(answer).includes('component.weatherProtectionTooSmall'));
  });
  it('a roof flap with built-in weather protection needs none; choosing one anyway is incompatible', () => {
    const tf = `quantity-${componentId('TF-360x360')}`;
    const builtIn = calculate({ installationPosition: 'H', weathershelter: true, [tf]: 1 });
    assert.equal(productsOf(builtIn)['WSH-360x360'], undefined);
    const both = calculate({ installationPosition: 'H', weathershelter: true, [tf]: 1, [`quantity-${componentId('WSH-360x360')}`]: 1 });
    assert.ok(messageKeys(both).includes('component.incompatibleClosureAndWeatherProtection'));
  });
  it('weather protection cannot be chosen with a closure supplied on site', () => {
    const answer = calculate({ weathershelter: true, nrwgDelivered: true });
    assert.deepEqual(answer.ventilation.weatherProtection, []);
    assert.ok(messageKeys(answer).includes('component.weatherProtectionWithSuppliedClosure'));
  });
  it('Einbauwinkel: mounting brackets by opening size for JK190 and JK190DB only', () => {
    assert.equal(productsOf(calculate({ projectType: 'MODERNIZED', includeEinbauwinkel: true }))['EBW-360x360'], 1);
    assert.equal(productsOf(calculate({ includeEinbauwinkel: true }))['EBW-360x360'], undefined, 'not for JK-180-HV');
    const db = calculate({ lowEnergyStandard: true, includeEinbauwinkel: true, [`quantity-${componentId('JK-190-DB-700x700')}`]: 2 });
    assert.equal(productsOf(db)['EBW-700x700'], 2);
  });
  it('the user chooses fewer flaps than needed: a warning', () => {
    const answer = manualArea(2000000, { [`quantity-${componentId('JK-180-HV-1200x1200')}`]: 1 });
    assert.ok(messageKeys(answer).includes('ventilation.tooFewComponents'));
  });
  it('nothing fits: a hint to choose custom dimensions', () => {
    assert.ok(
      messageKeys(
        calculate({
          nrwgDelivered: false,
          installationPosition: 'H',
          lowEnergyStandard: true,
          en121012Required: true,
          quiet: true,
          shaftWidth: 20000,
          shaftDepth: 10000,
        }),
      ).length > 0,
    );
    assert.ok(messageKeys(calculate({ nrwgDelivered: true, en121012Required: true })).includes('hint.customDimensions'));
  });
});

describe('consistency rules on change', () => {
  const jk470 = `quantity-${componentId('JK-180-HV-470x360')}`;
  it("the user's quantities replace the recommendation", () => {
    const products = productsOf(calculate({ [jk470]: 2 }));
    assert.equal(products['JK-180-HV-470x360'], 2);
    assert.equal(products['JK-180-HV-360x360'], undefined);
  });
  for (const trigger of [
    'installationPosition',
    'nrwgDelivered',
    'projectType',
    'system',
    'weathershelter',
    'quiet',
    'lowEnergyStandard',
  ]) {
    it(`a change of ${trigger} resets component quantities`, () => {
      const answer = calculate({ [jk470]: 2 }, [trigger]);
      assert.equal(formValue(answer, jk470), undefined);
      assert.equal(productsOf(answer)['JK-180-HV-360x360'], 1, 'the recommendation again');
    });
  }
  it('a change of another field keeps them, a set chosen too (it keeps what remains on offer)', () => {
    assert.equal(formValue(calculate({ [jk470]: 2 }, ['shaftHeight']), jk470), 2);
    assert.equal(formValue(calculate({ [jk470]: 2 }, ['aioBasicSet']), jk470), 2);
  });
  it('quantities of components no longer available reset', () => {
    const tf = `quantity-${componentId('TF-360x360')}`;
    const answer = calculate({ [tf]: 1 });
    assert.equal(formValue(answer, tf), undefined);
    assert.equal(productsOf(answer)['TF-360x360'], undefined);
  });
  it('a shrinking calculatedVentilationArea resets component quantities', () => {
    const answer = calculate({ calculatedVentilationArea: 130000, [jk470]: 1 });
    assert.equal(formValue(answer, 'calculatedVentilationArea'), 104000);
    assert.equal(formValue(answer, jk470), undefined);
  });
  it('montage only in Germany: elsewhere false and no location', () => {
    const answer = calculate({ country: 'at', montageIncluded: true, montageBuildingLocation: '1010' });
    assert.equal(formValue(answer, 'montageIncluded'), false);
    assert.equal(formValue(answer, 'montageBuildingLocation'), null);
    assert.ok(messageKeys(answer).includes('costs.montageOnlyInGermany'));
  });
  it('installation costs need a German montage postal code: 5 digits', () => {
    for (const [location, refused] of [
      ['123', true],
      ['1234', true],
      ['1010', true],
      ['8033', true],
      ['abcd', true],
      ['abcde', true],
      ['12345', false],
      ['99999', false],
      ['123456', true],
    ] as const) {
      const answer = calculate({ montageIncluded: true, montageBuildingLocation: location });
      assert.equal(messageKeys(answer).includes('costs.installationNotPossible'), refused, location);
    }
  });
  it('montage switched on with no location copies the building location', () => {
    assert.equal(formValue(calculate({ montageIncluded: true, montageBuildingLocation: null }), 'montageBuildingLocation'), '80331');
    assert.equal(formValue(calculate({ montageIncluded: true, montageBuildingLocation: '10115' }), 'montageBuildingLocation'), '10115');
  });
});

describe('automatic product selection', () => {
  it('the base case: control panel, flap, lift status, point detectors, accessory, cables', () => {
    assert.deepEqual(productsOf(calculate()), {
      'BK-AIO': 1,
      'JK-180-HV-360x360': 1,
      'LST-CO2-V3': 1,
      'POINT-DETECTOR': 2,
      'RT-45-RJ': 1,
      'CABLE-6M': 1,
      'CABLE-4M': 2,
    });
  });
  const pointDetectors: [number, number][] = [
    [5000, 1],
    [12000, 1],
    [12001, 2],
    [24000, 2],
    [24001, 3],
  ];
  for (const [shaftHeight, count] of pointDetectors) {
    it(`point detectors at ${shaftHeight} mm: ${count} (one per 12000, at least 1)`, () => {
      assert.equal(productsOf(calculate({ shaftHeight }))['POINT-DETECTOR'], count);
    });
  }
  const ras: [number, number, string, number, number][] = [
    [4000, 1, 'RAS-42000', 5000, 5],
    [18000, 1, 'RAS-42000', 20000, 20],
    [42000, 1, 'RAS-42000', 42500, 42.5],
    [42001, 1, 'RAS-200', 42500, 42.5],
    [72501, 1, 'RAS-200', 75000, 75],
    [74000, 3, 'RAS-200', 75000, 150],
  ];
  for (const [shaftHeight, lifts, key, pipe, metres] of ras) {
    it(`RAS at ${shaftHeight} mm with ${lifts} lift(s): ${key}, pipe ${pipe} mm`, () => {
      const answer = calculate({ shaftHeight, noOfElevators: lifts, smokeDetection: 'RAS' });
      const products = productsOf(answer);
      assert.equal(products[key], lifts >= 3 ? 2 : 1);
      assert.equal(answer.derived.rasPipeLength, pipe);
      assert.equal(products['RAS-PIPE'], metres, 'metres of pipe for every sensor');
      assert.equal(products['BATTERY-PACK'], 2, 'RAS without AIO-Basic tops the battery pack up to 2');
    });
  }
  it('no RAS: no pipe length', () => {
    assert.equal(calculate().derived.rasPipeLength, null);
  });
  const sdlf1: [number, string][] = [
    [8001, 'SD-L-F1-50'],
    [50000, 'SD-L-F1-50'],
    [50001, 'SD-L-F1-120'],
    [120000, 'SD-L-F1-120'],
  ];
  for (const [shaftHeight, key] of sdlf1) {
    it(`SD-L-F1 at ${shaftHeight} mm: ${key}`, () => {
      assert.equal(productsOf(calculate({ shaftHeight, smokeDetection: 'SDLF1' }))[key], 1);
    });
  }
  it('machine room down always adds the additional thermostat (once)', () => {
    assert.equal(productsOf(calculate({ machineRoom: 'down' }))['THERMOSTAT-ADD'], 1);
    assert.equal(productsOf(calculate({ machineRoom: 'down', additionalThermostat: true }))['THERMOSTAT-ADD'], 1);
    assert.equal(productsOf(calculate({ machineRoom: 'up' }))['THERMOSTAT-ADD'], undefined);
  });
  it('FM-2M = closure components - 2, minus 1 more without a machine room, at least 0', () => {
    const jk = `quantity-${componentId('JK-180-HV-360x360')}`;
    assert.equal(productsOf(calculate({ [jk]: 4 }))['FM-2M'], 1);
    assert.equal(productsOf(calculate({ [jk]: 4, machineRoom: 'up' }))['FM-2M'], 2);
    assert.equal(productsOf(calculate({ [jk]: 3 }))['FM-2M'], undefined);
  });
  it('RJ-45 splitter: accessory count - 1 when more than 1', () => {
    assert.equal(productsOf(calculate({ 'rt-45-rj': 2, 'rt-45l-rj': 1 }))['RJ45-SPLITTER'], 2);
    assert.equal(productsOf(calculate({ 'rt-45-rj': 1 }))['RJ45-SPLITTER'], undefined);
    assert.equal(productsOf(calculate({ 'rt-45-rj': 1, 'rj-45-splitter': 1 }))['RJ45-SPLITTER'], 1, 'what the user asked for');
  });
  it('battery pack: 2 with a closure supplied on site (not AIO-Basic) or with the low-noise drive', () => {
    assert.equal(productsOf(calculate({ nrwgDelivered: true }))['BATTERY-PACK'], 2);
    const quiet = productsOf(calculate({ quiet: true }));
    assert.equal(quiet['BATTERY-PACK'], 2);
    assert.equal(quiet['QUIET-DRIVE'], 1);
    assert.equal(productsOf(calculate())['BATTERY-PACK'], undefined);
  });
  it('smoke test spray when installation is not included and a detector is present', () => {
    assert.equal(productsOf(calculate({ montageIncluded: false }))['SMOKE-TEST-SPRAY'], 1);
    assert.equal(productsOf(calculate({ montageIncluded: true }))['SMOKE-TEST-SPRAY'], undefined);
    assert.equal(productsOf(calculate({ country: 'at', systemIntegration: true, smokeDetection: 'NONE' }))['SMOKE-TEST-SPRAY'], undefined);
  });
  it('additional and main-level smoke detectors add a point detector each, with their cables', () => {
    const products = productsOf(calculate({ additionalSmokeDetector: true, mainLevelSmokeDetector: true }));
    assert.equal(products['POINT-DETECTOR'], 4);
    assert.equal(products['CABLE-12M'], 2);
  });
  it('LST for every lift, a cable for each further lift', () => {
    const products = productsOf(calculate({ noOfElevators: 2 }));
    assert.equal(products['LST-CO2-V3'], 2);
    assert.equal(products['CABLE-12M'], 1);
  });
  it('adjusted cable quantities replace the computed ones, which stay as estimates', () => {
    const answer = calculate({ 'custom-length-CABLE-4M': 5, 'fm-2m-custom': 3 });
    const cable = answer.selectedProducts.find((p) => p.productKey === 'CABLE-4M')!;
    assert.deepEqual([cable.quantity, cable.estimatedQuantity], [5, 2]);
    const fm = answer.selectedProducts.find((p) => p.productKey === 'FM-2M')!;
    assert.deepEqual([fm.quantity, fm.estimatedQuantity], [3, 0]);
  });
  it('every product, quantity and message says which rule made it', () => {
    const answer = calculate({ montageIncluded: false });
    for (const item of [...answer.selectedProducts, ...answer.messages]) assert.ok(item.because.length > 0, JSON.stringify(item));
    const detectors = answer.selectedProducts.find((p) => p.productKey === 'POINT-DETECTOR')!;
    assert.deepEqual(detectors.because[0], {
      ruleId: 'smoke-detection-products',
      stage: 'products',
      reads: { flow: 'default', effectiveSmokeDetection: 'POINTDETECTOR', shaftHeight: 18000 },
    });
  });
});
