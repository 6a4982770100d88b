/**
 * The JsonLogic operations as closures over their compiled arguments, with json-logic-js
 * semantics. Arguments are operands (operands.ts): constants and plain variables are read inline,
 * so `{"-": [{"var": "shaftHeight"}, 70000]}` is one call, not three.
 */
// JsonLogic operators work on any JSON value, hence `any` in this file.
import type { ResolvedBuiltin } from '../model/builtin.types.js';
import { messageOf, RuleFailure } from '../model/errors.js';
import type { Evaluator } from './expression.types.js';
import { CONSTANT, type Operand, read } from './operands.js';
import { equalsAny, isEmpty, jsonLogicIn, jsonLogicMerge, jsonLogicSubstr, toNumber as num, truthy } from './operations.js';

/** Names a builtin and the expression when it fails. */
function callFailure(name: string, path: string, error: unknown): RuleFailure {
  if (error instanceof RuleFailure) return error;
  return new RuleFailure('BUILTIN_FAILED', `builtin '${name}' failed: ${messageOf(error)}`, path, { cause: error });
}

/** A value as Array.prototype.join writes it (json-logic-js's `cat` joins its arguments): ToString, and '' for null. */
function text(value: unknown): string {
  return value === null || value === undefined ? '' : `${value as string}`;
}

function compileIf(o: Operand[]): Evaluator {
  if (o.length === 3) {
    const [c, t, e] = o as [Operand, Operand, Operand];
    return (d) => (truthy(read(c, d)) ? read(t, d) : read(e, d));
  }
  if (o.length === 2) {
    const [c, t] = o as [Operand, Operand];
    return (d) => (truthy(read(c, d)) ? read(t, d) : null);
  }
  return (d) => {
    let i = 0;
    for (; i < o.length - 1; i += 2) if (truthy(read(o[i], d))) return read(o[i + 1], d);
    return o.length === i + 1 ? read(o[i], d) : null;
  };
}

function compileAnd(o: Operand[]): Evaluator {
  if (o.length === 2) {
    const [x, y] = o as [Operand, Operand];
    return (d) => {
      const v = read(x, d);
      return truthy(v) ? read(y, d) : v;
    };
  }
  return (d) => {
    let current;
    for (let i = 0; i < o.length; i++) {
      current = read(o[i], d);
      if (!truthy(current)) return current;
    }
    return current;
  };
}

function compileOr(o: Operand[]): Evaluator {
  if (o.length === 2) {
    const [x, y] = o as [Operand, Operand];
    return (d) => {
      const v = read(x, d);
      return truthy(v) ? v : read(y, d);
    };
  }
  return (d) => {
    let current;
    for (let i = 0; i < o.length; i++) {
      current = read(o[i], d);
      if (truthy(current)) return current;
    }
    return current;
  };
}

function compileComparison(op: string, x: Operand, y: Operand): Evaluator {
  switch (op) {
    case '==':
      // eslint-disable-next-line eqeqeq -- json-logic's == is JavaScript's loose equality
      return (d) => read(x, d) == read(y, d);
    case '===':
      return (d) => read(x, d) === read(y, d);
    case '!=':
      // eslint-disable-next-line eqeqeq -- json-logic's != is JavaScript's loose inequality
      return (d) => read(x, d) != read(y, d);
    case '!==':
      return (d) => read(x, d) !== read(y, d);
    case '>':
      return (d) => read(x, d) > read(y, d);
    case '>=':
      return (d) => read(x, d) >= read(y, d);
    case '<':
      return (d) => read(x, d) < read(y, d);
    default:
      return (d) => read(x, d) <= read(y, d);
  }
}

function compileBetween(op: '<' | '<=', [a, b, c]: Operand[]): Evaluator {
  return op === '<'
    ? (d) => {
        const x = read(a, d),
          y = read(b, d),
          z = read(c, d);
        return z === undefined ? x < y : x < y && y < z;
      }
    : (d) => {
        const x = read(a, d),
          y = read(b, d),
          z = read(c, d);
        return z === undefined ? x <= y : x <= y && y <= z;
      };
}

function compilePlus(o: Operand[]): Evaluator {
  if (o.length === 1) {
    const [x] = o as [Operand];
    return (d) => 0 + num(read(x, d));
  }
  if (o.length === 2) {
    const [x, y] = o as [Operand, Operand];
    return (d) => 0 + num(read(x, d)) + num(read(y, d));
  }
  return (d) => {
    let s = 0;
    for (let i = 0; i < o.length; i++) s = num(s) + num(read(o[i], d));
    return s;
  };
}

function compileTimes(o: Operand[]): Evaluator {
  if (o.length === 1) {
    const [x] = o as [Operand];
    return (d) => read(x, d);
  }
  if (o.length === 2) {
    const [x, y] = o as [Operand, Operand];
    return (d) => num(read(x, d)) * num(read(y, d));
  }
  return (d) => {
    let p = read(o[0], d);
    for (let i = 1; i < o.length; i++) p = num(p) * num(read(o[i], d));
    return p;
  };
}

