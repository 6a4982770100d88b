import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { shaftDrawing, VIEW_BOX, type ShaftDrawingInput, type ShaftDrawingTexts } from './shaft-drawing.js';
import { escapeXml } from './svg-markup.js';

const texts: ShaftDrawingTexts = {
  title: 'Schacht in Grundriss und Schnitt',
  plan: 'Grundriss',
  section: 'Schnitt',
  width: 'Breite',
  depth: 'Tiefe',
  height: 'Höhe',
  pit: 'Schachtgrube',
  head: 'Schachtkopf',
  machineRoom: 'Triebwerksraum',
  flap: 'Klappe',
  requiredArea: 'erforderliche freie Fläche',
  pointDetector: 'Punktmelder',
  lineDetector: 'Linienmelder',
  aspiratingDetector: 'Ansaugrauchmelder',
  door: 'Schachttür',
};
const german = (value: number) => value.toLocaleString('de-DE');

const average: ShaftDrawingInput = {
  shaftHeight: 19_000,
  shaftWidth: 1600,
  shaftDepth: 2600,
  stops: 6,
  machineRoom: 'up',
  smokeDetection: 'POINTDETECTOR',
  pointDetectors: 2,
  flap: { size: '360x360', ventilationArea: 105_300 },
  requiredArea: 104_000,
};
const draw = (changes: Partial<ShaftDrawingInput> = {}, labels: ShaftDrawingTexts = texts) =>
  shaftDrawing({ ...average, ...changes }, labels, german);

// A small XML reader: enough to prove the markup well-formed and to look elements up by attribute.
interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: Array<XmlElement | string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (raw: string) => raw.replace(/&(\w+);/g, (_, name: string) => ENTITIES[name] ?? `&${name};`);

function assertEscaped(raw: string, where: string): void {
  assert.doesNotMatch(raw, /&(?!(amp|lt|gt|quot|apos);)/, `a bare & in ${where}: ${raw}`);
  assert.doesNotMatch(raw, /[<>]/, `an unescaped < or > in ${where}: ${raw}`);
}

function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const open: XmlElement[] = [root];
  for (const [token] of xml.matchAll(/<[^>]*>|[^<]+/g)) {
    const parent = open[open.length - 1];
    if (!token.startsWith('<')) {
      assertEscaped(token, 'text');
      parent.children.push(decode(token));
      continue;
    }
    const closing = /^<\/([\w:-]+)>$/.exec(token);
    if (closing) {
      assert.equal(closing[1], parent.name, `</${closing[1]}> closes <${parent.name}>`);
      open.pop();
      continue;
    }
    const tag = /^<([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>$/.exec(token);
    assert.ok(tag, `malformed tag ${token}`);
    const element: XmlElement = { name: tag[1], attrs: {}, children: [] };
    for (const [, name, value] of tag[2].matchAll(/([\w:-]+)="([^"]*)"/g)) {
      assert.ok(!(name in element.attrs), `attribute ${name} twice in ${token}`);
      assertEscaped(value, `attribute ${name}`);
      element.attrs[name] = decode(value);
    }
    parent.children.push(element);
    if (tag[3] !== '/') open.push(element);
  }
  assert.equal(open.length, 1, `<${open[open.length - 1].name}> left open`);
  assert.equal(root.children.length, 1, 'one root element');
  return root.children[0] as XmlElement;
}

function findAll(element: XmlElement, test: (candidate: XmlElement) => boolean): XmlElement[] {
  const children = element.children.filter((child): child is XmlElement => typeof child !== 'string');
  return [...(test(element) ? [element] : []), ...children.flatMap((child) => findAll(child, test))];
}
const withAttr = (svg: string, name: string, value?: string) =>
  findAll(parseXml(svg), (e) => (value === undefined ? name in e.attrs : e.attrs[name] === value));
const one = (svg: string, name: string, value: string) => {
  const found = withAttr(svg, name, value);
  assert.equal(found.length, 1, `one element with ${name}="${value}"`);
  return found[0];
};
const textOf = (element: XmlElement): string => element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
const num = (element: XmlElement, name: string) => Number(element.attrs[name]);

