/**
 * Batches of rows as they come (from the database, page by page) read as one stream that a writer
 * takes at most so many rows of at a time: a sheet of the project list export ends inside a batch,
 * and the next sheet goes on with the rest of it. Holds one batch at a time.
 */
export class RowBatches<T> {
  private readonly source: AsyncIterator<readonly T[]>;
  private pending: readonly T[] = [];
  private exhausted = false;

  constructor(batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>) {
    this.source = (async function* () {
      yield* batches;
    })();
  }

  /** Whether any row is left, reading on past empty batches. */
  async more(): Promise<boolean> {
    while (!this.pending.length && !this.exhausted) {
      const next = await this.source.next();
      if (next.done) this.exhausted = true;
      else this.pending = next.value;
    }
    return this.pending.length > 0;
  }

  /** The next rows, at most `most` of them; undefined when none is left. */
  async take(most: number): Promise<readonly T[] | undefined> {
    if (!(await this.more())) return undefined;
    const batch = this.pending.length <= most ? this.pending : this.pending.slice(0, most);
    this.pending = this.pending.length <= most ? [] : this.pending.slice(most);
    return batch;
  }
}
