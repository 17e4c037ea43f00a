/**
 * The formula language: jsep configured once, here, then every tree checked
 * against a whitelist and compiled into plain number closures. Nothing here ever evaluates text
 * as code: no `eval`, no `new Function`, no property access on any object.
 */
import jsep from 'jsep';
import { snapCeil, snapFloor, snapRound } from '@muster/shared-kernel/core';

// `import 'jsep'` and `require('jsep')` are separate instances; this module is the one place that
// configures the instance the kernel uses. jsep's `^` is XOR: make it a right-associative power
// binding tighter than `*` (the slot of `**`).
jsep.removeBinaryOp('^');
jsep.addBinaryOp('^', 11, true);
jsep.addBinaryOp('and', 2);
jsep.addBinaryOp('or', 1);
jsep.addUnaryOp('not');

/** The longest expression text accepted. */
export const MAX_EXPRESSION_LENGTH = 5_000;
/** The deepest nesting (parentheses, or the parsed tree) accepted. */
export const MAX_EXPRESSION_DEPTH = 100;

/** A compiled expression: reads its variables by slot from `values`. */
export type CompiledExpression = (values: Float64Array) => number;

/** The binary operators of the language. */
const BINARY_OPERATORS = new Set([
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  '<',
  '>',
  '<=',
  '>=',
  '==',
  '!=',
  'and',
  'or',
]);
/** Operators a user might try, with the word to use instead. */
const OPERATOR_HINTS: ReadonlyMap<string, string> = new Map([
  ['&&', 'and'],
  ['||', 'or'],
  ['!', 'not'],
  ['**', '^'],
  ['===', '=='],
  ['!==', '!='],
]);

type Arity = { min: number; max: number };
/** The functions of the language and how many arguments each takes. */
const FUNCTIONS: ReadonlyMap<string, Arity> = new Map([
  ['ceil', { min: 1, max: 1 }],
  ['floor', { min: 1, max: 1 }],
  ['round', { min: 1, max: 1 }],
  ['abs', { min: 1, max: 1 }],
  ['sqrt', { min: 1, max: 1 }],
  ['log10', { min: 1, max: 1 }],
  ['exp', { min: 1, max: 1 }],
  ['log', { min: 1, max: 2 }],
  ['min', { min: 1, max: 32 }],
  ['max', { min: 1, max: 32 }],
  ['pow', { min: 2, max: 2 }],
]);

/** The names of the functions a formula may call. */
export const FORMULA_FUNCTIONS: readonly string[] = Object.freeze([...FUNCTIONS.keys()]);

/** Thrown inside this module for a formula the language refuses; callers see its message. */
export class FormulaError extends Error {
  override name = 'FormulaError';
}

function deepestParenthesis(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === 41 || c === 93) {
      depth -= 1;
    }
  }
  return deepest;
}

function refusal(node: jsep.Expression): string {
  switch (node.type) {
    case 'MemberExpression':
      return 'member access (a.b or a[b]) is not allowed';
    case 'ArrayExpression':
      return 'arrays are not allowed';
    case 'Compound':
    case 'SequenceExpression':
      return 'two expressions in a row are not allowed (a missing operator?)';
    case 'ThisExpression':
      return '"this" is not allowed';
    default:
      return `${node.type} is not allowed`;
  }
}

/**
 * `-2^2` must be −4 (as in mathjs), but jsep binds unary minus tighter than any binary
 * operator, so it parses `(-2)^2`. Move a sign on the left of `^` out over the power.
 */
function hoistSignOverPower(node: jsep.BinaryExpression): jsep.Expression {
  const left = node.left;
  if (left.type === 'UnaryExpression') {
    const unary = left as jsep.UnaryExpression;
    if (unary.operator === '-' || unary.operator === '+') {
      const power: jsep.BinaryExpression = {
        type: 'BinaryExpression',
        operator: '^',
        left: unary.argument,
        right: node.right,
      };
      return {
        type: 'UnaryExpression',
        operator: unary.operator,
        prefix: true,
        argument: hoistSignOverPower(power),
      } as jsep.UnaryExpression;
    }
  }
  return node;
}

/**
 * Checks a parsed tree against the whitelist, rewriting signs over powers on the way; answers a
 * tree with only numbers, known variables, whitelisted operators and functions.
 */
