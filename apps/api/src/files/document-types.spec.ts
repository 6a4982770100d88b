import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { documentTypeOf, DXF_MEDIA_TYPE, isDxf } from './document-types.js';

const dxf = (text: string) => isDxf(Buffer.from(text, 'latin1'));

describe(isDxf.name, () => {
  it('knows a DXF by its opening section, whatever the spacing and line endings', () => {
    assert.equal(dxf('0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1015\n0\nENDSEC\n0\nEOF\n'), true);
    assert.equal(dxf('  0\r\nSECTION\r\n  2\r\nENTITIES\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n'), true);
    assert.equal(dxf('\r\n\r\n  0\rSECTION\r  2\rTABLES\r'), true);
    assert.equal(dxf('999\nwritten by a CAD program\n0\nSECTION\n2\nBLOCKS\n'), true);
    assert.equal(dxf('\ufeff0\nSECTION\n2\nHEADER\n'.replace('\ufeff', '\xef\xbb\xbf')), true);
    assert.equal(isDxf(Buffer.concat([Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1'), Buffer.from([0, 1, 2])])), true);
  });

  it('refuses text that only looks a little like one', () => {
    for (const text of [
      '',
      '0\nSECTION\n',
      '0\nSECTION\n2\nSCRIPT\n',
      '1\nSECTION\n2\nHEADER\n',
      '<html>0\nSECTION\n2\nHEADER\n',
      'SECTION HEADER',
      '0\nSECTION\n2\nHEADER\u0000\n',
    ]) {
      assert.equal(dxf(text), false, JSON.stringify(text));
    }
  });

  it('does not trust a line cut off at the end of the 4 KiB it reads', () => {
    const opening = `999\n${'c'.repeat(4071)}\n0\nSECTION\n2\n`;
    const head = Buffer.from(`${opening}ENTITIESX\n0\nENDSEC\n`, 'latin1').subarray(0, 4096);
    assert.ok(head.toString('latin1').endsWith('\n2\nENTITIES'), 'the head ends in what looks like a section name');
    assert.equal(isDxf(head), false);
  });
});

describe(documentTypeOf.name, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lsp-document-types-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const typeOf = (bytes: Buffer | string, name: string) => {
    const file = path.join(dir, `${Math.random()}`);
    writeFileSync(file, bytes);
    return documentTypeOf(file, name);
  };
  const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);

  it('judges by the content, not by the name', async () => {
    assert.equal(await typeOf('%PDF-1.4\n%%EOF\n', 'plan.txt'), 'application/pdf');
    assert.equal(await typeOf(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'plan.pdf'), undefined);
    assert.equal(await typeOf('<!doctype html><script>alert(1)</script>', 'plan.pdf'), undefined);
    assert.equal(await typeOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'plan.svg'), undefined);
    assert.equal(await typeOf('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', 'plan.svg'), undefined);
    assert.equal(await typeOf('Schacht 1600 x 2600', 'notes.txt'), undefined);
    assert.equal(await typeOf(Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(200)]), 'plan.bin'), 'image/vnd.dwg');
    assert.equal(await typeOf('  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n', 'plan'), DXF_MEDIA_TYPE);
    assert.equal(await typeOf(Buffer.alloc(0), 'empty.pdf'), undefined);
  });

  it('tells legacy Office documents apart by their extension, and refuses other compound files', async () => {
    assert.equal(await typeOf(cfb, 'Angebot.DOC'), 'application/msword');
    assert.equal(await typeOf(cfb, 'Aufmaß.xls'), 'application/vnd.ms-excel');
    assert.equal(await typeOf(cfb, 'Vortrag.ppt'), 'application/vnd.ms-powerpoint');
    assert.equal(await typeOf(cfb, 'setup.msi'), undefined);
    assert.equal(await typeOf(cfb, 'no extension'), undefined);
  });
});
