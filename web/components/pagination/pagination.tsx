import { paginationContent } from '../../content/controls.ts';
import { pageWindow } from './page-window.ts';
import './pagination.css';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ('Reviews pages'). */
  label: string;
}

/** Previous, the page window of page-window.ts, Next. Nothing when everything fits on one page. */
export function Pagination({ currentPage, totalPages, onPageChange, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" disabled={currentPage <= 1} onClick={() => onPageChange(currentPage - 1)}>
        {paginationContent.previous}
      </button>
      <ol className="pagination__pages">
        {pageWindow(currentPage, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item.page === currentPage ? 'page' : undefined}
                aria-label={paginationContent.page(item.page)}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="pagination__step" disabled={currentPage >= totalPages} onClick={() => onPageChange(currentPage + 1)}>
        {paginationContent.next}
      </button>
    </nav>
  );
}
