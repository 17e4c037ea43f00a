import type { ReactNode } from 'react';

/** A column heading: its text, or the text with the class its cells share (`num`). */
export type DataTableColumn = ReactNode | { label: ReactNode; className?: string };

export interface DataTableProps {
  /**
   * The column headings, left to right. `false` leaves a column out (a control only some people
   * see), so the rows' matching cell is left out the same way.
   */
  columns: readonly (DataTableColumn | false)[];
  /** The table's accessible name. */
  label?: string;
  /** Classes beside `table` (the page's own column widths). */
  className?: string;
  /** The rows (`<tr>`). */
  children: ReactNode;
}

function isColumn(column: DataTableColumn): column is { label: ReactNode; className?: string } {
  return typeof column === 'object' && column !== null && 'label' in column;
}

/**
 * A table of the site's look: scrolls sideways inside its own box (`table-wrap`) on a narrow
 * screen, with a shadow on the side that has more to see (CSS only, see muster.css), headings as
 * column headers. The rows are the caller's.
 */
export function DataTable({ columns, label, className, children }: DataTableProps) {
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) => {
              if (column === false) return null;
              const heading = isColumn(column) ? column : { label: column };
              return (
                // The headings are a fixed list: their place is their identity.
                <th key={index} scope="col" className={heading.className}>
                  {heading.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
