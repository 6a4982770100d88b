/** Escapes one JSON Pointer segment (RFC 6901). */
export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Appends segments to a JSON Pointer, e.g. `pointer('/stages/0', 'rules', 3)` is `/stages/0/rules/3`. */
export function pointer(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((path, segment) => `${path}/${escapeSegment(segment)}`, base);
}
