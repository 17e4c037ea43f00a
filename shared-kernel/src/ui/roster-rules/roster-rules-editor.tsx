import { useEffect, useId, useMemo, useRef } from 'react';
import {
  TRAINING_TYPES,
  type RosterRule,
  type RosterRuleKind,
  type Unit,
} from '@muster/shared-kernel/core';
import { ruleSentence } from '@muster/shared-kernel/core/points';
import { SelectField, TextField } from '../fields/fields.js';
import {
  MAX_ROSTER_RULES,
  NEW_RULE,
  RULE_KINDS,
  RULE_NUMBERS,
  changeKind,
  hasSubject,
  ruleFieldProblems,
  ruleNumber,
  takesEach,
  withNumber,
  type RuleFieldProblems,
  type RuleNumberField,
} from './rule-drafts.js';
import { SampleRosterCheck } from './sample-roster-check.js';
import { SubjectPicker } from './subject-picker.js';

/** Props of {@link RosterRulesEditor}. */
export interface RosterRulesEditorProps {
  /** The rules as edited (a number left blank is NaN until typed again). */
  rules: readonly RosterRule[];
  onChange: (rules: RosterRule[]) => void;
  /**
   * The faction's units: a rule may name one, their keywords are suggested, and the sample roster
   * holds them. None for site-wide rules.
   */
  units?: readonly Unit[];
  /** Whether a rule may name one unit; site-wide rules name keywords or each unit. Default true. */
  allowUnits?: boolean;
  /** Each unit's points by `_id`, for the sample roster's point rules (0 when absent). */
  unitPoints?: ReadonlyMap<string, number>;
  /** Rules the sample roster follows before these: the site-wide ones. */
  siteRules?: readonly RosterRule[];
}

const NONE: readonly Unit[] = [];
const KIND_OPTIONS = RULE_KINDS.map(({ kind, label }) => ({ value: kind, label }));

/** Which control takes the focus after a row moves, goes or comes. */
type FocusTarget = { key: number; control: 'kind' | 'up' | 'down' | 'remove' } | 'add';

/**
 * The rule builder: roster rules made from choices (a kind, what it counts, its numbers), each
 * with the sentence the player will read, moved up or down and removed; with the faction's units,
 * a sample roster tried against them as they are edited. Keyboard only works throughout: every
 * control is labelled, and the focus follows a moved rule or lands beside a removed one.
 */
