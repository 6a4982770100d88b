import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadAppConfig } from './app-config.js';

describe(loadAppConfig.name, () => {
  it('keeps project documents under DATA_DIR/files unless FILES_DIR says otherwise', () => {
    assert.deepEqual(loadAppConfig({ DATA_DIR: '/srv/planner' }, '/opt/app').files, { dir: '/srv/planner/files', stagingDir: '/srv/planner/tmp/uploads' });
    assert.deepEqual(loadAppConfig({}, '/opt/app').files, { dir: '/opt/app/data/files', stagingDir: '/opt/app/data/tmp/uploads' });
    assert.equal(loadAppConfig({ DATA_DIR: '/srv/planner', FILES_DIR: 'documents' }, '/opt/app').files.dir, '/opt/app/documents');
    assert.equal(loadAppConfig({ FILES_DIR: '/mnt/documents' }, '/opt/app').files.dir, '/mnt/documents');
  });
});
