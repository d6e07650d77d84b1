import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetList } from 'react-admin';
import type { CooperativeStatus, CooperativeView } from '../../contract/cooperatives';
import { formatCnpj } from '../../domain/cnpj';
import { formatDate } from '../../domain/dates';
import { statusLabel } from '../../domain/statuses';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { FILTER_GROW } from '../../ui/lists/filterGrow';
import { SearchBox, useTransientSearch } from '../../ui/lists/SearchBox';
import { useUrlState, useUrlValues } from '../../ui/lists/useUrlState';
import { StatusChip } from '../../ui/StatusChip';
import { CooperativeDetail } from './CooperativeDetail';
import { CooperativeForm } from './CooperativeForm';
import { cooperativeMessages } from './messages';

const STATUSES: readonly CooperativeStatus[] = ['pending_approval', 'approved', 'rejected'];
type StatusFilter = CooperativeStatus | 'all';
const isStatusFilter = (value: string): value is StatusFilter =>
    value === 'all' || STATUSES.includes(value as CooperativeStatus);
const PER_PAGE = 10;
const HIDE_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } } as const;

const Rows = ({ rows, onOpen }: { rows: CooperativeView[]; onOpen: (id: number) => void }) => {
    const t = useMessages(cooperativeMessages);
    return (
        <Table size="small" aria-label={t('cooperatives.list.label')}>
            <TableHead>
                <TableRow>
                    <TableCell>{t('cooperatives.list.name')}</TableCell>
                    <TableCell sx={HIDE_ON_PHONES}>{t('cooperatives.list.kind')}</TableCell>
                    <TableCell sx={HIDE_ON_PHONES}>{t('cooperatives.list.created')}</TableCell>
                    <TableCell>{t('cooperatives.list.status')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map((row) => (
                    <TableRow key={row.id} hover onClick={() => onOpen(row.id)} sx={{ cursor: 'pointer' }}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                            <Link
                                component="button"
                                type="button"
                                onClick={(event) => {
                                    event.stopPropagation();
                                    onOpen(row.id);
                                }}
                                aria-label={t('cooperatives.list.open', { name: row.name })}
                                sx={{ textAlign: 'left', fontWeight: 500 }}
                            >
                                {row.name}
                            </Link>
                            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                                {formatCnpj(row.document)}
                            </Typography>
                        </TableCell>
                        <TableCell sx={HIDE_ON_PHONES}>{t(`cooperatives.kinds.${row.kind}`)}</TableCell>
                        <TableCell sx={HIDE_ON_PHONES}>
                            {t('cooperatives.list.created_by', {
                                date: formatDate(row.created_at),
                                name: row.created_by.name,
                            })}
                        </TableCell>
                        <TableCell>
                            <StatusChip vocabulary="approval" value={row.status} />
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * `/cadastro-de-cooperativa`: the cooperatives registered (waiting first), a new one's form (`?novo=1`)
 * and one cooperative's data, history and decision (`?cooperativa=<id>`).
 */
export const CooperativePage = () => {
    const t = useMessages(cooperativeMessages);
    const [params, update] = useUrlValues();
    const [status, setStatus] = useUrlState<StatusFilter>('situacao', 'pending_approval', isStatusFilter);
    const search = useTransientSearch();
    const [page, setPage] = useState(1);
    const creating = params.get('novo') === '1';
    const opened = params.get('cooperativa');
    const filter = {
        ...(status === 'all' ? {} : { status }),
        ...(search.settled ? { q: search.settled } : {}),
    };
    const { data, total, isPending, error, refetch } = useGetList<CooperativeView>(
        'cooperativas',
        { filter, pagination: { page, perPage: PER_PAGE }, sort: { field: 'created_at', order: 'DESC' } },
        { enabled: !creating },
    );
    const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('cooperatives.title')} />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {creating ? t('cooperatives.new') : t('cooperatives.title')}
                </Typography>
                {!creating && (
                    <Button variant="contained" startIcon={<AddIcon />} onClick={() => update({ novo: '1' })}>
                        {t('cooperatives.new')}
                    </Button>
                )}
            </HeaderRow>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('cooperatives.intro')}
            </Typography>
            {creating ? (
                <Card variant="outlined">
                    <CooperativeForm
                        onCancel={() => update({ novo: undefined })}
                        onSaved={(saved) =>
                            update({ novo: undefined, situacao: undefined, cooperativa: String(saved.id) })
                        }
                    />
                </Card>
            ) : (
                <>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
                        <SearchBox search={search} helperText={t('cooperatives.list.search')} />
                        <TextField
                            select
                            size="small"
                            label={t('cooperatives.list.status')}
                            value={status}
                            onChange={(event) => {
                                setStatus(event.target.value as StatusFilter);
                                setPage(1);
                            }}
                            slotProps={{ select: { native: true } }}
                            fullWidth={false}
                            sx={{ minWidth: 220, ...FILTER_GROW }}
                        >
                            {STATUSES.map((value) => (
                                <option key={value} value={value}>
                                    {statusLabel('approval', value)}
                                </option>
                            ))}
                            <option value="all">{t('cooperatives.list.all')}</option>
                        </TextField>
                    </Box>
                    {isPending && <Loading label={t('cooperatives.list.loading')} />}
                    {error && !data && (
                        <LoadFailed what={t('cooperatives.list.failed')} onRetry={() => void refetch()} />
                    )}
                    {data && data.length === 0 && (
                        <Typography sx={{ py: 2 }}>{t('cooperatives.list.empty')}</Typography>
                    )}
                    {data && data.length > 0 && (
                        <Card variant="outlined">
                            <Rows rows={data} onOpen={(id) => update({ cooperativa: String(id) })} />
                        </Card>
                    )}
                    {pages > 1 && (
                        <Pagination
                            sx={{ mt: 1 }}
                            count={pages}
                            page={page}
                            onChange={(_, next) => setPage(next)}
                            getItemAriaLabel={(type, item) =>
                                type === 'previous'
                                    ? t('cooperatives.list.previous')
                                    : type === 'next'
                                      ? t('cooperatives.list.next')
                                      : t('cooperatives.list.page', { page: item ?? 1, pages })
                            }
                        />
                    )}
                </>
            )}
            {opened && <CooperativeDetail id={opened} onClose={() => update({ cooperativa: undefined })} />}
        </Box>
    );
};