function check(
  node: jsep.Expression,
  variables: ReadonlyMap<string, number>,
  depth: number,
): jsep.Expression {
  if (depth > MAX_EXPRESSION_DEPTH) {
    throw new FormulaError(
      `the expression is nested more than ${MAX_EXPRESSION_DEPTH} levels deep`,
    );
  }
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new FormulaError(
          `only numbers are allowed, not ${JSON.stringify((node as jsep.Literal).raw)}`,
        );
      }
      return node;
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (!variables.has(name)) {
        throw new FormulaError(
          FUNCTIONS.has(name)
            ? `${name} is a function: call it as ${name}(...)`
            : `unknown variable "${name}"`,
        );
      }
      return node;
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      if (unary.operator !== '-' && unary.operator !== '+' && unary.operator !== 'not') {
        const hint = OPERATOR_HINTS.get(unary.operator);
        throw new FormulaError(
          `operator "${unary.operator}" is not allowed${hint ? `: use "${hint}"` : ''}`,
        );
      }
      return {
        ...unary,
        argument: check(unary.argument, variables, depth + 1),
      } as jsep.UnaryExpression;
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      if (!BINARY_OPERATORS.has(binary.operator)) {
        const hint = OPERATOR_HINTS.get(binary.operator);
        throw new FormulaError(
          `operator "${binary.operator}" is not allowed${hint ? `: use "${hint}"` : ''}`,
        );
      }
      const rewritten = binary.operator === '^' ? hoistSignOverPower(binary) : binary;
      if (rewritten !== binary) return check(rewritten, variables, depth);
      return {
        ...binary,
        left: check(binary.left, variables, depth + 1),
        right: check(binary.right, variables, depth + 1),
      } as jsep.BinaryExpression;
    }
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      return {
        ...conditional,
        test: check(conditional.test, variables, depth + 1),
        consequent: check(conditional.consequent, variables, depth + 1),
        alternate: check(conditional.alternate, variables, depth + 1),
      } as jsep.ConditionalExpression;
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      if (call.callee.type !== 'Identifier') {
        throw new FormulaError(`only the functions ${FORMULA_FUNCTIONS.join(', ')} may be called`);
      }
      const name = (call.callee as jsep.Identifier).name;
      const arity = FUNCTIONS.get(name);
      if (!arity) throw new FormulaError(`unknown function "${name}"`);
      if (call.arguments.length < arity.min || call.arguments.length > arity.max) {
        const wanted = arity.min === arity.max ? `${arity.min}` : `${arity.min} to ${arity.max}`;
        throw new FormulaError(
          `${name} takes ${wanted} argument${arity.max === 1 ? '' : 's'}, not ${call.arguments.length}`,
        );
      }
      return {
        ...call,
        arguments: call.arguments.map((arg) => check(arg, variables, depth + 1)),
      } as jsep.CallExpression;
    }
    default:
      throw new FormulaError(refusal(node));
  }
}

const truth = (value: number): number => (value !== 0 && !Number.isNaN(value) ? 1 : 0);

function compileBinary(
  operator: string,
  l: CompiledExpression,
  r: CompiledExpression,
): CompiledExpression {
  switch (operator) {
    case '+':
      return (v) => l(v) + r(v);
    case '-':
      return (v) => l(v) - r(v);
    case '*':
      return (v) => l(v) * r(v);
    case '/':
      return (v) => l(v) / r(v);
    case '%':
      return (v) => l(v) % r(v);
    case '^':
      return (v) => Math.pow(l(v), r(v));
    case '<':
      return (v) => (l(v) < r(v) ? 1 : 0);
    case '>':
      return (v) => (l(v) > r(v) ? 1 : 0);
    case '<=':
      return (v) => (l(v) <= r(v) ? 1 : 0);
    case '>=':
      return (v) => (l(v) >= r(v) ? 1 : 0);
    case '==':
      return (v) => (l(v) === r(v) ? 1 : 0);
    case '!=':
      return (v) => (l(v) !== r(v) ? 1 : 0);
    case 'and':
      return (v) => (truth(l(v)) === 1 && truth(r(v)) === 1 ? 1 : 0);
    case 'or':
      return (v) => (truth(l(v)) === 1 || truth(r(v)) === 1 ? 1 : 0);
    default:
      throw new FormulaError(`operator "${operator}" is not allowed`);
  }
}

function compileCall(name: string, args: CompiledExpression[]): CompiledExpression {
  const [a, b] = args as [CompiledExpression, CompiledExpression | undefined];
  switch (name) {
    case 'ceil':
      return (v) => snapCeil(a(v));
    case 'floor':
      return (v) => snapFloor(a(v));
    case 'round':
      return (v) => snapRound(a(v));
    case 'abs':
      return (v) => Math.abs(a(v));
    case 'sqrt':
      return (v) => Math.sqrt(a(v));
    case 'log10':
      return (v) => Math.log10(a(v));
    case 'exp':
      return (v) => Math.exp(a(v));
    case 'pow':
      return (v) => Math.pow(a(v), (b as CompiledExpression)(v));
    case 'log':
      return b ? (v) => Math.log(a(v)) / Math.log(b(v)) : (v) => Math.log(a(v));
    case 'min':
      if (args.length === 1) return a;
      if (args.length === 2 && b) return (v) => Math.min(a(v), b(v));
      return (v) => Math.min(...args.map((arg) => arg(v)));
    case 'max':
      if (args.length === 1) return a;
      if (args.length === 2 && b) return (v) => Math.max(a(v), b(v));
      return (v) => Math.max(...args.map((arg) => arg(v)));
    default:
      throw new FormulaError(`unknown function "${name}"`);
  }
}

