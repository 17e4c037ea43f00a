import { CheckboxGroup } from '@muster/shared-kernel/ui';
import { toggleChoice } from '../lib/toggle-choice';

/** A group of checkboxes whose value is the chosen ids, kept in the options' order. */
export function ChoiceField<T extends string | number>({
  legend,
  options,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ id: T; name: string }>;
  chosen: readonly T[];
  error?: string;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <CheckboxGroup
      legend={legend}
      options={options}
      chosen={chosen}
      error={error}
      onToggle={(id) =>
        onChange(
          toggleChoice(
            options.map((option) => option.id),
            chosen,
            id,
          ),
        )
      }
    />
  );
}
