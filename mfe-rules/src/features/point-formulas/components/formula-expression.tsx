import { Fragment, type ReactNode } from 'react';
import { UNIT_VARIABLES, WEAPON_VARIABLES } from '@muster/shared-kernel/core';

const VARIABLES = new Set<string>([...UNIT_VARIABLES, ...WEAPON_VARIABLES]);
const WORDS = new Set(['and', 'or', 'not']);
const TOKEN = /\s*(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+|[A-Za-z_]\w*|>=|<=|==|!=|[-+*/%^()?:,<>])/y;
const SHOWN: Record<string, string> = { '*': '×', '/': '÷', '>=': '≥', '<=': '≤', '!=': '≠' };

/** Splits an expression into tokens; null when it holds something the tokenizer does not know. */
export function tokenize(expression: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let rest = expression.trimEnd();
  while (rest.length > 0) {
    TOKEN.lastIndex = 0;
    const match = TOKEN.exec(rest);
    if (!match?.[1]) return null;
    tokens.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return tokens;
}

/** True where a '-' or '+' is a sign (after an operator, a bracket, a comma or at the start). */
function isSign(previous: string | undefined): boolean {
  return previous === undefined || /^[-+*/%^(?:,<>=!]|^(and|or|not)$/.test(previous);
}

/**
 * A formula expression set for reading: spaced operators, × and ÷, ≥ and ≤, variables and
 * functions styled apart. It only changes how the text looks, never what it means.
 */
export function FormulaExpression({ expression }: { expression: string }) {
  const tokens = tokenize(expression);
  if (!tokens) return <code className="formula-expression">{expression}</code>;
  const parts: ReactNode[] = tokens.map((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    if (/^[A-Za-z_]/.test(token)) {
      if (next === '(') return <span className="fx-function">{token}</span>;
      if (WORDS.has(token)) return <span className="fx-word"> {token} </span>;
      if (VARIABLES.has(token)) return <var className="fx-variable">{token}</var>;
      return token;
    }
    if (token === '(' || token === ')') return <span className="fx-bracket">{token}</span>;
    if (token === ',') return ', ';
    if ((token === '-' || token === '+') && isSign(previous)) return token;
    if (/^[\d.]/.test(token)) return token;
    return ` ${SHOWN[token] ?? token} `;
  });
  return (
    <code className="formula-expression">
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </code>
  );
}