describe('shaftDrawing shows the figures the planner entered', () => {
  it("writes width, depth and height in the screen's number format, and follows a changed height", () => {
    const svg = draw();
    assert.equal(textOf(one(svg, 'data-dimension', 'width')), '1.600 mm');
    assert.equal(textOf(one(svg, 'data-dimension', 'depth')), '2.600 mm');
    assert.equal(textOf(one(svg, 'data-dimension', 'height')), '19.000 mm');
    assert.equal(textOf(one(draw({ shaftHeight: 120_000 }), 'data-dimension', 'height')), '120.000 mm');
  });

  it("gives the required free area and the flap's, the flap in warning colour when it falls short", () => {
    const svg = draw();
    assert.equal(textOf(one(svg, 'data-dimension', 'required-area')), '104.000 mm²');
    assert.equal(textOf(one(svg, 'data-dimension', 'flap-area')), '105.300 mm²');
    assert.match(svg, /Klappe 360x360: /);
    assert.doesNotMatch(svg, /#c62828/, 'a large enough flap raises no warning');
    assert.match(draw({ flap: { size: '300x300', ventilationArea: 90_000 } }), /#c62828/);
    assert.equal(withAttr(draw({ flap: null }), 'data-part', 'flap').length, 0);
  });

  it('draws the plan to scale: a 1600 × 2600 shaft keeps its proportions', () => {
    const shaft = one(draw(), 'data-part', 'plan-shaft');
    assert.ok(Math.abs(num(shaft, 'width') / num(shaft, 'height') - 1600 / 2600) < 0.01);
    const wide = one(draw({ shaftWidth: 3000, shaftDepth: 1500 }), 'data-part', 'plan-shaft');
    assert.ok(Math.abs(num(wide, 'width') / num(wide, 'height') - 2) < 0.01);
  });

  it('marks one landing door per stop, at most 40 marks, lowest at the bottom', () => {
    const doors = withAttr(draw({ stops: 6 }), 'data-door');
    assert.equal(doors.length, 6);
    assert.ok(num(doors[0], 'y') > num(doors[5], 'y'));
    assert.equal(withAttr(draw({ stops: 60 }), 'data-door').length, 40);
    assert.match(draw({ stops: 60 }), />60 ×</, 'the label still tells the true count');
    assert.equal(withAttr(draw({ stops: 0 }), 'data-door').length, 0);
  });
});

describe('shaftDrawing draws the smoke detection', () => {
  const detectorYs = (shaftHeight: number, pointDetectors: number) =>
    withAttr(draw({ shaftHeight, pointDetectors }), 'data-detector').map((e) => num(e, 'cy'));

  it('point detectors: one per 12 m of height, the first highest', () => {
    for (const [height, count] of [
      [19_000, 2],
      [24_000, 2],
      [24_001, 3],
    ] as const) {
      const ys = detectorYs(height, count);
      assert.equal(ys.length, count, `${height} mm`);
      assert.ok(ys[0] < ys[1], 'the first sits under the head, above the second');
    }
  });

  it('places them by the real height: the second of two sits lower in a short shaft than in a tall one', () => {
    assert.ok(detectorYs(13_000, 2)[1] > detectorYs(24_000, 2)[1]);
  });

  it('spreads them evenly down the shaft while the height is not entered', () => {
    const ys = withAttr(draw({ shaftHeight: null, pointDetectors: 3 }), 'data-detector').map((e) => num(e, 'cy'));
    assert.equal(ys.length, 3);
    assert.ok(Math.abs(ys[1] - ys[0] - (ys[2] - ys[1])) < 0.2);
  });

  it('a line detector and an aspirating system each draw their kind, labelled; none draws nothing', () => {
    assert.equal(one(draw({ smokeDetection: 'SDLF1' }), 'data-part', 'detectors').attrs['data-kind'], 'SDLF1');
    assert.match(draw({ smokeDetection: 'SDLF1' }), /Linienmelder/);
    assert.equal(one(draw({ smokeDetection: 'RAS' }), 'data-part', 'detectors').attrs['data-kind'], 'RAS');
    assert.match(draw({ smokeDetection: 'RAS' }), /Ansaugrauchmelder/);
    assert.equal(withAttr(draw({ smokeDetection: 'SDLF1' }), 'data-detector').length, 0);
    for (const smokeDetection of ['NONE', null] as const) {
      assert.equal(withAttr(draw({ smokeDetection }), 'data-part', 'detectors').length, 0);
    }
  });
});

describe('shaftDrawing draws the machine room where it stands', () => {
  const machineRoomBox = (machineRoom: ShaftDrawingInput['machineRoom']) => {
    const svg = draw({ machineRoom });
    const shaft = one(svg, 'data-part', 'shaft-outline');
    const room = findAll(one(svg, 'data-part', 'machine-room'), (e) => e.name === 'rect')[0];
    return {
      shaftTop: num(shaft, 'y'),
      shaftBottom: num(shaft, 'y') + num(shaft, 'height'),
      shaftRight: num(shaft, 'x') + num(shaft, 'width'),
      room,
    };
  };

  it('up: above the shaft', () => {
    const { shaftTop, room } = machineRoomBox('up');
    assert.ok(num(room, 'y') + num(room, 'height') <= shaftTop);
  });

  it("down: beside the shaft's bottom", () => {
    const { shaftTop, shaftBottom, shaftRight, room } = machineRoomBox('down');
    assert.ok(num(room, 'y') > (shaftTop + shaftBottom) / 2);
    assert.ok(num(room, 'x') >= shaftRight);
  });

  it('no: none', () => {
    assert.equal(withAttr(draw({ machineRoom: 'no' }), 'data-part', 'machine-room').length, 0);
  });
});

describe('shaftDrawing writes safe, stable markup', () => {
  it('escapes every text, and the result is well-formed XML', () => {
    const hostile = '<b>&"quoted"\'s';
    const svg = shaftDrawing(
      { ...average, flap: { size: '3<6>0&x"36\'0', ventilationArea: 1 } },
      { ...texts, title: hostile, pit: hostile, flap: hostile },
      () => '1<&>"\'2',
    );
    assert.ok(!svg.includes(hostile));
    const root = parseXml(svg);
    assert.equal(root.name, 'svg');
    assert.equal(textOf(findAll(root, (e) => e.name === 'title')[0]), hostile);
    assert.equal(textOf(one(svg, 'data-dimension', 'height')), '1<&>"\'2 mm');
    assert.equal(escapeXml(`<&>"'`), '&lt;&amp;&gt;&quot;&apos;');
  });

  it('points its aria label at its own title', () => {
    const root = parseXml(draw());
    const title = findAll(root, (e) => e.name === 'title')[0];
    assert.equal(root.attrs['aria-labelledby'], title.attrs['id']);
    assert.equal(root.attrs['role'], 'img');
  });

  it('is deterministic', () => {
    assert.equal(draw(), draw());
  });

  it('draws a placeholder for a shaft not yet entered, with no null, NaN or undefined in it', () => {
    const svg = shaftDrawing(
      {
        shaftHeight: null,
        shaftWidth: null,
        shaftDepth: null,
        stops: 0,
        machineRoom: 'no',
        smokeDetection: null,
        pointDetectors: 0,
        flap: null,
        requiredArea: null,
      },
      texts,
      german,
    );
    assert.doesNotMatch(svg, /null|NaN|undefined|Infinity/);
    assert.equal(withAttr(svg, 'data-dimension').length, 0, 'no figure without a value');
    const shaft = one(svg, 'data-part', 'plan-shaft');
    assert.equal(num(shaft, 'width'), num(shaft, 'height'), 'a square');
  });

  it('keeps every coordinate finite and inside the view box, whatever the shaft', () => {
    const margin = 2;
    const horizontal = ['x', 'x1', 'x2', 'cx'];
    const vertical = ['y', 'y1', 'y2', 'cy'];
    const sizes = ['width', 'height', 'r'];
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1_000, max: 120_000 })),
        fc.option(fc.integer({ min: 500, max: 20_000 })),
        fc.option(fc.integer({ min: 500, max: 20_000 })),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom('up' as const, 'down' as const, 'no' as const),
        fc.constantFrom('NONE' as const, 'POINTDETECTOR' as const, 'SDLF1' as const, 'RAS' as const, null),
        fc.option(
          fc.record({
            size: fc.option(fc.constantFrom('360x360', '500x500')),
            ventilationArea: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
          }),
        ),
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        (shaftHeight, shaftWidth, shaftDepth, stops, pointDetectors, machineRoom, smokeDetection, flap, requiredArea) => {
          const svg = shaftDrawing(
            { shaftHeight, shaftWidth, shaftDepth, stops, pointDetectors, machineRoom, smokeDetection, flap, requiredArea },
            texts,
            german,
          );
          assert.doesNotMatch(svg, /NaN|Infinity|undefined|null/);
          for (const element of findAll(parseXml(svg), (e) => e.name !== 'svg')) {
            for (const [name, raw] of Object.entries(element.attrs)) {
              const limit = horizontal.includes(name)
                ? VIEW_BOX.width
                : vertical.includes(name)
                  ? VIEW_BOX.height
                  : sizes.includes(name)
                    ? Math.max(VIEW_BOX.width, VIEW_BOX.height)
                    : null;
              if (limit === null) continue;
              const value = Number(raw);
              assert.match(raw, /^-?\d+(\.\d)?$/, `<${element.name} ${name}="${raw}"> rounded to one decimal, no exponent`);
              assert.ok(Number.isFinite(value) && value >= -margin && value <= limit + margin, `<${element.name} ${name}="${raw}">`);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
