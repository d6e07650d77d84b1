import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, DataTable, ListBase, Pagination, Title, useListContext, useNotify } from 'react-admin';
import { useVerb } from '../../dataProvider/hooks';
import { formatCpf } from '../../domain/cpf';
import { linkedAccountText } from '../../domain/linkedAccounts';
import { formatBRL } from '../../domain/money';
import { choiceFilter, ListFilters } from '../../ui/lists/ListFilters';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../ui/lists/SearchBox';
import { useBusy } from '../../ui/useBusy';
import type { EmployeeView } from './api';
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

const statusChip = (employee: EmployeeView) => (
    <Chip
        size="small"
        label={employee.status === 'active' ? 'Ativo' : 'Inativo'}
        color={employee.status === 'active' ? 'success' : 'default'}
    />
);

interface RowActions {
    onEdit: (employee: EmployeeView) => void;
    onToggle: (employee: EmployeeView) => void;
}

const EmployeeButtons = ({ employee, onEdit, onToggle }: RowActions & { employee: EmployeeView }) => (
    <>
        <Button size="small" onClick={() => onEdit(employee)} aria-label={`Alterar ${employee.name}`}>
            Alterar
        </Button>
        <Button
            size="small"
            color={employee.status === 'active' ? 'error' : 'primary'}
            onClick={() => onToggle(employee)}
            aria-label={`${employee.status === 'active' ? 'Desativar' : 'Reativar'} ${employee.name}`}
        >
            {employee.status === 'active' ? 'Desativar' : 'Reativar'}
        </Button>
    </>
);

/** Phones: one card per employee, as the page always had. */
const EmployeeCards = (actions: RowActions) => {
    const { data: employees = [] } = useListContext<EmployeeView>();
    return (
        <Box
            component="ul"
            aria-label="Funcionários"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {employees.map((employee) => (
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
                            <Typography sx={{ fontWeight: 600 }}>{formatBRL(employee.salary)}</Typography>
                        </Box>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            {formatCpf(employee.cpf)} · {employee.email}
                        </Typography>
                        <Typography variant="body2">{destinationText(employee)}</Typography>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            {statusChip(employee)}
                            <Box sx={{ flex: 1 }} />
                            <EmployeeButtons employee={employee} {...actions} />
                        </Box>
                    </CardContent>
                </Card>
            ))}
        </Box>
    );
};

/** Wider screens: a table sorted by name or salary. */
const EmployeeTable = (actions: RowActions) => (
    <DataTable<EmployeeView> aria-label="Funcionários" bulkActionButtons={false} rowClick={false}>
        <DataTable.Col<EmployeeView>
            source="name"
            label="Funcionário"
            render={(employee) => (
                <>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {employee.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {formatCpf(employee.cpf)} · {employee.email}
                    </Typography>
                    <Typography variant="body2">{destinationText(employee)}</Typography>
                </>
            )}
        />
        <DataTable.Col<EmployeeView>
            source="salary"
            label="Salário"
            align="right"
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(employee) => formatBRL(employee.salary)}
        />
        <DataTable.Col<EmployeeView> source="status" label="Situação" disableSort render={statusChip} />
        <DataTable.Col<EmployeeView>
            label="Ações"
            disableSort
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(employee) => <EmployeeButtons employee={employee} {...actions} />}
        />
    </DataTable>
);

const statusFilters = [
    choiceFilter(
        'status',
        'Situação',
        'Todas',
        EMPLOYEE_STATUSES.map(([id, name]) => ({ id, name })),
        150,
    ),
];

/**
 * The company's payroll list (resource `funcionarios`): the situation, sort and page are kept in the URL;
 * the search by name, CPF or e-mail only while the page is open (design guide).
 */
const EmployeeList = () => {
    const notify = useNotify();
    const queryClient = useQueryClient();
    const search = useTransientSearch();
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const [editing, setEditing] = useState<EmployeeView | null>(null);
    const [toggling, setToggling] = useState<EmployeeView | null>(null);
    const { busy, run } = useBusy();
    const update = useVerb<EmployeeView>('funcionarios', 'update');
    const onChanged = () => void queryClient.invalidateQueries({ queryKey: ['funcionarios'] });
    const actions: RowActions = { onEdit: setEditing, onToggle: setToggling };

    const toggle = () =>
        run(async () => {
            if (!toggling) return;
            const next = toggling.status === 'active' ? 'inactive' : 'active';
            try {
                await update.mutateAsync({ id: toggling.id, data: { status: next } });
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
        <ListBase<EmployeeView>
            resource="funcionarios"
            filter={search.settled ? { search: search.settled } : undefined}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={10}
            exporter={false}
        >
            <ResetPageOn values={[search.settled]} />
            <ListFilters
                label="Filtros dos funcionários"
                filters={statusFilters}
                search={search}
                searchHelp="Nome, CPF ou e-mail"
                searchWidth={220}
            />
            <ListStates
                what="os funcionários"
                loading="Carregando os funcionários…"
                filteredText="Nenhum funcionário com estes filtros."
                emptyText="Nenhum funcionário na folha ainda."
                searching={search.settled !== ''}
                onClearSearch={() => search.setText('')}
            >
                {narrow ? <EmployeeCards {...actions} /> : <EmployeeTable {...actions} />}
                <Pagination rowsPerPageOptions={[10, 25, 50]} />
            </ListStates>
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
        </ListBase>
    );
};

/**
 * Cadastro de funcionários da folha (`/register-employees`, legal persons): one employee by form or many by
 * CSV, and the company's payroll list with change and disable.
 */
export const EmployeesPage = () => {
    const notify = useNotify();
    const [tab, setTab] = useState<'form' | 'csv'>('form');
    const queryClient = useQueryClient();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['funcionarios'] });
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
                    <EmployeeList />
                </CardContent>
            </Card>
        </Box>
    );
};
