import type { GridPaginationModel } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router-dom';

const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

const readNumber = (value: string | null, fallback: number, allowed: (n: number) => boolean) => {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && allowed(parsed) ? parsed : fallback;
};

/** The grid's page and page size, kept in the URL (`page`, `size`) so a reload or a link keeps them. */
export function useGridPaging(): [GridPaginationModel, (model: GridPaginationModel) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const model: GridPaginationModel = {
    page: readNumber(searchParams.get('page'), 0, (n) => n >= 0),
    pageSize: readNumber(searchParams.get('size'), DEFAULT_PAGE_SIZE, (n) => PAGE_SIZE_OPTIONS.includes(n)),
  };
  const setModel = ({ page, pageSize }: GridPaginationModel) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('page', String(page));
        next.set('size', String(pageSize));
        return next;
      },
      { replace: true },
    );
  return [model, setModel];
}
