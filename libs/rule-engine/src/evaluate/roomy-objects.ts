/**
 * Objects with room for many properties added under computed names: the `derived` record of a
 * result and the products map.
 *
 * Why: an evaluation adds dozens of derived values to its record, by name known only at run time.
 * V8 keeps an ordinary object `{}` filled that way fast for about sixteen properties, then turns
 * it into a slow dictionary (its heuristic for objects filled by computed names, unless they have
 * room inside the object); that conversion and the dictionary cost about a tenth of a whole
 * evaluation. V8 makes room inside the objects a constructor creates according to the
 * `this.<name> = ...` assignments in the constructor's body, whether or not they run. The
 * assignments below never run (nobody passes `room`): they only make room, 64 properties and
 * V8's own margin. The objects are ordinary otherwise: their prototype is the one given, so a
 * derived record is a plain object to `deepStrictEqual`, JSON and everybody else.
 *
 * Each maker is a new constructor, because V8 trims the room to what the first few objects of a
 * constructor used: one per rule set keeps a small rule set from trimming a large one's room.
 */

/**
 * A maker of empty objects with room, whose prototype is `prototype`.
 * @example const record = roomyObjects(Object.prototype)(); record[name] = value;
 */
export function roomyObjects<T extends object>(prototype: object): () => T {
  function Roomy(this: Record<string, number>, room?: boolean): void {
    if (room) {
      this.a0 = 0;
      this.a1 = 0;
      this.a2 = 0;
      this.a3 = 0;
      this.a4 = 0;
      this.a5 = 0;
      this.a6 = 0;
      this.a7 = 0;
      this.b0 = 0;
      this.b1 = 0;
      this.b2 = 0;
      this.b3 = 0;
      this.b4 = 0;
      this.b5 = 0;
      this.b6 = 0;
      this.b7 = 0;
      this.c0 = 0;
      this.c1 = 0;
      this.c2 = 0;
      this.c3 = 0;
      this.c4 = 0;
      this.c5 = 0;
      this.c6 = 0;
      this.c7 = 0;
      this.d0 = 0;
      this.d1 = 0;
      this.d2 = 0;
      this.d3 = 0;
      this.d4 = 0;
      this.d5 = 0;
      this.d6 = 0;
      this.d7 = 0;
      this.e0 = 0;
      this.e1 = 0;
      this.e2 = 0;
      this.e3 = 0;
      this.e4 = 0;
      this.e5 = 0;
      this.e6 = 0;
      this.e7 = 0;
      this.f0 = 0;
      this.f1 = 0;
      this.f2 = 0;
      this.f3 = 0;
      this.f4 = 0;
      this.f5 = 0;
      this.f6 = 0;
      this.f7 = 0;
      this.g0 = 0;
      this.g1 = 0;
      this.g2 = 0;
      this.g3 = 0;
      this.g4 = 0;
      this.g5 = 0;
      this.g6 = 0;
      this.g7 = 0;
      this.h0 = 0;
      this.h1 = 0;
      this.h2 = 0;
      this.h3 = 0;
      this.h4 = 0;
      this.h5 = 0;
      this.h6 = 0;
      this.h7 = 0;
    }
  }
  Roomy.prototype = prototype;
  const Maker = Roomy as unknown as new () => T;
  return () => new Maker();
}
