/**
 * Copies an evaluation's inputs into their slots (compiled mode).
 *
 * Why not `data[slot] = inputs[name]` for each name: a read under a name known only at run time
 * takes V8's generic (megamorphic) look-up, and a rule set reads dozens of inputs, a few percent
 * of an evaluation. A for-in loop reads each property through the object's enumeration cache
 * instead. Callers pass inputs of the same shape again and again (form values), so the slot of
 * the key at each position is remembered and only checked (a string comparison) next time.
 */

/** Key positions remembered; inputs with more keys still work, the rest are looked up. */
const REMEMBERED_POSITIONS = 256;
/** The slot of a position not seen yet (-1: seen, not an input). */
const UNSEEN = -2;

export class InputCopier {
  private readonly slotOf: ReadonlyMap<string, number>;
  /**
   * The key last seen at each position and its slot (UNSEEN at first). Filled with '' from the start: a first
   * comparison with undefined would teach V8 to compare keys as values of any type (a call), not
   * as the interned strings they are (one pointer comparison).
   */
  private readonly keys: string[] = new Array<string>(REMEMBERED_POSITIONS).fill('');
  private readonly keySlots: number[] = new Array<number>(REMEMBERED_POSITIONS).fill(UNSEEN);

  constructor(
    private readonly names: readonly string[],
    private readonly slots: readonly number[],
  ) {
    this.slotOf = new Map(names.map((name, i) => [name, slots[i]]));
  }

  /** Sets each input's slot in `data` to `inputs[name]` (undefined if absent), as a read by name would. */
  copy(inputs: Readonly<Record<string, unknown>>, data: unknown[]): void {
    const { keys, keySlots, slotOf } = this;
    let filled = 0;
    let position = 0;
    for (const key in inputs) {
      let slot = keys[position] === key ? keySlots[position] : UNSEEN;
      if (slot === UNSEEN) {
        slot = slotOf.get(key) ?? -1;
        if (position < REMEMBERED_POSITIONS) {
          keys[position] = key;
          keySlots[position] = slot;
        }
      }
      if (slot >= 0) {
        data[slot] = inputs[key];
        filled++;
      }
      position++;
    }
    if (filled === this.names.length) return;
    // Absent inputs, and any the loop cannot see (not enumerable, or getters of a class instance):
    // read by name. A slot still undefined was not filled, or filled with undefined, which a read
    // by name gives again.
    const { names, slots } = this;
    for (let i = 0; i < names.length; i++) {
      if (data[slots[i]] === undefined) data[slots[i]] = inputs[names[i]];
    }
  }
}
