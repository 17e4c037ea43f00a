import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TextField, RemoveRowButton, type FieldRule } from '@muster/shared-kernel/ui';
import {
  FACTION_RULES,
  NEW_EFFECT,
  NEW_TACTIC,
  type EffectRow,
  type FactionForm,
  type TacticRow,
} from '../model/faction-form';
import { EditableRows } from '../../../components/editable-rows';

/** One of a row's fields: every one is typed as text and checked by its rule. */
interface RowField<Row> {
  key: keyof Row & string;
  label: string;
  type?: 'number';
  rule: FieldRule<string>;
}

/** A list of rows in the faction form: its fields, its words and what a new row holds. */
interface RowList<Row> {
  name: 'tactics' | 'effects';
  /** What one row is called: 'Tactic 1', 'Remove tactic 1'. */
  item: string;
  className: string;
  empty: string;
  addLabel: string;
  newRow: Row;
  fields: ReadonlyArray<RowField<Row>>;
}

const TACTICS: RowList<TacticRow> = {
  name: 'tactics',
  item: 'Tactic',
  className: 'fx-row fx-row-tactic',
  empty: 'No tactics yet.',
  addLabel: 'Add Tactic',
  newRow: NEW_TACTIC,
  fields: [
    { key: 'name', label: 'Name', rule: FACTION_RULES.tacticName },
    { key: 'knack', label: 'Knack', type: 'number', rule: FACTION_RULES.knack },
    { key: 'description', label: 'Description', rule: FACTION_RULES.tacticDescription },
  ],
};

const EFFECTS: RowList<EffectRow> = {
  name: 'effects',
  item: 'Environment effect',
  className: 'fx-row fx-row-effect',
  empty: 'No environment effects yet.',
  addLabel: 'Add Environment Effect',
  newRow: NEW_EFFECT,
  fields: [
    { key: 'name', label: 'Name', rule: FACTION_RULES.effectName },
    { key: 'description', label: 'Round Effect', rule: FACTION_RULES.effectDescription },
    {
      key: 'antePenalty',
      label: 'Tactic Penalty',
      type: 'number',
      rule: FACTION_RULES.antePenalty,
    },
  ],
};

/** The Tactics tab: name, knack, description per tactic. */
export function TacticsEditor({ form }: { form: UseFormReturn<FactionForm> }) {
  return <RowsEditor form={form} list={TACTICS} />;
}

/** The Environment Effects tab: name, round effect, tactic penalty per effect. */
export function EffectsEditor({ form }: { form: UseFormReturn<FactionForm> }) {
  return <RowsEditor form={form} list={EFFECTS} />;
}

/** A list of rows with Add and Remove, each field with its rule and its error beside it. */
function RowsEditor<Row extends TacticRow | EffectRow>({
  form,
  list,
}: {
  form: UseFormReturn<FactionForm>;
  list: RowList<Row>;
}) {
  const { control, register, formState } = form;
  // Each row keeps the id the field array gives it, so removing one keeps the others' state.
  const { fields, append, remove } = useFieldArray({ control, name: list.name });
  return (
    <EditableRows
      note={fields.length === 0 && <p className="muted">{list.empty}</p>}
      addLabel={list.addLabel}
      onAdd={() => append({ ...list.newRow } as TacticRow & EffectRow)}
    >
      {fields.map((row, index) => (
        <fieldset key={row.id} className={list.className} aria-label={`${list.item} ${index + 1}`}>
          {list.fields.map((field) => {
            // Every row field is text, so one path type serves them all.
            const path = `${list.name}.${index}.${field.key}` as `tactics.${number}.name`;
            return (
              <TextField
                key={field.key}
                label={field.label}
                type={field.type}
                error={(get(formState.errors, path) as { message?: string } | undefined)?.message}
                {...register(path, field.rule)}
              />
            );
          })}
          <RemoveRowButton
            label={`Remove ${list.item.toLowerCase()} ${index + 1}`}
            onClick={() => remove(index)}
          />
        </fieldset>
      ))}
    </EditableRows>
  );
}
