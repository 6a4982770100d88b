/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFormValues, fieldDefinition } from './form-values.js';

describe(checkFormValues.name, () => {
  it('accepts a complete, valid basic input', () => {
    const problems = checkFormValues([
      { key: 'country', value: 'de' },
      { key: 'projectType', value: 'NEWBUILDING' },
      { key: 'shaftHeight', value: 120000 },
      { key: 'shaftWidth', value: 20000 },
      { key: 'shaftDepth', value: 10000 },
      { key: 'machineRoom', value: 'no' },
      { key: 'noOfElevators', value: 1 },
      { key: 'liftAreaPercentage', value: '2_5_PERCENT' },
      { key: 'quiet', value: false },
      { key: 'aioBasicSet', value: null },
      { key: 'quantity-1001', value: 2 },
      { key: 'plannedImplementationDate', value: 'Q3/2027' },
    ]);
    assert.deepEqual(problems, []);
  });

  it('names shaft dimensions outside the limits of docs/domain.md#units-and-limits, one mm past each', () => {
    const problems = checkFormValues([
      { key: 'shaftHeight', value: 120001 },
      { key: 'shaftWidth', value: 20001 },
      { key: 'shaftDepth', value: 10001 },
      { key: 'shaftDepth', value: -1 },
    ]);
    assert.deepEqual(
      problems.map((p) => p.path),
      ['/formValues/0/value', '/formValues/1/value', '/formValues/2/value', '/formValues/3/key', '/formValues/3/value'],
    );
    assert.match(problems[0].message, /shaftHeight must be at most 120000/);
    // The apps say these from the code and its figures, in the screen's language.
    assert.deepEqual(
      problems.map((p) => [p.key, p.params]),
      [
        ['maximum', { field: 'shaftHeight', limit: 120000 }],
        ['maximum', { field: 'shaftWidth', limit: 20000 }],
        ['maximum', { field: 'shaftDepth', limit: 10000 }],
        ['duplicate', { value: 'shaftDepth' }],
        ['minimum', { field: 'shaftDepth', limit: 0 }],
      ],
    );
  });

  it('names unknown keys, unknown enumeration values and wrong types', () => {
    const problems = checkFormValues([
      { key: 'colour', value: 'red' },
      { key: 'system', value: 'XL-AIO' },
      { key: 'nrwgDelivered', value: 'yes' },
      { key: 'shaftHeight', value: '12000' },
      { key: 'noOfElevators', value: 1.5 },
    ]);
    assert.deepEqual(
      problems.map((p) => p.message),
      [
        "'colour' is not a known form field",
        'system must be one of L-AIO, AIO-Basic',
        'nrwgDelivered must be true or false',
        'shaftHeight is not a number',
        'noOfElevators must be a whole number',
      ],
    );
  });

  it('wants whole millimetres for the shaft and whole mm² for the manual area, and allows decimals in the payload', () => {
    const problems = checkFormValues([
      { key: 'shaftHeight', value: 18500.5 },
      { key: 'shaftWidth', value: 1600.5 },
      { key: 'shaftDepth', value: 2600.25 },
      { key: 'calculatedVentilationArea', value: 104000.5 },
      { key: 'payload', value: 1000.5 },
    ]);
    assert.deepEqual(problems, [
      {
        path: '/formValues/0/value',
        key: 'wholeNumber',
        params: { field: 'shaftHeight' },
        message: 'shaftHeight must be whole millimetres (no decimals)',
      },
      {
        path: '/formValues/1/value',
        key: 'wholeNumber',
        params: { field: 'shaftWidth' },
        message: 'shaftWidth must be whole millimetres (no decimals)',
      },
      {
        path: '/formValues/2/value',
        key: 'wholeNumber',
        params: { field: 'shaftDepth' },
        message: 'shaftDepth must be whole millimetres (no decimals)',
      },
      {
        path: '/formValues/3/value',
        key: 'wholeNumber',
        params: { field: 'calculatedVentilationArea' },
        message: 'calculatedVentilationArea must be whole square millimetres (no decimals)',
      },
    ]);
  });

  it('does not let a key reach the prototype', () => {
    assert.equal(fieldDefinition('__proto__'), undefined);
    assert.equal(fieldDefinition('constructor'), undefined);
  });
});
