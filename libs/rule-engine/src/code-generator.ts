/**
 * Evaluations of compiled rule sets as generated JavaScript, on the server (all but "why not"
 * questions, whose tracer watches the closures): one function per rule, one per stage calling
 * them in order, in two variants: quiet (`explain: false`; filter chains fused, filter-chains.ts)
 * and explaining (each firing branch writes its `because` as rules.ts becauseOf does).
 *
 * Why: the fast path (fast-rules.ts) still dispatches every rule, condition, action and operation
 * through records and closures, about a third of an evaluation; generated code has no dispatch
 * left, which is what brings an evaluation within twice the time of hand-written code (issue 3).
 * Impact analysis and rule-set updates evaluate quietly, thousands of times per request; the
 * calculation API explains every answer.
 *
 * Why this is no code execution from JSON: the source holds only this file's templates and
 * integers this file counts (slot, temporary and constant numbers, and safe integers). Every value
 * of the rule set (strings, names, lists, other numbers, compiled closures, builtins) stays data,
 * read from the array `K` by index. `generatedSource` checks that the source holds no quote, backslash or
 * backtick (so no string literal, hence no text of the rule set) before it compiles it.
 *
 * Semantics are the fast path's: the forms written here are the closures' (expression-operations.ts)
 * spelled out, and anything else calls its compiled closure. Failures are the fast path's too: a
 * rule changes nothing until all its values are computed, so when generated code throws, the rule
 * runs again on the fast path, which raises or records the failure with its rule, stage and
 * expression path. The specs evaluate every rule set both ways and demand identical results.
 *
 * Where code generation is refused (a strict Content-Security-Policy in the browser, or the
 * `generateCode: false` compile option), evaluations take the fast path.
 */
import { compileTopLevel, type Compiled, type ExpressionCompilerContext } from './expression-compiler.js';
import { argumentsOf, isOperation, operatorOf, argumentPath } from './expression-analysis.js';
import type { ExpressionMode, InputCopy } from './expression-mode.js';
import type { Frame } from './frame.js';
import { pointer } from './json-pointer.js';
import { literalOptionValues, offer, optionValues, withdraw } from './option-lists.js';
import { isEmpty, jsonLogicIn, toNumber, truthy } from './operations.js';
import { addProduct, finiteNumber, productKey, topUpProduct } from './product-lines.js';
import { runFast, type FastRule } from './fast-rules.js';
import {
  ROW_FILTERS, compareValues, filterOperand, heldCount, isRow, sortBy, standardBuiltins, ownValue, plainField, pluck, unchecked, type RowFilter,
} from './builtins.js';
import { filterChains, type FilterChain } from './filter-chains.js';
import { constantField, fieldConstants, fieldRead, filterTest, rowLoop, rowSite, sortSite, type FilterOperand, type SiteWriter } from './row-sites.js';
import type { CompiledBranch, CompiledRule } from './rules.js';

/** Runs one stage's rules. */
export type GeneratedStage = (f: Frame) => void;

/** The generated code of a rule set: two runners per stage, the collector of derived values and the input copier. */
export interface GeneratedProgram {
  /** Each stage's quiet runner (`explain: false`). */
  stages: GeneratedStage[];
  /** Each stage's explaining runner (every output with its `because`). */
  explained: GeneratedStage[];
  collect: (f: Frame, derived: Record<string, unknown>) => void;
  copyInputs: InputCopy;
}

type Context = ExpressionMode & ExpressionCompilerContext;

/** Generated code of an expression: `boolean` if it is always true or false, `defined` if never undefined. */
interface Code {
  text: string;
  boolean: boolean;
  defined: boolean;
}

const code = (text: string, boolean = false, defined = true): Code => ({ text, boolean, defined });

