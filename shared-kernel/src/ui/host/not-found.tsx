import { NOT_FOUND_TEXT } from '@muster/shared-kernel/core';

/** The page for any route nobody owns. */
export function NotFound() {
  return (
    <section className="not-found">
      <h1>{NOT_FOUND_TEXT}</h1>
    </section>
  );
}
