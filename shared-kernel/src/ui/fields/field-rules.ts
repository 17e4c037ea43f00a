/**
 * react-hook-form rules made from the core's field limits, so an editor refuses what the API
 * would refuse and says so beside the field. Forms keep numbers as text while typing.
 */
import {
  numberProblem,
  textProblem,
  type NumberLimit,
  type TextLimit,
} from '@muster/shared-kernel/core';

/** A field rule: react-hook-form shows the message, or accepts the value on `true`. */
export interface FieldRule<Value> {
  validate: (value: Value) => string | true;
}

/** The rule of a typed text, its messages starting with `label` ('Title is required'). */
export function textRule(limit: TextLimit, label: string): FieldRule<string> {
  return { validate: (value) => textProblem(value, limit, label) ?? true };
}

/** The rule of a number typed as text ('Health must be from 1 to 1000'). */
export function numberRule(limit: NumberLimit, label: string): FieldRule<string> {
  return { validate: (value) => numberProblem(value, limit, label) ?? true };
}