function compileBuiltin(builtin: ResolvedBuiltin, o: Operand[], path: string): Evaluator {
  const { fn, name } = builtin;
  switch (o.length) {
    case 0:
      return () => {
        try {
          return fn();
        } catch (e) {
          throw callFailure(name, path, e);
        }
      };
    case 1: {
      const [x] = o as [Operand];
      return (d) => {
        const p = read(x, d);
        try {
          return fn(p);
        } catch (e) {
          throw callFailure(name, path, e);
        }
      };
    }
    case 2: {
      const [x, y] = o as [Operand, Operand];
      return (d) => {
        const p = read(x, d),
          q = read(y, d);
        try {
          return fn(p, q);
        } catch (e) {
          throw callFailure(name, path, e);
        }
      };
    }
    case 3: {
      const [x, y, z] = o as [Operand, Operand, Operand];
      return (d) => {
        const p = read(x, d),
          q = read(y, d),
          r = read(z, d);
        try {
          return fn(p, q, r);
        } catch (e) {
          throw callFailure(name, path, e);
        }
      };
    }
    default:
      return (d) => {
        const values = o.map((x) => read(x, d));
        try {
          return fn(...values);
        } catch (e) {
          throw callFailure(name, path, e);
        }
      };
  }
}

function compileEqualsAny([x, ...rest]: Operand[]): Evaluator {
  if (rest.every((r) => r.kind === CONSTANT)) {
    const values = rest.map((r) => r.value);
    const list = values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
    return (d) => list.indexOf(read(x, d)) !== -1;
  }
  return (d) => equalsAny(read(x, d), ...rest.map((r) => read(r, d)));
}

/**
 * An operation on evaluated arguments (not `var` and not the scoped map/filter/...).
 * @example compileOperation('-', [operandOf(height), operandOf(70000)], '/value', builtins)
 */
export function compileOperation(op: string, o: Operand[], path: string, builtins: ReadonlyMap<string, ResolvedBuiltin>): Evaluator {
  switch (op) {
    case 'if':
    case '?:':
      return compileIf(o);
    case 'and':
      return compileAnd(o);
    case 'or':
      return compileOr(o);
    case '!': {
      const [x] = o as [Operand];
      return (d) => !truthy(read(x, d));
    }
    case '!!': {
      const [x] = o as [Operand];
      return (d) => truthy(read(x, d));
    }
    case '==':
    case '===':
    case '!=':
    case '!==':
    case '>':
    case '>=':
      return compileComparison(op, o[0], o[1]);
    case '<':
    case '<=':
      return o.length === 3 ? compileBetween(op, o) : compileComparison(op, o[0], o[1]);
    case '+':
      return compilePlus(o);
    case '*':
      return compileTimes(o);
    case '-': {
      const [x, y] = o as [Operand, Operand | undefined];
      if (!y) return (d) => -read(x, d);
      return (d) => {
        const p = read(x, d),
          q = read(y, d);
        return q === undefined ? -p : p - q;
      };
    }
    case '/': {
      const [x, y] = o as [Operand, Operand];
      return (d) => read(x, d) / read(y, d);
    }
    case '%': {
      const [x, y] = o as [Operand, Operand];
      return (d) => read(x, d) % read(y, d);
    }
    case 'min':
      if (o.length === 2) {
        const [x, y] = o as [Operand, Operand];
        return (d) => Math.min(read(x, d), read(y, d));
      }
      return (d) => Math.min(...o.map((x) => read(x, d)));
    case 'max':
      if (o.length === 2) {
        const [x, y] = o as [Operand, Operand];
        return (d) => Math.max(read(x, d), read(y, d));
      }
      return (d) => Math.max(...o.map((x) => read(x, d)));
    case 'in': {
      const [x, y] = o as [Operand, Operand];
      return (d) => jsonLogicIn(read(x, d), read(y, d));
    }
    case 'cat':
      if (o.length === 2) {
        const [x, y] = o as [Operand, Operand];
        return (d) => text(read(x, d)) + text(read(y, d));
      }
      return (d) => o.map((x) => read(x, d)).join('');
    case 'substr': {
      const [x, y, z] = o as [Operand, Operand, Operand | undefined];
      return (d) => jsonLogicSubstr(read(x, d), read(y, d), z ? read(z, d) : undefined);
    }
    case 'merge':
      return (d) => jsonLogicMerge(...o.map((x) => read(x, d)));
    case 'equalsAny':
      return compileEqualsAny(o);
    // isEmpty(null) equals isEmpty(undefined), so reading a missing variable as null changes nothing.
    case 'isEmpty': {
      const [x] = o as [Operand];
      return (d) => isEmpty(read(x, d));
    }
  }
  const builtin = builtins.get(op);
  if (!builtin) throw new Error(`unchecked operation '${op}' at ${path}`);
  return compileBuiltin(builtin, o, path);
}

/** map, filter, all, some, none and reduce: `logic` runs on each element (reduce: on current and accumulator). */
export function compileScoped(op: string, data: Evaluator, logic: Evaluator, initial: Evaluator | undefined): Evaluator {
  switch (op) {
    case 'map':
      return (d) => {
        const list = data(d);
        return Array.isArray(list) ? list.map((x) => logic(x)) : [];
      };
    case 'filter':
      return (d) => {
        const list = data(d);
        return Array.isArray(list) ? list.filter((x) => truthy(logic(x))) : [];
      };
    case 'all':
      return (d) => {
        const list = data(d);
        if (!Array.isArray(list) || !list.length) return false;
        for (const x of list) if (!truthy(logic(x))) return false;
        return true;
      };
    case 'some':
      return (d) => {
        const list = data(d);
        if (!Array.isArray(list) || !list.length) return false;
        for (const x of list) if (truthy(logic(x))) return true;
        return false;
      };
    case 'none':
      return (d) => {
        const list = data(d);
        if (!Array.isArray(list) || !list.length) return true;
        for (const x of list) if (truthy(logic(x))) return false;
        return true;
      };
    default:
      return (d) => {
        const list = data(d);
        const start = initial ? initial(d) : null;
        if (!Array.isArray(list)) return start;
        return list.reduce((accumulator, current) => logic({ current, accumulator }), start);
      };
  }
}