export function RosterRulesEditor({
  rules,
  onChange,
  units = NONE,
  allowUnits = true,
  // The units' points and the site-wide rules serve only the sample roster.
  ...sample
}: RosterRulesEditorProps) {
  const id = useId();
  const named = allowUnits ? units : NONE;
  const unitNames = useMemo(() => new Map(units.map((unit) => [unit._id, unit.unitName])), [units]);
  const keywords = useMemo(() => suggestedKeywords(units), [units]);

  // Each row keeps a key of its own, so a moved row keeps its DOM (and the focus in it).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < rules.length) keys.current.push(nextKey.current++);
  keys.current.length = rules.length;

  const focus = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focus.current;
    focus.current = null;
    if (!target) return;
    const element =
      target === 'add'
        ? document.getElementById(`${id}-add`)
        : target.control === 'kind'
          ? document.getElementById(`${id}-${target.key}`)?.querySelector('select')
          : document.getElementById(`${id}-${target.key}-${target.control}`);
    element?.focus();
  });

  const change = (index: number, rule: RosterRule) =>
    onChange(rules.map((other, at) => (at === index ? rule : other)));

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const order = [...rules];
    const moved = order.splice(index, 1);
    order.splice(to, 0, ...moved);
    const key = keys.current.splice(index, 1);
    keys.current.splice(to, 0, ...key);
    // At the end of the list its button in that direction is disabled: the other one takes over.
    const atEnd = to === 0 || to === rules.length - 1;
    const control = by < 0 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    focus.current = rules.length > 1 ? { key: key[0] as number, control } : null;
    onChange(order);
  }

  function remove(index: number) {
    keys.current.splice(index, 1);
    const next = keys.current[index] ?? keys.current[index - 1];
    focus.current = next === undefined ? 'add' : { key: next, control: 'remove' };
    onChange(rules.filter((_, at) => at !== index));
  }

  function add() {
    focus.current = { key: nextKey.current, control: 'kind' };
    onChange([...rules, NEW_RULE]);
  }

  return (
    <div className="roster-rules">
      <datalist id={`${id}-keywords`}>
        {keywords.map((keyword) => (
          <option key={keyword} value={keyword} />
        ))}
      </datalist>
      {rules.length === 0 ? (
        <p className="muted">No roster rules yet: any roster is legal.</p>
      ) : (
        <ol className="roster-rules-list">
          {rules.map((rule, index) => {
            const key = keys.current[index] as number;
            return (
              <li key={key}>
                <RuleRow
                  rule={rule}
                  index={index}
                  count={rules.length}
                  idOf={(control) => (control ? `${id}-${key}-${control}` : `${id}-${key}`)}
                  units={named}
                  unitNames={unitNames}
                  suggestions={`${id}-keywords`}
                  onChange={(changed) => change(index, changed)}
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="btn-row">
        <button
          id={`${id}-add`}
          type="button"
          className="btn btn-secondary"
          disabled={rules.length >= MAX_ROSTER_RULES}
          onClick={add}
        >
          Add Rule
        </button>
        {rules.length >= MAX_ROSTER_RULES && (
          <span className="muted field-hint">At most {MAX_ROSTER_RULES} rules.</span>
        )}
      </div>
      {units.length > 0 && (
        <SampleRosterCheck rules={rules} units={units} unitNames={unitNames} {...sample} />
      )}
    </div>
  );
}

/** The keywords a rule may name: the units' own and the training types' names, once each. */
function suggestedKeywords(units: readonly Unit[]): string[] {
  const all = [
    ...units.flatMap((unit) => unit.keywords ?? []),
    ...Object.values(TRAINING_TYPES).map((type) => type.name),
  ];
  const seen = new Map<string, string>();
  for (const keyword of all)
    if (!seen.has(keyword.toLowerCase())) seen.set(keyword.toLowerCase(), keyword);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

interface RuleRowProps {
  rule: RosterRule;
  index: number;
  count: number;
  /** The id of the row (its kind select is the first control in it), or of one of its buttons. */
  idOf: (control?: 'up' | 'down' | 'remove') => string;
  units: readonly Unit[];
  unitNames: ReadonlyMap<string, string>;
  suggestions: string;
  onChange: (rule: RosterRule) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One rule: its kind, what it counts, its numbers, its sentence and its buttons. */
function RuleRow({
  rule,
  index,
  count,
  idOf,
  units,
  unitNames,
  suggestions,
  onChange,
  onMove,
  onRemove,
}: RuleRowProps) {
  const name = `rule ${index + 1}`;
  const problems: RuleFieldProblems = ruleFieldProblems(rule);
  const valid = Object.keys(problems).length === 0;
  return (
    <fieldset className="roster-rule" id={idOf()}>
      <legend>Rule {index + 1}</legend>
      <div className="roster-rule-fields">
        <SelectField
          label="Kind"
          options={KIND_OPTIONS}
          value={rule.kind}
          onChange={(event) => onChange(changeKind(rule, event.target.value as RosterRuleKind))}
        />
        {RULE_NUMBERS[rule.kind].map((field) => (
          <RuleNumber
            key={field.key}
            rule={rule}
            field={field}
            error={problems[field.key]}
            onChange={onChange}
          />
        ))}
        {hasSubject(rule.kind) && 'subject' in rule && (
          <SubjectPicker
            label={rule.kind === 'requires' ? 'Fielding' : 'Counts'}
            keywordLabel="Keyword"
            subject={rule.subject}
            onChange={(subject) => onChange({ ...rule, subject } as RosterRule)}
            units={units}
            allowEach={takesEach(rule.kind)}
            suggestions={suggestions}
            keywordError={problems.keyword}
          />
        )}
        {rule.kind === 'requires' && (
          <SubjectPicker
            label="Needs"
            keywordLabel="Needed keyword"
            subject={rule.needs}
            onChange={(needs) => onChange({ ...rule, needs })}
            units={units}
            allowEach={false}
            suggestions={suggestions}
            keywordError={problems.needsKeyword}
          />
        )}
      </div>
      <p className="roster-rule-sentence" aria-live="polite">
        {valid ? (
          <>
            <span className="visually-hidden">Players read: </span>
            {ruleSentence(rule, unitNames)}
          </>
        ) : (
          <span className="muted">Complete the rule to read it.</span>
        )}
      </p>
      <div className="btn-row">
        <button
          id={idOf('up')}
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          ↑ Up
        </button>
        <button
          id={idOf('down')}
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          ↓ Down
        </button>
        <button
          id={idOf('remove')}
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </fieldset>
  );
}

interface RuleNumberProps {
  rule: RosterRule;
  field: RuleNumberField;
  error?: string;
  onChange: (rule: RosterRule) => void;
}

/** One of a rule's numbers typed in a number box; a blank box is NaN until a number is typed. */
function RuleNumber({ rule, field: { key, label, limit }, error, onChange }: RuleNumberProps) {
  const value = ruleNumber(rule, key) ?? NaN;
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={limit.minimum}
      max={limit.maximum}
      step={limit.integer ? 1 : undefined}
      required
      error={error}
      value={Number.isNaN(value) ? '' : value}
      onChange={(event) => {
        const typed = event.target.value.trim() === '' ? NaN : Number(event.target.value);
        onChange(withNumber(rule, key, typed));
      }}
    />
  );
}
