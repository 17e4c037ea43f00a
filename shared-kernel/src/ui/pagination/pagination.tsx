/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, the current page and Next; Previous and Next are disabled at the ends. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  return (
    <nav className="pagination" aria-label="Pages">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="pagination-current" aria-current="page">
        {page}
        <span className="muted"> / {pages}</span>
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