/** A closure standing for a constant, recognisable so its parents can fold it. */
const constants = new WeakMap<CompiledExpression, number>();
function constant(value: number): CompiledExpression {
  const closure: CompiledExpression = () => value;
  constants.set(closure, value);
  return closure;
}

/** Folds a closure whose inputs are all constants into one constant. */
function fold(
  closure: CompiledExpression,
  inputs: readonly CompiledExpression[],
): CompiledExpression {
  if (!inputs.every((input) => constants.has(input))) return closure;
  return constant(closure(new Float64Array(0)));
}

function compileNode(
  node: jsep.Expression,
  variables: ReadonlyMap<string, number>,
): CompiledExpression {
  switch (node.type) {
    case 'Literal':
      return constant((node as jsep.Literal).value as number);
    case 'Identifier': {
      const slot = variables.get((node as jsep.Identifier).name) as number;
      return (v) => v[slot] as number;
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      const argument = compileNode(unary.argument, variables);
      const closure: CompiledExpression =
        unary.operator === '-'
          ? (v) => -argument(v)
          : unary.operator === 'not'
            ? (v) => 1 - truth(argument(v))
            : argument;
      return fold(closure, [argument]);
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      const left = compileNode(binary.left, variables);
      const right = compileNode(binary.right, variables);
      return fold(compileBinary(binary.operator, left, right), [left, right]);
    }
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      const test = compileNode(conditional.test, variables);
      const consequent = compileNode(conditional.consequent, variables);
      const alternate = compileNode(conditional.alternate, variables);
      return fold(
        (v) => (truth(test(v)) === 1 ? consequent(v) : alternate(v)),
        [test, consequent, alternate],
      );
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      const args = call.arguments.map((arg) => compileNode(arg, variables));
      return fold(compileCall((call.callee as jsep.Identifier).name, args), args);
    }
    default:
      throw new FormulaError(refusal(node));
  }
}

/**
 * Parses, checks and compiles one expression of the formula language. `variables` maps each
 * allowed variable name to its slot in the values array the closure will be given.
 * Throws {@link FormulaError} with a readable message for anything the language refuses.
 */
export function compileExpression(
  text: string,
  variables: ReadonlyMap<string, number>,
): CompiledExpression {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new FormulaError(
      `the expression is ${text.length} characters long; at most ${MAX_EXPRESSION_LENGTH} are allowed`,
    );
  }
  if (text.trim() === '') throw new FormulaError('the expression is empty');
  if (deepestParenthesis(text) > MAX_EXPRESSION_DEPTH) {
    throw new FormulaError(
      `the expression is nested more than ${MAX_EXPRESSION_DEPTH} levels deep`,
    );
  }
  let tree: jsep.Expression;
  try {
    tree = jsep(text);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new FormulaError(
        `the expression is nested more than ${MAX_EXPRESSION_DEPTH} levels deep`,
      );
    }
    throw new FormulaError(error instanceof Error ? error.message : String(error));
  }
  return compileNode(check(tree, variables, 0), variables);
}

/** Builds the name → slot map of a list of variable names (later duplicates are ignored). */
export function slotsOf(names: readonly string[]): ReadonlyMap<string, number> {
  const slots = new Map<string, number>();
  for (const name of names) if (!slots.has(name)) slots.set(name, slots.size);
  return slots;
}

/**
 * Evaluates one expression of the formula language with the given variables (their names are the
 * only ones allowed): the number, or 'Error: ...'. For ability template editors and the API's
 * checks; the engine itself compiles once and reuses the closure.
 */
export function evaluateExpression(
  text: string,
  variables: Readonly<Record<string, number>>,
): number | string {
  try {
    const names = Object.keys(variables);
    const slots = slotsOf(names);
    const values = new Float64Array(slots.size);
    for (const [name, slot] of slots) values[slot] = variables[name] as number;
    const result = compileExpression(text, slots)(values);
    return Number.isFinite(result)
      ? result
      : `Error: the expression gave ${result}, not a finite number`;
  } catch (error) {
    return `Error: ${error instanceof Error ? error.message : String(error)}`;
  }
}
