import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { TextLimit } from '@muster/shared-kernel/core';

/** What every field has beside its control's own attributes. */
export interface FieldProps {
  label: string;
  /** The field's error, announced and tied to the control. */
  error?: string;
  /** A note under the control, tied to it. */
  hint?: ReactNode;
}

/** What a text field's control takes of its core limit: `required` and `maxLength`. */
function limitAttributes(limit: TextLimit | undefined) {
  return limit ? { required: limit.required || undefined, maxLength: limit.maxLength } : {};
}

/** What a text field has beside {@link FieldProps}. */
interface TextLimitProps {
  /** The core's limit of the text: the control is `required` and has its `maxLength`. */
  limit?: TextLimit;
}

function Described({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <span className="muted field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A labelled input with its hint and error tied to it for screen readers. It takes every prop of
 * an input, `ref` included, so react-hook-form's `register(name, rules)` can be spread onto it.
 */
export function TextField({
  label,
  error,
  hint,
  limit,
  ...input
}: FieldProps & TextLimitProps & ComponentPropsWithRef<'input'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...limitAttributes(limit)}
        {...input}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled textarea; like {@link TextField}, it takes `register(name, rules)`. */
export function TextAreaField({
  label,
  error,
  hint,
  limit,
  ...textarea
}: FieldProps & TextLimitProps & ComponentPropsWithRef<'textarea'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...limitAttributes(limit)}
        {...textarea}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** One choice of a {@link SelectField}: the value it sends and the text it shows. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A labelled select; like {@link TextField}, it takes `register(name, rules)`. Its choices are
 * `options`, after any `<option>` children (a placeholder such as 'Choose...').
 */
export function SelectField({
  label,
  error,
  hint,
  children,
  options = [],
  ...select
}: FieldProps & ComponentPropsWithRef<'select'> & { options?: readonly SelectOption[] }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** A group of checkboxes under one legend (protection types, weapon types). */
export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  chosen,
  onToggle,
  error,
}: {
  legend: string;
  options: ReadonlyArray<{ id: T; name: string }>;
  chosen: readonly T[];
  onToggle: (id: T) => void;
  error?: string;
}) {
  return (
    <fieldset className="field-choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={String(option.id)} className="field-check">
          <input
            type="checkbox"
            checked={chosen.includes(option.id)}
            onChange={() => onToggle(option.id)}
          />
          {option.name}
        </label>
      ))}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
