/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProjectData } from '@lsp/contracts';
import {
  changedValues,
  countryOf,
  montageLocation,
  newProjectValues,
  nonStandardOf,
  numberText,
  projectProducts,
  toList,
  fromList,
} from './form-state';
import { isEditable, loadedProject } from './loaded-project';
import { user } from './spec-support';

const project = (overrides: Partial<ProjectData> = {}): ProjectData =>
  ({
    id: 'C20261120-3',
    name: 'Haus B',
    state: 'DRAFT',
    version: 4,
    owningCompanyId: 1001,
    owningCompany: { id: 1001, name: 'Aufzugbau Muster GmbH' },
    createdAt: '2026-11-20T09:30:00.000Z',
    createdBy: 'u-customer',
    updatedAt: '2026-11-21T10:00:00.000Z',
    files: [],
    formValues: [
      { key: 'country', value: 'de' },
      { key: 'shaftHeight', value: 18000 },
      { key: 'offerNumber', value: 'A-1' },
      { key: 'remarks', value: 'bitte rasch' },
      { key: 'projectState', value: 'DRAFT' },
    ],
    products: [
      { projectId: 'C20261120-3', productId: '12', productCategoryId: 'VENTCOMP', quantity: 1, price: null, description: null },
      {
        projectId: 'C20261120-3',
        productId: 'NS-1',
        productCategoryId: 'NONSTANDARDCOMPONENTS',
        quantity: 2,
        price: 245.5,
        description: 'Edelstahlblende',
      },
    ],
    ...overrides,
  }) as ProjectData;

describe('form state', () => {
  it('starts a new project NEW with 1 elevator and LST-CO2-V3, in the user’s country', () => {
    const german = newProjectValues(user());
    assert.equal(german.projectState, 'NEW');
    assert.equal(german.noOfElevators, 1);
    assert.equal(german.liftStatusDetection, 'LST-CO2-V3');
    assert.equal(german['rt-45-rj'], null, 'the one button is the rule set’s default, not an entry of the user’s');
    assert.equal(german.country, 'de');
    assert.equal(german.montageIncluded, true, 'montage is offered in Germany');
    const austrian = newProjectValues(user({ country: 'Österreich' }));
    assert.equal(austrian.country, 'at');
    assert.equal(austrian.montageIncluded, false, 'no montage outside Germany');
  });

  it('recognises Austria as at or Österreich in any case; everyone else plans in Germany', () => {
    for (const country of ['at', 'AT', 'österreich', ' Österreich ', 'Austria']) assert.equal(countryOf(user({ country })), 'at', country);
    for (const country of ['DE', 'de', 'CH', '']) assert.equal(countryOf(user({ country })), 'de', country);
  });

  it('saves ventilation quantities above 0 as VENTCOMP and named non-standard components, trimmed', () => {
    const products = projectProducts({ 'quantity-12': 2, 'quantity-13': 0, 'quantity-14': null, shaftHeight: 18000 }, [
      { productId: 'NS-1', description: '  Blende  ', price: 12.5, quantity: 3 },
      { productId: 'NS-2', description: '   ', price: 9, quantity: 1 },
    ]);
    assert.deepEqual(products, [
      { productId: '12', productCategoryId: 'VENTCOMP', quantity: 2 },
      { productId: 'NS-1', productCategoryId: 'NONSTANDARDCOMPONENTS', quantity: 3, price: 12.5, description: 'Blende' },
    ]);
  });

  it('takes the montage location from the building while none is typed', () => {
    assert.deepEqual(montageLocation({ buildingLocation: '80331', montageBuildingLocation: null }), {
      typed: '',
      building: '80331',
      valid: true,
    });
    assert.deepEqual(montageLocation({ buildingLocation: '80331', montageBuildingLocation: ' 10115 ' }), {
      typed: '10115',
      building: '80331',
      valid: true,
    });
    // Montage is German only: an Austrian code is no montage location.
    assert.equal(montageLocation({ buildingLocation: '80331', montageBuildingLocation: '1010' }).valid, false);
    assert.equal(montageLocation({ buildingLocation: '803', montageBuildingLocation: '' }).valid, false);
  });

  it('writes numbers in the screen’s language and lists changed values', () => {
    assert.equal(numberText(1600.5, 'de'), '1.600,5');
    assert.equal(numberText(1600.5, 'en'), '1,600.5');
    assert.equal(numberText(null, 'de'), '');
    assert.deepEqual(changedValues({ a: 1, b: 'x' }, { a: 2, b: 'x', c: true }), [
      { key: 'a', from: 1, to: 2 },
      { key: 'c', from: null, to: true },
    ]);
    assert.deepEqual(fromList(toList({ a: 1, b: undefined })), { a: 1, b: null });
  });

  it('opens a saved project as it was, and as a template without id, offer data or its non-standard ids', () => {
    const loaded = loadedProject(project(), user(), false);
    assert.equal(loaded.projectId, 'C20261120-3');
    assert.equal(loaded.version, 4);
    assert.deepEqual(loaded.nonStandardComponents, nonStandardOf(project()));
    assert.deepEqual(loaded.nonStandardComponents, [{ productId: 'NS-1', description: 'Edelstahlblende', price: 245.5, quantity: 2 }]);
    const template = loadedProject(project(), user(), true);
    assert.equal(template.projectId, null);
    assert.equal(template.projectState, 'NEW');
    assert.equal(template.values.projectState, 'NEW');
    assert.equal(template.values.offerNumber, undefined);
    assert.equal(template.values.remarks, undefined);
    assert.equal(template.values.shaftHeight, 18000);
    assert.notEqual(template.nonStandardComponents[0].productId, 'NS-1', 'a copy gets ids of its own');
    assert.equal(template.nonStandardComponents[0].price, 245.5);
  });

  it('lets the owner’s company edit only in NEW, DRAFT and MESSAGE_FROM_DH, and staff always', () => {
    assert.equal(isEditable('DRAFT', user(), 1001), true);
    assert.equal(isEditable('SUBMITTED', user(), 1001), false);
    assert.equal(isEditable('MESSAGE_FROM_DH', user(), 1001), true);
    assert.equal(isEditable('SUBMITTED', user({ groups: ['Admin'], company: { id: 1, name: 'Provider' } }), 1001), true);
  });
});
