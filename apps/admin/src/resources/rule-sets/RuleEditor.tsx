import { useEffect, useRef } from 'react';
import Editor, { DiffEditor, type OnMount } from '@monaco-editor/react';
import type { RuleSetEditorSupport, RuleSetProblemData } from '@lsp/contracts';
import { placeOf, pointerSpans, spanOf } from './json-locations';
import { monaco } from './monaco-setup';

const SCHEMA_URI = 'inmemory://lift-shaft-planner/rule-set.schema.json';
let completionsFor: (() => { variables: string[]; support: RuleSetEditorSupport | undefined }) | undefined;
let registered = false;

/** Names the rules may read, from the content being edited: inputs, constants, derived values, option lists, products. */
export function variablesOf(text: string, support: RuleSetEditorSupport | undefined): string[] {
  const names = new Set<string>(Object.values(support?.extraInputs ?? {}).flat());
  try {
    const content = JSON.parse(text) as { constants?: object; stages?: { inputs?: string[]; rules?: unknown[] }[] };
    for (const key of Object.keys(content.constants ?? {})) names.add(key);
    for (const stage of content.stages ?? []) {
      for (const input of stage.inputs ?? []) names.add(input);
      // Every `set` and `offer` target anywhere in the rules.
      JSON.stringify(stage.rules ?? [], (key, value: unknown) => {
        if (key === 'set' && typeof value === 'string') names.add(value);
        if (key === 'offer' && typeof value === 'string') names.add(`options.${value}`);
        return value;
      });
    }
  } catch {
    // While the text does not parse, complete with what the API passes.
  }
  for (const key of support?.productKeys ?? []) names.add(`products.${key}.quantity`);
  return [...names].sort();
}

/** JSON Schema validation for rule-set models, and completion of variables, builtins and product keys: once per page. */
function configure(support: RuleSetEditorSupport | undefined): void {
  if (support) {
    monaco.json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      enableSchemaRequest: false,
      allowComments: false,
      schemas: [{ uri: SCHEMA_URI, fileMatch: ['rule-set-*.json'], schema: support.schema }],
    });
  }
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider('json', {
    triggerCharacters: ['"'],
    provideCompletionItems(model, position) {
      const context = completionsFor?.();
      if (!context || !model.uri.path.includes('rule-set-')) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = {
        startLineNumber: position.lineNumber,
        endLineNumber: position.lineNumber,
        startColumn: word.startColumn,
        endColumn: word.endColumn,
      };
      const { Variable, Function, Constant } = monaco.languages.CompletionItemKind;
      return {
        suggestions: [
          ...context.variables.map((name) => ({ label: name, kind: Variable, insertText: name, detail: 'variable (var)', range })),
          ...(context.support?.builtins ?? []).map((b) => ({
            label: b.name,
            kind: Function,
            insertText: b.name,
            detail: `builtin ${b.minArgs ?? 0}–${b.maxArgs ?? '…'} args`,
            documentation: b.description,
            range,
          })),
          ...(context.support?.productKeys ?? []).map((key) => ({
            label: key,
            kind: Constant,
            insertText: key,
            detail: 'product key',
            range,
          })),
        ],
      };
    },
  });
}

export interface RuleEditorProps {
  id: string | number;
  value: string;
  onChange?: (text: string) => void;
  readOnly: boolean;
  support: RuleSetEditorSupport | undefined;
  problems: readonly RuleSetProblemData[];
  /** A pointer to reveal (a problem clicked in the list), or a place in the text (broken JSON). */
  reveal?: { path: string; at: number; line?: number; column?: number };
}

/** Where a problem is in the text: its own line and column (broken JSON), else where its pointer lands. */
export function problemRange(
  model: {
    getValue(): string;
    getPositionAt(offset: number): { lineNumber: number; column: number };
    getLineMaxColumn(line: number): number;
  },
  problem: { path: string; line?: number; column?: number },
  spans = pointerSpans(model.getValue()),
) {
  if (problem.line !== undefined && problem.column !== undefined) {
    // Only the place: the character there (or the line's end, where a comma is missing).
    const column = Math.min(problem.column, model.getLineMaxColumn(problem.line));
    return { startLineNumber: problem.line, startColumn: column, endLineNumber: problem.line, endColumn: column + 1 };
  }
  const span = spanOf(spans, problem.path);
  if (!span) return undefined;
  const start = model.getPositionAt(span.start);
  const end = model.getPositionAt(span.end);
  return { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column };
}

/** The rule set's JSON in Monaco, with the server's problems marked where their JSON Pointers point. */
export default function RuleEditor({ id, value, onChange, readOnly, support, problems, reveal }: RuleEditorProps) {
  const editor = useRef<Parameters<OnMount>[0] | null>(null);
  const text = useRef(value);
  text.current = value;
  completionsFor = () => ({ variables: variablesOf(text.current, support), support });
  useEffect(() => configure(support), [support]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (!model) return;
    const spans = pointerSpans(model.getValue());
    monaco.editor.setModelMarkers(
      model,
      'rule-set-check',
      problems.map((problem) => {
        const range = problemRange(model, { path: problem.path, ...placeOf(problem) }, spans) ?? {
          startLineNumber: 1,
          startColumn: 1,
          endLineNumber: 1,
          endColumn: 2,
        };
        return {
          severity: monaco.MarkerSeverity.Error,
          message: `${problem.message} (${problem.path || '/'})`,
          ...range,
        };
      }),
    );
  }, [problems, value]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (!reveal || !model) return;
    const range = problemRange(model, reveal);
    if (!range) return;
    editor.current!.revealRangeInCenter(range);
    editor.current!.setSelection(range);
    editor.current!.focus();
  }, [reveal]);

  return (
    <Editor
      height="62vh"
      language="json"
      path={`rule-set-${id}.json`}
      value={value}
      options={{ readOnly, minimap: { enabled: false }, fontSize: 13, scrollBeyondLastLine: false, automaticLayout: true, tabSize: 2 }}
      onChange={(next) => onChange?.(next ?? '')}
      beforeMount={() => configure(support)}
      onMount={(mounted) => {
        editor.current = mounted;
      }}
    />
  );
}

/** Two versions side by side, read-only. */
export function RuleDiff({ original, modified, ids }: { original: string; modified: string; ids: [number, number] }) {
  return (
    <DiffEditor
      height="62vh"
      language="json"
      original={original}
      modified={modified}
      originalModelPath={`diff-${ids[0]}-${ids[1]}-a.json`}
      modifiedModelPath={`diff-${ids[0]}-${ids[1]}-b.json`}
      // Kept (by path, reused when the pair is compared again): disposing them on unmount, before the
      // diff widget lets go of them, throws "TextModel got disposed before DiffEditorWidget model got reset".
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      options={{ readOnly: true, renderSideBySide: true, minimap: { enabled: false }, automaticLayout: true, fontSize: 13 }}
    />
  );
}

/** A read-only JSON view (answers of "try it"). */
export function JsonView({ value, height = '40vh', path }: { value: string; height?: string; path: string }) {
  return (
    <Editor
      height={height}
      language="json"
      path={path}
      value={value}
      options={{ readOnly: true, minimap: { enabled: false }, automaticLayout: true, fontSize: 12 }}
    />
  );
}

/** An editable JSON box (form values of "try it"). */
export function JsonInput({ value, onChange, path }: { value: string; onChange: (text: string) => void; path: string }) {
  return (
    <Editor
      height="30vh"
      language="json"
      path={path}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      options={{ minimap: { enabled: false }, automaticLayout: true, fontSize: 12 }}
    />
  );
}
