/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiError } from '../../common/api-error.js';
import { contentRange, parseListQuery } from './list-query.js';

describe(parseListQuery.name, () => {
  it('reads what ra-data-simple-rest sends', () => {
    assert.deepEqual(parseListQuery({ sort: '["name","DESC"]', range: '[25,49]', filter: '{"q":"wien","id":[1,2]}' }, 'id'), {
      sort: { field: 'name', order: 'DESC' },
      offset: 25,
      limit: 25,
      filter: { q: 'wien', id: [1, 2] },
    });
  });

  it('defaults to the first 25 records by the default field', () => {
    assert.deepEqual(parseListQuery({}, 'id'), { sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 25, filter: {} });
  });

  it('refuses malformed parameters naming each one', () => {
    assert.throws(
      () => parseListQuery({ sort: '["name","UP"]', range: '[5,1]', filter: '{' }, 'id'),
      (error: ApiError) => {
        assert.deepEqual(
          error.details?.map((d) => d.path),
          ['/sort', '/range', '/filter'],
        );
        return true;
      },
    );
    assert.throws(() => parseListQuery({ range: '[0,1000]' }, 'id'), /range/);
  });
});

describe(contentRange.name, () => {
  it('names the page and the total', () => {
    assert.equal(contentRange('products', 0, 25, 319), 'products 0-24/319');
    assert.equal(contentRange('products', 50, 0, 3), 'products */3');
  });
});
