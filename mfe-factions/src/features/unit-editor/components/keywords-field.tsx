import { useController, useFormContext } from 'react-hook-form';
import { LIMITS } from '@muster/shared-kernel/core';
import { ListField, type ListFieldWords } from '@muster/shared-kernel/ui';
import { MAX_KEYWORDS, UNIT_RULES, type UnitForm } from '../model/unit-form';

const KEYWORD_WORDS: ListFieldWords = {
  label: 'Keywords',
  item: 'Keyword',
  input: 'New keyword',
  placeholder: 'Elite',
  empty: `None yet (at most ${MAX_KEYWORDS}). Roster rules name units by keyword; the training type counts as one too.`,
};

/**
 * The unit's keywords ('Elite', 'Artillery'), which roster rules name: added by Enter or Add
 * Keyword, each with the characters a keyword may hold. Rules match keywords whatever their case,
 * so one differing from another only in case is not added again.
 */
export function KeywordsField() {
  const { control } = useFormContext<UnitForm>();
  const { field, fieldState } = useController({
    control,
    name: 'keywords',
    rules: UNIT_RULES.keywords,
  });
  const keywords = field.value;
  return (
    <div className="fx-keywords">
      <ListField
        items={keywords}
        onChange={(next) => {
          const known = new Set(keywords.map((keyword) => keyword.toLowerCase()));
          const added = next.filter((keyword) => !keywords.includes(keyword));
          field.onChange([
            ...next.filter((keyword) => keywords.includes(keyword)),
            ...added.filter((keyword) => !known.has(keyword.toLowerCase())),
          ]);
        }}
        limit={LIMITS.unit.keyword}
        words={KEYWORD_WORDS}
      />
      {fieldState.error?.message && (
        <span className="field-error" role="alert">
          {fieldState.error.message}
        </span>
      )}
    </div>
  );
}
