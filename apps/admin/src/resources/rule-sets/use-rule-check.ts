import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { RuleSetCheckAnswer, RuleSetEditorSupport, RuleSetProblemData } from '@lsp/contracts';
import { jsonErrorAt, placeOf } from './json-locations';
import { problemText } from './problem-text';
import { useRuleSetActions } from './use-rule-sets';

/** Where the editor is asked to scroll to: a problem's place; `at` makes a second click on the same problem count. */
export interface Reveal {
  path: string;
  at: number;
  line?: number;
  column?: number;
}

/**
 * The editor tab's state: what the editor knows of the rule language, and the problems of the
 * text as typed. The server checks the text half a second after the last key; random inputs run
 * through it on demand (docs/rules.md, the editor's fuzzing).
 */
export function useRuleCheck(text: string | undefined) {
  const translate = useTranslate();
  const notify = useNotify();
  const call = useRuleSetActions();
  const [support, setSupport] = useState<RuleSetEditorSupport>();
  const [problems, setProblems] = useState<RuleSetProblemData[]>([]);
  // Marked in the text with the screen's language too; a new list only when the problems change.
  const marked = useMemo(() => problems.map((p) => ({ ...p, message: problemText(p, translate) })), [problems, translate]);
  const [reveal, setReveal] = useState<Reveal>();
  const pick = (problem: RuleSetProblemData) => setReveal({ path: problem.path, at: Date.now(), ...placeOf(problem) });
  /** The text the listed problems were found in: until its check answers, nothing is offered for publishing. */
  const [checkedText, setCheckedText] = useState<string>();
  /** The text random inputs last ran through without a failure (docs/rules.md, the editor's fuzzing). */
  const [fuzzedClean, setFuzzedClean] = useState<string>();
  const [fuzzing, setFuzzing] = useState(false);

  useEffect(() => {
    void call<RuleSetEditorSupport>('/editor-support').then(setSupport);
  }, [call]);

  // The server checks what is typed (schema, expressions, variables, product keys), half a second after the last key.
  useEffect(() => {
    if (text === undefined) return;
    const timer = setTimeout(() => {
      const at = jsonErrorAt(text);
      if (at) {
        // Named at its line and column, and marked only there (docs/rules.md).
        setProblems([{ path: '', message: translate('resources.rule-sets.ui.invalidJson', at), code: 'JSON', params: at }]);
        setCheckedText(text);
        return;
      }
      void call<RuleSetCheckAnswer>('/check', { content: JSON.parse(text) }).then((answer) => {
        setProblems(answer.problems);
        setCheckedText(text);
      });
    }, 500);
    return () => clearTimeout(timer);
  }, [text, call, translate]);

  /** The fuzzer on demand: the publish gate's random valid inputs through the text as it is (docs/rules.md). */
  const fuzz = async () => {
    const typed = text;
    if (typed === undefined) return;
    setFuzzing(true);
    try {
      const answer = await call<RuleSetCheckAnswer>('/check', { content: JSON.parse(typed), fuzz: true });
      setProblems(answer.problems);
      setCheckedText(typed);
      setFuzzedClean(answer.ok ? typed : undefined);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setFuzzing(false);
    }
  };

  return { support, problems, setProblems, marked, reveal, pick, checked: checkedText === text, fuzzedClean, fuzzing, fuzz };
}

export type RuleCheck = ReturnType<typeof useRuleCheck>;
