import { useId, type ReactNode } from 'react';

interface EditableRowsProps {
  /** The heading of the card the rows stand in; without one they stand bare (a tab's body). */
  title?: string;
  /** What stands above the rows: that there are none yet, or why none can be added. */
  note?: ReactNode;
  /** The rows, a fieldset each, each with its own Remove. */
  children: ReactNode;
  /** The add button's text (`Add Tactic`). */
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
}

/** A list editor's body: the rows of a field array and the button that adds one. */
export function EditableRows({
  title,
  note,
  children,
  addLabel,
  onAdd,
  addDisabled,
}: EditableRowsProps) {
  const id = useId();
  const body = (
    <>
      {note}
      <div className="fx-rows">{children}</div>
      <button type="button" className="btn btn-secondary" disabled={addDisabled} onClick={onAdd}>
        {addLabel}
      </button>
    </>
  );
  if (title === undefined) return <div>{body}</div>;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  );
}
