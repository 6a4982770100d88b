/// <reference types="node" />
// Whatever the API's form check accepts, the lift-shaft rules execute: a value that passes
// FORM_FIELDS never makes them fail (a shaft height of 18500.5 mm once did, in ceilDiv).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { checkFormValues, FORM_FIELDS, type FieldType } from '../form-values.js';
import { calculator, seedCatalogue, seedCosts } from './spec-support.spec.js';

/** Values of a field type the check accepts, decimals included where the type allows them. */
function valuesOf(key: string, type: FieldType): fc.Arbitrary<unknown> {
  switch (type.kind) {
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...type.values);
    case 'integer':
      return fc.integer({ min: type.min, max: Math.min(type.max ?? 1_000_000, 1_000_000_000) });
    case 'number':
      return fc.double({ min: type.min, max: type.max ?? 1_000_000, noNaN: true, noDefaultInfinity: true });
    case 'text':
      if (key === 'country') return fc.constantFrom('de', 'at', 'ch', 'pl');
      if (key === 'aioBasicSet') return fc.constantFrom(...seedCatalogue.productKeys.filter((k) => k.startsWith('AIO-BASIC')));
      if (key === 'plannedImplementationDate') return fc.constant('Q3/2027');
      if (key.endsWith('Location')) return fc.constantFrom('', '80331', '1010', '8');
      return fc.constant('');
    default:
      return fc.constant(null);
  }
}

const formValuesArbitrary = fc.record(
  Object.fromEntries(Object.entries(FORM_FIELDS).map(([key, { type }]) => [key, fc.option(valuesOf(key, type), { freq: 8 })])),
  { requiredKeys: [] },
);

describe('valid inputs', () => {
  it('every form the check accepts is evaluated without the rules failing', () => {
    fc.assert(
      fc.property(formValuesArbitrary, fc.subarray(Object.keys(FORM_FIELDS), { maxLength: 2 }), (values, changedFields) => {
        const formValues = Object.entries(values).map(([key, value]) => ({ key, value: value ?? null }));
        assert.deepEqual(checkFormValues(formValues), []);
        calculator.calculate(formValues, {
          changedFields,
          costs: seedCosts(),
          onFailure: (error) => {
            throw error;
          },
        });
      }),
      { numRuns: 300 },
    );
  });
});
