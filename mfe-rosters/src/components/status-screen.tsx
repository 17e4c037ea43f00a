import type { ReactNode } from 'react';

/** A page that is only a status line: 'Loading...', 'Roster Not Found...' (SPEC §2). */
export function StatusScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="status" role="status">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