/** The helpers generated code calls, by the names it calls them. */
const HELPERS = {
  T: truthy, N: toNumber, E: isEmpty, JIN: jsonLogicIn, OF: offer, WD: withdraw, OV: optionValues,
  AP: addProduct, TU: topUpProduct, PK: productKey, FN: finiteNumber,
  UC: unchecked, FO: filterOperand, HC: heldCount, PF: plainField, OWN: ownValue,
  IR: isRow, CV: compareValues,
  // A `typeof` test as a function: the source may hold no string, and V8 inlines it.
  NUM: (v: unknown): boolean => typeof v === 'number',
};

const HELPER_NAMES = Object.keys(HELPERS);

/** The standard coalesce (a domain's builtin of that name is another function). */
const COALESCE = standardBuiltins.coalesce!.fn;

/** The key of -0 among the constants. */
const NEGATIVE_ZERO = Symbol('-0');

/** Anything else than our templates and integers (see the file comment). */
const FOREIGN_TEXT = /["'`\\]/;

const COMPARISONS: ReadonlySet<string> = new Set(['==', '===', '!=', '!==', '>', '>=', '<', '<=']);

/** One rule set's generated code: its constants and the rules' sources. */
class Generator implements SiteWriter {
  /** Values the code reads as `K[i]`. */
  readonly constants: unknown[] = [];
  private readonly indexes = new Map<unknown, number>();
  private readonly compiled = new Map<object, Compiled>();
  /** Temporaries of the rule being generated. */
  private temporaries = 0;
  /** Functions of the stage being generated, each serving one call site (`w0`, `w1`, ...). */
  sites: string[] = [];
  /** Whether the code being generated explains what it does (the `because` of each output). */
  explain = false;

  constructor(private readonly mode: Context) {}

  /** `K[i]` for a value (the same value, the same index). */
  k(value: unknown): string {
    // A Map takes -0 for 0 (SameValueZero): -0 gets a key of its own.
    const key = Object.is(value, -0) ? NEGATIVE_ZERO : value;
    let index = this.indexes.get(key);
    if (index === undefined) {
      index = this.constants.length;
      this.constants.push(value);
      this.indexes.set(key, index);
    }
    return `K[${index}]`;
  }

  /**
   * A node compiled to its closure, once: the generator asks again for each level above a node and
   * for each variant (a node of the rule set is an object at one path, so the object is the key).
   */
  private compile(node: unknown, path: string): Compiled {
    if (node === null || typeof node !== 'object') return compileTopLevel(node, path, this.mode);
    let compiled = this.compiled.get(node);
    if (!compiled) {
      compiled = compileTopLevel(node, path, this.mode);
      this.compiled.set(node, compiled);
    }
    return compiled;
  }

  temporary(): string {
    return `t${this.temporaries++}`;
  }

  /** The temporaries the current rule or chain used. */
  private declaredTemporaries(): string[] {
    return Array.from({ length: this.temporaries }, (_, i) => `t${i}`);
  }

  literal(value: unknown): Code {
    if (value === null || value === true || value === false) return code(String(value));
    // Safe integers are written as they are (digits and a minus sign); -0 and others are constants.
    if (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) return code(value < 0 ? `(${value})` : String(value));
    return code(this.k(value), false, value !== undefined);
  }

  /** A call of the node's compiled closure. */
  closure(compiled: Compiled): Code {
    return code(`${this.k(compiled.fn)}(s)`, compiled.boolean === true, false);
  }

  /** The code of a checked top-level expression. */
  expression(node: unknown, path: string): Code {
    const compiled = this.compile(node, path);
    if (compiled.constant) return this.literal(compiled.value);
    // A missing variable reads as null (operands.ts `read`).
    if (compiled.slot !== undefined) return code(`(s[${compiled.slot}] ?? null)`);
    if (!isOperation(node)) return this.closure(compiled);
    const op = operatorOf(node);
    const raw = node[op];
    const args = argumentsOf(raw);
    if (op === 'var') return this.variable(args, argumentPath(path, op, raw, 1)) ?? this.closure(compiled);
    const arg = (i: number): Code => this.expression(args[i], argumentPath(path, op, raw, i));
    const builtin = this.mode.builtins.get(op);
    const filter = builtin && ROW_FILTERS.get(builtin.fn);
    // The second argument if it is a constant field name or index (what row sites need).
    const field = filter || builtin?.fn === pluck ? constantField(this.compile(args[1], argumentPath(path, op, raw, 1))) : undefined;
    if (filter && field !== undefined) {
      const operand = this.filterOperand(filter, args[2], argumentPath(path, op, raw, 2));
      const site = rowSite(this, filter.name, field, 'rows, o', `if (${filterTest(this, filter, 'v', { text: 'o', value: operand.value })}) out.push(row);`);
      return code(`${site}(${arg(0).text}, ${operand.text})`, false, true);
    }
    if (builtin?.fn === sortBy) {
      const fields = args.slice(1).map((node, i) => constantField(this.compile(node, argumentPath(path, op, raw, i + 1))));
      if (fields.every((f) => f !== undefined)) return code(`${sortSite(this, fields as (string | number)[])}(${arg(0).text})`, false, true);
    }
    if (builtin?.fn === pluck && field !== undefined) return code(`${rowSite(this, 'pluck', field, 'rows', 'out.push(v ?? null);')}(${arg(0).text})`, false, true);
    if (builtin?.fn === COALESCE) {
      // The builtin (builtins.ts coalesce) written out: every argument computed, as for a call, then the first not null.
      const values = args.map((_, i) => {
        const t = this.temporary();
        return { t, text: `(${t} = ${arg(i).text})` };
      });
      return code(`(${values.map((v) => v.text).join(', ')}, ${values.map((v) => v.t).join(' ?? ')} ?? null)`);
    }
    if (builtin) return code(`${this.k(builtin.fn)}(${args.map((_, i) => arg(i).text).join(', ')})`, false, false);
    switch (op) {
      case 'if': case '?:': return this.choice(args.map((_, i) => arg(i)));
      case 'and': case 'or': return this.logical(op, args.map((_, i) => arg(i)), compiled.boolean === true);
      case '!': return code(`!${this.test(arg(0))}`, true);
      case '!!': return code(this.test(arg(0)), true);
      case 'isEmpty': return code(`E(${arg(0).text})`, true);
      case 'in':
        if (args.length === 2) return code(`JIN(${arg(0).text}, ${arg(1).text})`, true);
        break;
      case 'equalsAny': {
        const rest = args.slice(1).map((node, i) => this.compile(node, argumentPath(path, op, raw, i + 1)));
        if (!rest.every((r) => r.constant)) break;
        const values = rest.map((r) => r.value);
        const list = values.length === 1 && Array.isArray(values[0]) ? values[0] : values;
        return code(`(${this.k(list)}.indexOf(${arg(0).text}) !== -1)`, true);
      }
      case '+':
        if (args.length === 1) return code(`(0 + N(${arg(0).text}))`);
        if (args.length === 2) return code(`(0 + N(${arg(0).text}) + N(${arg(1).text}))`);
        break;
      case '*':
        if (args.length === 2) return code(`(N(${arg(0).text}) * N(${arg(1).text}))`);
        break;
      case '-': {
        if (args.length === 1) return code(`(-${arg(0).text})`);
        const right = arg(1);
        // With a second operand that is never undefined, `p - q` is what the closure computes.
        if (right.defined) return code(`(${arg(0).text} - ${right.text})`);
        break;
      }
      case '/': return code(`(${arg(0).text} / ${arg(1).text})`);
      case '%': return code(`(${arg(0).text} % ${arg(1).text})`);
      case 'min': case 'max':
        if (args.length === 2) return code(`Math.${op}(${arg(0).text}, ${arg(1).text})`);
        break;
      default:
        if (COMPARISONS.has(op) && args.length === 2) return code(`(${arg(0).text} ${op} ${arg(1).text})`, true);
    }
    return this.closure(compiled);
  }

  /**
   * A top-level `var` with a path below its variable or a constant default (expression-compiler.ts
   * slotVar written out): missing (undefined) reads as the default or null at every step, a null
   * on the way too; null if the default is not constant (then the closure serves).
   */
  private variable(args: unknown[], fallbackPath: string): Code | null {
    const fallback = args.length > 1 ? this.compile(args[1], fallbackPath) : undefined;
    if (fallback && !fallback.constant) return null;
    const missing = this.literal(fallback?.value === undefined ? null : fallback.value).text;
    const { slot, rest } = this.mode.resolve(String(args[0]));
    const t = this.temporary();
    let text = t;
    for (let i = rest.length - 1; i >= 0; i--) text = `(${t} === null ? ${missing} : (${t} = ${t}[${this.k(rest[i])}]) === undefined ? ${missing} : ${text})`;
    return code(`((${t} = s[${slot}]) === undefined ? ${missing} : ${text})`);
  }

  /** A row filter's operand as the filter takes it (builtins.ts filterOperand): computed now if it is a constant that passes. */
  private filterOperand(filter: RowFilter, node: unknown, path: string): FilterOperand {
    const compiled = this.compile(node, path);
    if (compiled.constant) {
      try {
        const value = filterOperand(filter.name, filter.operand, compiled.value);
        return { text: this.literal(value).text, value };
      } catch {
        // It fails at run time, where the fast path names the failure.
      }
    }
    return { text: `FO(${this.k(filter.name)}, ${this.k(filter.operand)}, ${this.expression(node, path).text})` };
  }

  /** JsonLogic truthiness of generated code. */
  test(c: Code): string {
    return c.boolean ? c.text : `T(${c.text})`;
  }

  /** `if`: condition, value, condition, value, ..., else value (or null). */
  private choice(parts: Code[]): Code {
    let text = parts.length % 2 === 1 ? parts[parts.length - 1]!.text : 'null';
    for (let i = parts.length - (parts.length % 2 === 1 ? 3 : 2); i >= 0; i -= 2) text = `(${this.test(parts[i]!)} ? ${parts[i + 1]!.text} : ${text})`;
    // The values are the odd parts and, for an odd count, the last (else null).
    const values = parts.filter((_, i) => i % 2 === 1 || (parts.length % 2 === 1 && i === parts.length - 1));
    return code(text, false, values.every((p) => p.defined));
  }

  /** `and` answers the first falsy value or the last; `or` the first truthy value or the last. */
  private logical(op: 'and' | 'or', parts: Code[], boolean: boolean): Code {
    const t = this.temporary();
    let text = parts[parts.length - 1]!.text;
    for (let i = parts.length - 2; i >= 0; i--) {
      text = op === 'and' ? `((${t} = ${parts[i]!.text}), T(${t}) ? ${text} : ${t})` : `((${t} = ${parts[i]!.text}), T(${t}) ? ${t} : ${text})`;
    }
    return code(text, boolean, parts.every((p) => p.defined));
  }

  /**
   * A filter chain (filter-chains.ts) as one function `(f, s, ds)`: which branch of each rule
   * fires and its filter's operand first, then one loop over the rows that keeps a row if the
   * filter of every rule that fires keeps it. If anything throws, the chain's rules run again on
   * the fast path (nothing has changed yet), which raises or records the failure.
   */
  chain({ start, index, slot, links }: FilterChain): string {
    this.temporaries = 0;
    const fields: (string | number)[] = [];
    const fieldOf = (field: string | number): number => {
      if (!fields.includes(field)) fields.push(field);
      return fields.indexOf(field);
    };
    const operands: string[] = [];
    const decide: string[] = [];
    const keep: string[] = [];
    links.forEach(({ rule, branches }, l) => {
      const tests: string[] = [];
      const actions = branches.map((filters, b) => {
        const last = filters[filters.length - 1];
        if (!last) return '';
        const o = `o${l}_${b}`;
        operands.push(o);
        const computed = filters.map((filter) => this.filterOperand(filter.filter, filter.operand.node, filter.operand.path));
        const operand = computed[computed.length - 1]!;
        // Of several filters of a branch the last decides (actions.ts); the others check their
        // operands and read their fields (a row's getter may throw), as they do on the fast path.
        const checks = computed.slice(0, -1).map((other) => `${other.text};`);
        const source = last.source ? [`src = ${this.expression(last.source.node, last.source.path).text};`] : [];
        const reads = filters.map((filter) => `v = ${fieldRead(fieldOf(filter.field))};`);
        tests.push(`if (m${l} === ${b + 1}) {\n${reads.join('\n')}\nif (!(${filterTest(this, last.filter, 'v', { text: o, value: operand.value })})) continue;\n}`);
        return [...checks, `m${l} = ${b + 1};`, `${o} = ${operand.text};`, ...source].join('\n');
      });
      decide.push(this.branches(rule, actions));
      keep.push(tests.join(' else '));
    });
    const first = links[0]!.branches.flat()[0]!.filter.name;
    const declared = [...this.declaredTemporaries(), ...links.map((_, l) => `m${l} = 0`), ...operands, `src = (s[${slot}] ?? null)`];
    return `function (f, s, ds) {
let ${declared.join(', ')};
try {
${decide.join('\n')}
if (${links.map((_, l) => `m${l} === 0`).join(' && ')}) return;
const out = [];
${fieldConstants(this, fields)}
let v;
${rowLoop(this, first, 'src', `${keep.join('\n')}\nout.push(row);`)}
s[${slot}] = out;
ds[${index}] = 1;
} catch (e) {
rerun(f, ${start}, ${start + links.length});
}
}`;
  }

  /** A rule's branch code: under its conditions, or under its selected case (a sealed selector without a match throws). */
  private branches(rule: CompiledRule, actions: string[]): string {
    const definition = rule.definition;
    if (definition.kind === 'selector') {
      const [, selectPath] = rule.tests[0]!;
      const value = this.expression(definition.select, selectPath);
      const { cases, unmatched } = rule.selection!;
      const branches = actions.map((text, i) => `if (b === ${i}) {\n${text}\n}`);
      // A sealed selector without a match throws here; the fast path raises the real failure.
      if (unmatched) branches.push('if (b < 0) throw 0;');
      return `{\nconst v = ${value.text};\nconst b = ${this.k(cases)}.find(v);\n${branches.join('\n')}\n}`;
    }
    const when = definition.kind === 'conditional' ? definition.when ?? [] : [];
    const tests = when.map((node, i) => this.test(this.expression(node, pointer(rule.path, 'when', i))));
    return tests.length ? `if (${tests.join(' && ')}) {\n${actions[0]}\n}` : actions[0]!;
  }

  /** The code of one rule: a function `(f, s, ds)`; `rerun` is the index of its fast form. */
  rule(rule: CompiledRule, rerun: number): string {
    this.temporaries = 0;
    const body = this.branches(rule, rule.branches.map((branch) => this.branch(rule, branch)));
    const temporaries = this.declaredTemporaries();
    const declared = temporaries.length ? `let ${temporaries.join(', ')};\n` : '';
    return `function (f, s, ds) {\n${declared}try {\n${body}\n} catch (e) {\nrerun(f, ${rerun});\n}\n}`;
  }

  /**
   * A branch's actions: every value computed (and checked) before any action changes the
   * evaluation, as on the fast path.
   */
  private branch(rule: CompiledRule, compiled: CompiledBranch): string {
    const steps = compiled.actions;
    const prepared: string[] = [];
    const applied: string[] = [];
    // What explains the branch's outputs (rules.ts becauseOf), or null.
    const because = this.explain && steps.length > 0 ? 'bc' : 'null';
    for (const step of steps) {
      const definition = step.definition;
      const [first, second] = step.expressions;
      if ('set' in definition) {
        const index = this.mode.derivedNames.indexOf(definition.set);
        const t = this.temporary();
        prepared.push(`${t} = ${this.expression(definition.value, first![1]).text};`);
        applied.push(`s[${this.mode.derivedTargets[index]}] = ${t};`, `ds[${index}] = 1;`);
        if (this.explain) applied.push(`f.derivedBecause[${this.k(definition.set)}] = [bc];`);
      } else if ('offer' in definition || 'withdraw' in definition) {
        const list = 'offer' in definition ? definition.offer : definition.withdraw;
        const change = 'offer' in definition ? 'OF' : 'WD';
        const literal = literalOptionValues(definition.values, first![1]);
        let values = literal ? this.k(literal) : '';
        if (!literal) {
          values = this.temporary();
          prepared.push(`${values} = OV(${this.expression(definition.values, first![1]).text}, ${this.k(first![1])});`);
        }
        applied.push(`${change}(f, ${this.k(list)}, ${this.mode.writeTarget(`options.${list}`)}, ${values}, ${because});`);
      } else if ('addProduct' in definition || 'topUp' in definition) {
        const add = 'addProduct' in definition;
        const amountNode = add ? definition.quantity : definition.minimum;
        const key = this.temporary();
        const amount = this.temporary();
        const keyNode = add ? definition.addProduct : definition.topUp;
        prepared.push(`${key} = PK(f, ${this.expression(keyNode, first![1]).text}, ${this.k(first![1])});`);
        const amountCode = amountNode === undefined ? '1' : this.expression(amountNode, second![1]).text;
        prepared.push(`${amount} = FN(${amountCode}, ${this.k(second![1])}, ${this.k(add ? 'a quantity' : 'a minimum')});`);
        applied.push(`${add ? 'AP' : 'TU'}(f, ${key}, ${amount}, ${this.k(definition.category ?? null)}, ${because});`);
      } else {
        // Messages, addProducts and setQuantity: the step's own closures.
        const t = this.temporary();
        prepared.push(`${t} = ${this.k(step)}.prepare(f);`);
        applied.push(`${this.k(step)}.apply(f, ${t}, ${because}, null);`);
      }
    }
    const explained = because === 'bc' ? [this.because(rule, compiled)] : [];
    return [...prepared, ...explained, ...applied].join('\n');
  }

  /**
   * The explanation of a branch that fires (rules.ts becauseOf written out): the rule and the
   * values its branch reads, each stored at a place of its own. Computed after the values are
   * prepared, before anything changes, so the reads are those from before the branch.
   */
  private because(rule: CompiledRule, branch: CompiledBranch): string {
    const reads = branch.readPaths.map((path, i) => {
      const slot = branch.readSlots[i]!;
      const value = slot >= 0 ? `(s[${slot}] ?? null)` : this.expression({ var: path }, branch.path).text;
      return `rd[${this.k(path)}] = ${value};`;
    });
    return `const rd = {};\n${reads.join('\n')}\nconst bc = { ruleId: ${this.k(rule.id)}, stage: ${this.k(rule.stage)}, reads: rd };`;
  }
}

/**
 * The collector of derived values (evaluate.ts derivedValues written out): the values rules set,
 * in the order the rule set first sets them. Each name is stored at a place of its own, so V8
 * learns each store; one loop storing every name costs about ten times more.
 */
function collector(generator: Generator, mode: ExpressionMode): string {
  const stores = mode.derivedNames.map((name, i) => `if (ds[${i}] === 1) d[${generator.k(name)}] = s[${mode.derivedTargets[i]}];`);
  return `collect = function (f, d) {\nconst s = f.data, ds = f.derivedSet;\n${stores.join('\n')}\n};`;
}

/**
 * The copier of inputs into their slots (input-copier.ts does it for any inputs): one read by
 * name each, at a place of its own, so V8 learns the shape of the inputs at each.
 */
function inputCopier(generator: Generator, mode: ExpressionMode): string {
  const copies = mode.inputNames.map((name, i) => `s[${mode.inputTargets[i]}] = inputs[${generator.k(name)}];`);
  return `copyInputs = function (inputs, s) {\n${copies.join('\n')}\n};`;
}

/** Runs a failed rule again on the fast path, which raises or records its failure. */
function rerunner(fast: readonly FastRule[]): Rerun {
  const single = fast.map((rule) => [rule]);
  return (f, index, end = index + 1) => runFast(f, end === index + 1 ? single[index]! : fast.slice(index, end));
}

/** Runs rules `index` to `end` (exclusive; just `index` if omitted) of a stage on the fast path. */
type Rerun = (f: Frame, index: number, end?: number) => void;

type StageRules = readonly { rules: readonly CompiledRule[]; fast: readonly FastRule[] | null }[];

/** The source of a rule set's generated code and the constants it reads, checked to hold only the generator's own text. */
export function generatedSource(stages: StageRules, mode: ExpressionMode): { source: string; constants: unknown[] } {
  // Slots are integers in compiled mode only: the source holds them as they are.
  if (mode.name !== 'compiled') throw new Error('code is generated for compiled rule sets only');
  const generator = new Generator(mode as Context);
  const variant = (explain: boolean, into: string) => stages.map((stage, s) => {
    generator.sites = [];
    generator.explain = explain;
    // Explained, each rule explains its own outputs: no chains, whose rules' values are never there one by one.
    const chains = new Map(explain ? [] : filterChains(stage.rules, mode).map((chain) => [chain.start, chain]));
    // One function per rule, or per filter chain, named after its first rule.
    const units: string[] = [];
    const calls: string[] = [];
    for (let i = 0; i < stage.rules.length; i++) {
      const chain = chains.get(i);
      units.push(`const r${i} = ${chain ? generator.chain(chain) : generator.rule(stage.rules[i]!, i)};`);
      calls.push(`r${i}(f, s, ds);`);
      if (chain) i += chain.links.length - 1;
    }
    return `${into}[${s}] = (function (rerun) {\n${[...generator.sites, ...units].join('\n')}\nreturn function (f) {\nconst s = f.data, ds = f.derivedSet;\n${calls.join('\n')}\n};\n})(reruns[${s}]);`;
  });
  const sources = [...variant(false, 'stages'), ...variant(true, 'explained')];
  const source = `const { ${HELPER_NAMES.join(', ')} } = H;\nconst stages = [], explained = [];\nlet collect, copyInputs;\n${sources.join('\n')}\n${collector(generator, mode)}\n${inputCopier(generator, mode)}\nreturn { stages, explained, collect, copyInputs };`;
  if (FOREIGN_TEXT.test(source)) throw new Error('generated code holds text that is not the generator\'s own');
  return { source, constants: generator.constants };
}

/**
 * Generates the runners of each stage (quiet and explaining), the collector of derived values and
 * the input copier; null where code generation is refused (then the fast path runs). `fast` holds
 * each stage's fast rules, in the order of its compiled rules.
 */
export function generateStages(stages: StageRules, mode: ExpressionMode): GeneratedProgram | null {
  if (mode.name !== 'compiled' || stages.some((stage) => !stage.fast)) return null;
  const { source, constants } = generatedSource(stages, mode);
  let factory: (K: unknown[], H: typeof HELPERS, reruns: Rerun[]) => GeneratedProgram;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source is this file's templates and integers only (see above)
    factory = new Function('K', 'H', 'reruns', source) as typeof factory;
  } catch {
    // A Content-Security-Policy without 'unsafe-eval' refuses it: the fast path serves.
    return null;
  }
  return factory(constants, HELPERS, stages.map((stage) => rerunner(stage.fast!)));
}
