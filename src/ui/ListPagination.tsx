import TablePagination from '@mui/material/TablePagination';

/** The pt-BR names of the page buttons (first, previous, next, last). */
export const pageButtonLabel = (type: string) =>
    type === 'next'
        ? 'Próxima página'
        : type === 'previous'
          ? 'Página anterior'
          : type === 'first'
            ? 'Primeira página'
            : 'Última página';

interface Props {
    total: number;
    /** 1-based, as the bank counts pages. */
    page: number;
    onPage: (page: number) => void;
    perPage: number;
    perPageOptions: number[];
    /** A new page size starts again at page 1: the caller sets both. */
    onPerPage: (perPage: number) => void;
}

/** The pages of a list the bank pages (`meta.total`, `current_page`), with the page size to choose. */
export const ListPagination = ({ total, page, onPage, perPage, perPageOptions, onPerPage }: Props) => (
    <TablePagination
        component="div"
        count={total}
        page={page - 1}
        onPageChange={(_event, next) => onPage(next + 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={perPageOptions}
        onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
        labelRowsPerPage="Por página:"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={pageButtonLabel}
    />
);
