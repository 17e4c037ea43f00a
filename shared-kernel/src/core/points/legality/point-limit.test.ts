import { pointLimitProblem } from './point-limit.js';

describe('the point limit rule', () => {
  it('says by how much a roster is over its limit, and the fix', () => {
    expect(pointLimitProblem(938, 300)).toEqual({
      message: 'Over the point limit by 638 pts: remove units worth at least 638 pts',
      units: [],
    });
    expect(pointLimitProblem(36, 10)?.message).toBe(
      'Over the point limit by 26 pts: remove units worth at least 26 pts',
    );
  });

  it('lets a roster reach its limit exactly', () => {
    expect(pointLimitProblem(300, 300)).toBeNull();
    expect(pointLimitProblem(299, 300)).toBeNull();
    expect(pointLimitProblem(301, 300)?.message).toBe(
      'Over the point limit by 1 pts: remove units worth at least 1 pts',
    );
  });

  it('reads a limit of 0, null or none as no limit', () => {
    expect(pointLimitProblem(938, 0)).toBeNull();
    expect(pointLimitProblem(938, null)).toBeNull();
    expect(pointLimitProblem(938, undefined)).toBeNull();
  });

  it('never asks for less than the roster is over: a fraction is rounded up', () => {
    expect(pointLimitProblem(300, 299.95)?.message).toBe(
      'Over the point limit by 0.1 pts: remove units worth at least 0.1 pts',
    );
    expect(pointLimitProblem(300, 299.5)?.message).toBe(
      'Over the point limit by 0.5 pts: remove units worth at least 0.5 pts',
    );
  });
});
