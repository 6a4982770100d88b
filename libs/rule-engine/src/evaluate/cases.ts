import type { JsonValue } from '../model/rule-set.types.js';

/** A selector's cases: finds the branch of the first case matching a value (`===`). */
export class Cases {
  private readonly literals: unknown[] = [];
  private readonly branches: number[] = [];
  /** For many literals: a hash look-up. A few (the usual) are found faster by comparing. */
  private readonly index: Map<unknown, number> | null;

  constructor(
    matches: readonly JsonValue[],
    private readonly defaultBranch: number,
  ) {
    matches.forEach((match, i) => {
      for (const literal of Array.isArray(match) ? match : [match]) {
        if (!this.literals.includes(literal)) {
          this.literals.push(literal);
          this.branches.push(i);
        }
      }
    });
    this.index = this.literals.length > 8 ? new Map(this.literals.map((literal, i) => [literal, this.branches[i]])) : null;
  }

  /** The branch for a value: its case, else the default, else -1. */
  find(value: unknown): number {
    const { index, literals } = this;
    if (index) {
      // Map uses SameValueZero, which matches NaN with NaN; === never does.
      const branch = value !== value ? undefined : index.get(value);
      return branch ?? this.defaultBranch;
    }
    for (let i = 0; i < literals.length; i++) if (literals[i] === value) return this.branches[i];
    return this.defaultBranch;
  }
}
