import Pagination from '@mui/material/Pagination';
import { type ReactNode, useState } from 'react';
import { pageButtonLabel } from './ListPagination';

const pageLabel = (type: string, page: number | null, selected: boolean) =>
    type === 'page' ? `${selected ? 'Página atual, ' : 'Ir para a página '}${page}` : pageButtonLabel(type);

interface Props<Row> {
    rows: readonly Row[];
    /** Rows per page. */
    size: number;
    /** Renders the rows of the current page. */
    children: (shown: Row[]) => ReactNode;
}

/** Rows already loaded, shown a page at a time, with the pages under them when there is more than one. */
export const PagedRows = <Row,>({ rows, size, children }: Props<Row>) => {
    const [page, setPage] = useState(1);
    const pages = Math.max(1, Math.ceil(rows.length / size));
    const current = Math.min(page, pages);
    return (
        <>
            {children(rows.slice((current - 1) * size, current * size))}
            {pages > 1 && (
                <Pagination
                    count={pages}
                    page={current}
                    onChange={(_, next) => setPage(next)}
                    siblingCount={0}
                    sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                    getItemAriaLabel={pageLabel}
                />
            )}
        </>
    );
};
