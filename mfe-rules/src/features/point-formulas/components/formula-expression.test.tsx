import { render } from '@testing-library/react';
import { FormulaExpression, tokenize } from './formula-expression';

describe('FormulaExpression', () => {
  it('splits an expression into tokens', () => {
    expect(tokenize('ceil(unitHP*1.5) >= -2^2')).toEqual([
      'ceil',
      '(',
      'unitHP',
      '*',
      '1.5',
      ')',
      '>=',
      '-',
      '2',
      '^',
      '2',
    ]);
    expect(tokenize('a $ b')).toBeNull();
  });

  it('sets operators apart, keeps signs tight and styles variables and functions', () => {
    const { container } = render(
      <FormulaExpression expression="max(unitHP*2, -1) / 3 >= 1 and weaponTypeNear ? 1 : 0" />,
    );
    expect(container.textContent).toBe('max(unitHP × 2, -1) ÷ 3 ≥ 1 and weaponTypeNear ? 1 : 0');
    expect(container.querySelectorAll('var')).toHaveLength(2);
    expect(container.querySelector('.fx-function')?.textContent).toBe('max');
  });

  it('shows text it cannot tokenize as it is', () => {
    const { container } = render(<FormulaExpression expression="a $ b" />);
    expect(container.textContent).toBe('a $ b');
  });
});
