import type { RuleSetProblemData } from '@lsp/contracts';

/**
 * Where a JSON Pointer lands in a JSON text: the offsets of the value it names, so a problem the
 * server reports at `/stages/0/rules/3/when/0` is marked on that very expression.
 */
export interface Span {
  start: number;
  end: number;
}

export function pointerSpans(text: string): Map<string, Span> {
  const spans = new Map<string, Span>();
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const value = (pointer: string): void => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      while (i < text.length && text[i] !== '}') {
        ws();
        const key = string();
        ws();
        i++; // :
        value(`${pointer}/${escape(key)}`);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '[') {
      i++;
      ws();
      let index = 0;
      while (i < text.length && text[i] !== ']') {
        value(`${pointer}/${index++}`);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '"') {
      string();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    }
    spans.set(pointer, { start, end: i });
  };
  try {
    value('');
  } catch {
    // A text that does not parse has no locations; the JSON language marks the syntax error itself.
  }
  return spans;
}

/** The span of a pointer, or of its nearest parent that exists. */
export function spanOf(spans: Map<string, Span>, pointer: string): Span | undefined {
  let path = pointer;
  for (;;) {
    const span = spans.get(path);
    if (span || path === '') return span;
    path = path.slice(0, path.lastIndexOf('/'));
  }
}

/**
 * Where a text stops being JSON, as line and column (1-based), for a message in the screen's
 * language; the engine's English error only gives the position (at the end when it has none).
 */
export function jsonErrorAt(text: string): { line: number; column: number } | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
    const position = /position (\d+)/.exec(message);
    const before = text.slice(0, position ? Number(position[1]) : text.length).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  }
}

/** The line and column a problem of the check carries itself (broken JSON), if any. */
export function placeOf(problem: RuleSetProblemData): { line?: number; column?: number } {
  const { line, column } = problem.params ?? {};
  return problem.code === 'JSON' && typeof line === 'number' && typeof column === 'number' ? { line, column } : {};
}

/** The line (1-based) a problem is on: its own (broken JSON), else where its pointer lands; undefined when nowhere. */
export function lineOf(text: string, spans: Map<string, Span>, problem: RuleSetProblemData): number | undefined {
  const own = placeOf(problem).line;
  if (own !== undefined) return own;
  const span = spanOf(spans, problem.path);
  if (!span) return undefined;
  let line = 1;
  for (let i = 0; i < span.start; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
