import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  LIMITS,
  PROTECTION_TYPES,
  TRAINING_TYPES,
  type TrainingType,
} from '@muster/shared-kernel/core';
import { SelectField, TextAreaField, TextField } from '@muster/shared-kernel/ui';
import { ChoiceField } from '../../../components/choice-field';
import { UNIT_RULES, type UnitForm } from '../model/unit-form';
import { KeywordsField } from './keywords-field';

const TRAINING = Object.values(TRAINING_TYPES).map(({ id, name }) => ({ value: id, label: name }));

/**
 * The unit's profile: name, description, training type, keywords, H / PV / M / S, protection
 * types.
 */
export function UnitStatsFields() {
  const { control, register } = useFormContext<UnitForm>();
  const { errors } = useFormState({ control });
  const training = useWatch({ control, name: 'trainingType' });
  const protection = useController({ control, name: 'protectionTypes' });
  return (
    <section className="card" aria-label="Profile">
      <TextField
        label="Name"
        limit={LIMITS.unit.unitName}
        error={errors.unitName?.message}
        {...register('unitName', UNIT_RULES.unitName)}
      />
      <TextAreaField
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description', UNIT_RULES.description)}
      />
      <SelectField
        label="Training Type"
        hint={TRAINING_TYPES[Number(training) as TrainingType]?.effect}
        options={TRAINING}
        {...register('trainingType')}
      />
      <KeywordsField />
      <div className="fx-form-grid">
        <TextField
          label="Health"
          type="number"
          min={1}
          required
          error={errors.health?.message}
          {...register('health', UNIT_RULES.health)}
        />
        <TextField
          label="Protection Value"
          type="number"
          min={0}
          required
          error={errors.protectionValue?.message}
          {...register('protectionValue', UNIT_RULES.protectionValue)}
        />
        <TextField
          label="Movement"
          type="number"
          min={0}
          required
          error={errors.movement?.message}
          {...register('movement', UNIT_RULES.movement)}
        />
        <TextField
          label="Size"
          type="number"
          min={1}
          max={5}
          required
          error={errors.size?.message}
          {...register('size', UNIT_RULES.size)}
        />
      </div>
      <ChoiceField
        legend="Protection Types"
        options={PROTECTION_TYPES}
        chosen={protection.field.value}
        onChange={protection.field.onChange}
      />
    </section>
  );
}
