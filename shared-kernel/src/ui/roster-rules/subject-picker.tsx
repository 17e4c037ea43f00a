import type { RequiredSubject, RuleSubject, Unit } from '@muster/shared-kernel/core';
import { LIMITS } from '@muster/shared-kernel/core';
import { SelectField, TextField } from '../fields/fields.js';

/** The select's value of a subject: 'keyword', 'each' or 'unit:{id}'. */
const choiceOf = (subject: RuleSubject) =>
  'unit' in subject ? `unit:${subject.unit}` : 'keyword' in subject ? 'keyword' : 'each';

/** The subject a choice of the select stands for (a keyword starts blank, to be typed). */
function subjectOf(choice: string): RuleSubject {
  if (choice.startsWith('unit:')) return { unit: choice.slice('unit:'.length) };
  return choice === 'each' ? { each: true } : { keyword: '' };
}

/** Props of {@link SubjectPicker}. */
export interface SubjectPickerProps<S extends RuleSubject> {
  /** The select's label: 'Counts', 'Fielding', 'Needs'. */
  label: string;
  /** The keyword box's label: 'Keyword', 'Needed keyword'. */
  keywordLabel: string;
  subject: S;
  onChange: (subject: S) => void;
  /** The faction's units a rule may name (none for site-wide rules). */
  units: readonly Unit[];
  /** Whether 'Each unit on its own' is offered. */
  allowEach: boolean;
  /** The id of the keyword suggestions' datalist. */
  suggestions: string;
  keywordError?: string;
}

/**
 * What a rule counts: a keyword (typed, with suggestions), each unit on its own, or one unit of
 * the faction. A rule naming a unit the faction no longer has keeps it, said so, until changed.
 */
export function SubjectPicker<S extends RuleSubject | RequiredSubject>({
  label,
  keywordLabel,
  subject,
  onChange,
  units,
  allowEach,
  suggestions,
  keywordError,
}: SubjectPickerProps<S>) {
  const gone = 'unit' in subject && !units.some((unit) => unit._id === subject.unit);
  return (
    <>
      <SelectField
        label={label}
        value={choiceOf(subject)}
        onChange={(event) => onChange(subjectOf(event.target.value) as S)}
      >
        <option value="keyword">Units with a keyword</option>
        {allowEach && <option value="each">Each unit on its own</option>}
        {gone && <option value={choiceOf(subject)}>A unit no longer in the faction</option>}
        {units.length > 0 && (
          <optgroup label="Units of the faction">
            {units.map((unit) => (
              <option key={unit._id} value={`unit:${unit._id}`}>
                {unit.unitName}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      {'keyword' in subject && (
        <TextField
          label={keywordLabel}
          list={suggestions}
          limit={LIMITS.unit.keyword}
          error={keywordError}
          value={subject.keyword}
          onChange={(event) => onChange({ keyword: event.target.value } as S)}
          // A keyword is matched whole: spaces around it would never match a unit's.
          onBlur={(event) => {
            const trimmed = event.target.value.trim();
            if (trimmed !== subject.keyword) onChange({ keyword: trimmed } as S);
          }}
        />
      )}
    </>
  );
}
