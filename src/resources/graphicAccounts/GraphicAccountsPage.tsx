import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { GraphicAccountView } from '../../contract/ledgers';
import { formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { choiceFilter, ListFilters } from '../../ui/lists/ListFilters';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../ui/lists/SearchBox';
import { StatusChip } from '../../ui/StatusChip';
import { GRAPHIC } from './graphicText';
import { graphicMessages } from './messages';

const detailPath = (row: GraphicAccountView) => `/detalhe-conta-grafica?id=${row.id}`;

const useFilters = () => {
    const t = useMessages(graphicMessages);
    return [
        choiceFilter('nature', t('graphic.list.nature'), t('graphic.list.all_natures'), [
            { id: 'asset', name: t('graphic.natures.asset') },
            { id: 'liability', name: t('graphic.natures.liability') },
            { id: 'income', name: t('graphic.natures.income') },
        ]),
        choiceFilter('status', t('graphic.list.status'), t('graphic.list.all_statuses'), [
            { id: 'active', name: t('graphic.list.active') },
            { id: 'inactive', name: t('graphic.list.inactive') },
        ]),
    ];
};

const NameCell = ({ row }: { row: GraphicAccountView }) => {
    const t = useMessages(graphicMessages);
    return (
        <>
            <Box
                component={RouterLink}
                to={detailPath(row)}
                aria-label={t('graphic.list.open', { name: row.name })}
                sx={{ fontWeight: 600, color: 'inherit' }}
            >
                {row.name}
            </Box>
            <Typography variant="body2" color="text.secondary">
                {row.purpose}
            </Typography>
        </>
    );
};

const GraphicCards = ({ label }: { label: string }) => {
    const t = useMessages(graphicMessages);
    const { data = [] } = useListContext<GraphicAccountView>();
    return (
        <Box
            component="ul"
            aria-label={label}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {data.map((row) => (
                <Card key={row.id} component="li" variant="outlined">
                    <CardActionArea
                        component={RouterLink}
                        to={detailPath(row)}
                        aria-label={t('graphic.list.open', { name: row.name })}
                    >
                        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                                <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                                <StatusChip vocabulary="graphic_account" value={row.status} />
                            </Box>
                            <Typography variant="body2" color="text.secondary">
                                {row.code} · {t(`graphic.natures.${row.nature}`)} · {row.institution.name}
                            </Typography>
                            <Typography variant="h6" component="p">
                                {formatBRL(row.balance)}
                            </Typography>
                        </CardContent>
                    </CardActionArea>
                </Card>
            ))}
        </Box>
    );
};

const GraphicTable = ({ label }: { label: string }) => {
    const t = useMessages(graphicMessages);
    const navigate = useNavigate();
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    if (narrow) return <GraphicCards label={label} />;
    return (
        <DataTable<GraphicAccountView>
            aria-label={label}
            bulkActionButtons={false}
            rowClick={(_id, _resource, row) => {
                navigate(detailPath(row as GraphicAccountView));
                return false;
            }}
            sx={{ bgcolor: 'background.paper' }}
        >
            <DataTable.Col<GraphicAccountView>
                source="code"
                label={t('graphic.list.code')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
            />
            <DataTable.Col<GraphicAccountView>
                source="name"
                label={t('graphic.list.name')}
                render={(row) => <NameCell row={row} />}
            />
            <DataTable.Col<GraphicAccountView>
                label={t('graphic.list.institution')}
                disableSort
                render={(row) => row.institution.name}
            />
            <DataTable.Col<GraphicAccountView>
                label={t('graphic.list.nature')}
                disableSort
                render={(row) => t(`graphic.natures.${row.nature}`)}
            />
            <DataTable.Col<GraphicAccountView>
                source="balance"
                label={t('graphic.list.balance')}
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatBRL(row.balance)}
            />
            <DataTable.NumberCol<GraphicAccountView>
                source="movements_count"
                label={t('graphic.list.movements')}
            />
            <DataTable.Col<GraphicAccountView>
                label={t('graphic.list.last')}
                disableSort
                render={(row) =>
                    row.last_movement_at ? formatDateTime(row.last_movement_at) : t('graphic.list.none')
                }
            />
            <DataTable.Col<GraphicAccountView>
                label={t('graphic.list.status')}
                disableSort
                render={(row) => <StatusChip vocabulary="graphic_account" value={row.status} />}
            />
        </DataTable>
    );
};

/**
 * `/contas-graficas` (staff): the institution's internal accounts with their balance (the sum of their
 * movements), filtered by nature, situation and a search; each opens its movements.
 */
export const GraphicAccountsPage = () => {
    const t = useMessages(graphicMessages);
    const filters = useFilters();
    const search = useTransientSearch();
    return (
        <ListBase
            resource={GRAPHIC}
            filter={search.settled ? { search: search.settled } : {}}
            sort={{ field: 'code', order: 'ASC' }}
            perPage={25}
            storeKey="contas-graficas.list"
        >
            <ResetPageOn values={[search.settled]} />
            <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <Typography variant="h5" component="h2">
                    {t('graphic.list.table')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {t('graphic.list.intro')}
                </Typography>
                <ListFilters
                    label={t('graphic.list.filters')}
                    filters={filters}
                    search={search}
                    searchHelp={t('graphic.list.search_help')}
                />
                <ListStates
                    what={t('graphic.list.failed')}
                    loading={t('graphic.list.loading')}
                    filteredText={t('graphic.list.filtered_empty')}
                    emptyText={t('graphic.list.empty')}
                    searching={search.settled !== ''}
                    onClearSearch={() => search.setText('')}
                >
                    <GraphicTable label={t('graphic.list.table')} />
                    <Pagination rowsPerPageOptions={[10, 25, 50]} />
                </ListStates>
            </Box>
        </ListBase>
    );
};
