import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { formatCpf } from '../../domain/cpf';
import { linkedAccountText } from '../../domain/linkedAccounts';
import { formatBRL } from '../../domain/money';
import { FilterForm, FilterSearch, FilterSelect } from '../../ui/FilterForm';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { useBusy } from '../../ui/useBusy';
import { useLoad } from '../../ui/useLoad';
import { type EmployeeView, employeesApi } from './api';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeImport } from './EmployeeImport';

const EMPLOYEE_STATUSES = [
    ['active', 'Ativos'],
    ['inactive', 'Inativos'],
] as const;

const destinationText = (employee: EmployeeView) => {
    const d = employee.destination;
    return d.kind === 'internal'
        ? `Conta neste banco · Ag. ${d.agency ?? '—'} · Conta ${d.number}-${d.digit}`
        : `${d.bank_name} · ${linkedAccountText(d)}`;
};

const EmployeeList = ({ version, onChanged }: { version: number; onChanged: () => void }) => {
    const notify = useNotify();
    const [search, setSearch] = useState('');
    const [status, setStatus] = useState('');
    const [page, setPage] = useState(1);
    const [editing, setEditing] = useState<EmployeeView | null>(null);
    const [toggling, setToggling] = useState<EmployeeView | null>(null);
    const { busy, run } = useBusy();
    const list = useLoad(JSON.stringify({ search, status, page, version }), (signal) =>
        employeesApi.list(search, status, page, signal),
    );
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page.
    useEffect(() => setPage(1), [search, status]);

    const toggle = () =>
        run(async () => {
            if (!toggling) return;
            const next = toggling.status === 'active' ? 'inactive' : 'active';
            try {
                await employeesApi.setStatus(toggling.id, next);
                notify(next === 'inactive' ? 'Funcionário desativado.' : 'Funcionário reativado.', {
                    type: 'success',
                });
                onChanged();
            } catch {
                // The http layer showed the notice.
            }
            setToggling(null);
        });

    return (
        <>
            <FilterForm label="Filtros dos funcionários">
                <FilterSearch
                    value={search}
                    onChange={setSearch}
                    helperText="Nome, CPF ou e-mail"
                    minWidth={220}
                />
                <FilterSelect
                    label="Situação"
                    value={status}
                    onChange={setStatus}
                    all="Todas"
                    options={EMPLOYEE_STATUSES}
                    minWidth={150}
                />
            </FilterForm>
            {list.status === 'loading' && <Loading label="Carregando os funcionários…" />}
            {list.status === 'error' && <LoadFailed what="os funcionários" onRetry={list.retry} />}
            {list.status === 'ready' && list.data.meta.total === 0 && (
                <Typography color="text.secondary">
                    {search || status
                        ? 'Nenhum funcionário com estes filtros.'
                        : 'Nenhum funcionário na folha ainda.'}
                </Typography>
            )}
            {list.status === 'ready' && list.data.meta.total > 0 && (
                <Box
                    component="ul"
                    aria-label="Funcionários"
                    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
                >
                    {list.data.data.map((employee) => (
                        <Card key={employee.id} component="li" variant="outlined">
                            <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                                <Box
                                    sx={{
                                        display: 'flex',
                                        justifyContent: 'space-between',
                                        gap: 1,
                                        flexWrap: 'wrap',
                                    }}
                                >
                                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                        {employee.name}
                                    </Typography>
                                    <Typography sx={{ fontWeight: 600 }}>
                                        {formatBRL(employee.salary)}
                                    </Typography>
                                </Box>
                                <Typography
                                    variant="body2"
                                    color="text.secondary"
                                    sx={{ overflowWrap: 'anywhere' }}
                                >
                                    {formatCpf(employee.cpf)} · {employee.email}
                                </Typography>
                                <Typography variant="body2">{destinationText(employee)}</Typography>
                                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                                    <Chip
                                        size="small"
                                        label={employee.status === 'active' ? 'Ativo' : 'Inativo'}
                                        color={employee.status === 'active' ? 'success' : 'default'}
                                    />
                                    <Box sx={{ flex: 1 }} />
                                    <Button
                                        size="small"
                                        onClick={() => setEditing(employee)}
                                        aria-label={`Alterar ${employee.name}`}
                                    >
                                        Alterar
                                    </Button>
                                    <Button
                                        size="small"
                                        color={employee.status === 'active' ? 'error' : 'primary'}
                                        onClick={() => setToggling(employee)}
                                        aria-label={`${employee.status === 'active' ? 'Desativar' : 'Reativar'} ${employee.name}`}
                                    >
                                        {employee.status === 'active' ? 'Desativar' : 'Reativar'}
                                    </Button>
                                </Box>
                            </CardContent>
                        </Card>
                    ))}
                </Box>
            )}
            {list.status === 'ready' && list.data.meta.last_page > 1 && (
                <Pagination
                    count={list.data.meta.last_page}
                    page={page}
                    onChange={(_, next) => setPage(next)}
                    sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                />
            )}
            <Dialog
                open={editing !== null}
                onClose={() => setEditing(null)}
                aria-labelledby="employee-edit"
                fullWidth
                maxWidth="sm"
            >
                <DialogTitle id="employee-edit">Alterar funcionário</DialogTitle>
                <DialogContent>
                    {editing && (
                        <Box sx={{ pt: 1 }}>
                            <EmployeeForm
                                employee={editing}
                                onCancel={() => setEditing(null)}
                                onSaved={() => {
                                    notify('Funcionário alterado.', { type: 'success' });
                                    setEditing(null);
                                    onChanged();
                                }}
                            />
                        </Box>
                    )}
                </DialogContent>
            </Dialog>
            <Confirm
                isOpen={toggling !== null}
                loading={busy}
                title={`${toggling?.status === 'active' ? 'Desativar' : 'Reativar'} ${toggling?.name ?? ''}?`}
                content={
                    toggling?.status === 'active'
                        ? 'O funcionário sai dos próximos pagamentos da folha; o cadastro fica guardado.'
                        : 'O funcionário volta aos pagamentos da folha.'
                }
                confirm={toggling?.status === 'active' ? 'Desativar' : 'Reativar'}
                cancel="Cancelar"
                onConfirm={toggle}
                onClose={() => setToggling(null)}
            />
        </>
    );
};

