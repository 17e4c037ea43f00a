import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LIMITS } from '@muster/shared-kernel/core';
import { numberRule, textRule } from './field-rules.js';
import { TextField } from './fields.js';

/** What a roster's name and point limit fields hold while typing. */
export interface RosterFieldValues {
  name: string;
  /** The point limit as typed; 0 means none. */
  pointLimit: string;
}

/** Props of {@link RosterFields}: the form's `register` and errors. */
export interface RosterFieldsProps {
  register: UseFormRegister<RosterFieldValues>;
  errors: FieldErrors<RosterFieldValues>;
}

/**
 * A roster's Roster Name and Point Limit (both required, the limit a number of at
 * least 0), as the New Roster modal and the roster's Edit Name / Point Limit form ask them.
 */
export function RosterFields({ register, errors }: RosterFieldsProps) {
  return (
    <>
      <TextField
        label="Roster Name"
        required
        maxLength={LIMITS.roster.name.maxLength}
        error={errors.name?.message}
        {...register('name', textRule(LIMITS.roster.name, 'Roster Name'))}
      />
      <TextField
        label="Point Limit"
        inputMode="numeric"
        required
        hint="0 for no limit."
        error={errors.pointLimit?.message}
        {...register('pointLimit', numberRule(LIMITS.roster.pointLimit, 'Point Limit'))}
      />
    </>
  );
}
