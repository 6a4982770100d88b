/**
 * The answers of some reads, made side by side, or one after the other when `inOrder`: a
 * transaction's one connection runs one statement at a time.
 */
export async function allOf<T extends readonly unknown[]>(inOrder: boolean, ...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!inOrder) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