/**
 * Cadastro de funcionários da folha (`/register-employees`, legal persons): one employee by form or many by
 * CSV, and the company's payroll list with change and disable.
 */
export const EmployeesPage = () => {
    const notify = useNotify();
    const [tab, setTab] = useState<'form' | 'csv'>('form');
    const [version, setVersion] = useState(0);
    const refresh = () => setVersion((n) => n + 1);
    return (
        <Box
            sx={{
                mt: 1,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
                alignItems: 'start',
            }}
        >
            <Title title="Cadastro de funcionários da folha" />
            <Card sx={{ contain: 'inline-size' }}>
                <Tabs
                    value={tab}
                    onChange={(_, next) => setTab(next)}
                    aria-label="Como cadastrar"
                    variant="fullWidth"
                >
                    <Tab value="form" label="Um funcionário" />
                    <Tab value="csv" label="Vários (CSV)" />
                </Tabs>
                <CardContent>
                    {tab === 'form' ? (
                        <EmployeeForm
                            onSaved={(employee) => {
                                notify(`${employee.name} entrou na folha.`, { type: 'success' });
                                refresh();
                            }}
                        />
                    ) : (
                        <EmployeeImport onImported={refresh} />
                    )}
                </CardContent>
            </Card>
            <Card>
                <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                        Funcionários da folha
                    </Typography>
                    <EmployeeList version={version} onChanged={refresh} />
                </CardContent>
            </Card>
        </Box>
    );
};
