import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { textOf, useMessages } from '../../i18n';
import { choiceFilter, ListFilters } from '../../ui/lists/ListFilters';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../ui/lists/SearchBox';
import { StatusChip } from '../../ui/StatusChip';
import { useBusy } from '../../ui/useBusy';
import type { EmployeeView } from './api';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeImport } from './EmployeeImport';
import { payrollMessages } from './messages';

const text = textOf(payrollMessages);

const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;

const destinationText = (employee: EmployeeView) => {
    const d = employee.destination;
    return d.kind === 'internal'
        ? text('payroll.list.internal_destination', {
              agency: d.agency ?? '—',
              number: d.number,
              digit: d.digit,
          })
        : `${d.bank_name} · ${linkedAccountText(d)}`;
};

/** Desativar or Reativar, by what the employee is now. */
const toggleKey = (employee: EmployeeView) =>
    employee.status === 'active' ? 'payroll.list.deactivate' : 'payroll.list.reactivate';

const statusChip = (employee: EmployeeView) => <StatusChip vocabulary="entity" value={employee.status} />;

interface RowActions {
    onEdit: (employee: EmployeeView) => void;
    onToggle: (employee: EmployeeView) => void;
}

const EmployeeButtons = ({ employee, onEdit, onToggle }: RowActions & { employee: EmployeeView }) => {
    const t = useMessages(payrollMessages);
    const toggle = toggleKey(employee);
    return (
        <>
            <Button
                size="small"
                onClick={() => onEdit(employee)}
                aria-label={t('payroll.edit_named', { name: employee.name })}
            >
                {t('payroll.list.edit')}
            </Button>
            <Button
                size="small"
                color={employee.status === 'active' ? 'error' : 'primary'}
                onClick={() => onToggle(employee)}
                aria-label={t(`${toggle}.named`, { name: employee.name })}
            >
                {t(`${toggle}.button`)}
            </Button>
        </>
    );
};

/** Phones: one card per employee, as the page always had. */
const EmployeeCards = (actions: RowActions) => {
    const t = useMessages(payrollMessages);
    const { data: employees = [] } = useListContext<EmployeeView>();
    return (
        <Box
            component="ul"
            aria-label={t('payroll.list.label')}
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
const EmployeeTable = (actions: RowActions) => {
    const t = useMessages(payrollMessages);
    return (
        <DataTable<EmployeeView>
            aria-label={t('payroll.list.label')}
            bulkActionButtons={false}
            rowClick={false}
        >
            <DataTable.Col<EmployeeView>
                source="name"
                label={t('payroll.list.columns.employee')}
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
                label={t('payroll.salary')}
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(employee) => formatBRL(employee.salary)}
            />
            <DataTable.Col<EmployeeView>
                source="status"
                label={t('payroll.list.columns.status')}
                disableSort
                render={statusChip}
            />
            <DataTable.Col<EmployeeView>
                label={t('payroll.list.columns.actions')}
                disableSort
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(employee) => <EmployeeButtons employee={employee} {...actions} />}
            />
        </DataTable>
    );
};

const useStatusFilters = () => {
    const t = useMessages(payrollMessages);
    return [
        choiceFilter(
            'status',
            t('payroll.list.status_filter.label'),
            t('payroll.list.status_filter.all'),
            EMPLOYEE_STATUSES.map((id) => ({ id, name: t(`payroll.list.status_filter.${id}`) })),
            150,
        ),
    ];
};

/**
 * The company's payroll list (resource `funcionarios`): the situation, sort and page are kept in the URL;
 * the search by name, CPF or e-mail only while the page is open (design guide).
 */
const EmployeeList = () => {
    const t = useMessages(payrollMessages);
    const statusFilters = useStatusFilters();
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
                notify(t(`${toggleKey(toggling)}.done`), { type: 'success' });
                onChanged();
            } catch {
                // The http layer showed the notice.
            }
            setToggling(null);
        });

    const confirmKey = toggling?.status === 'active' ? 'payroll.list.deactivate' : 'payroll.list.reactivate';

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
                label={t('payroll.list.filters')}
                filters={statusFilters}
                search={search}
                searchHelp={t('payroll.list.search_help')}
                searchWidth={220}
            />
            <ListStates
                what={t('payroll.list.what')}
                loading={t('payroll.list.loading')}
                filteredText={t('payroll.list.filtered_empty')}
                emptyText={t('payroll.list.empty')}
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
                <DialogTitle id="employee-edit">{t('payroll.list.edit_title')}</DialogTitle>
                <DialogContent>
                    {editing && (
                        <Box sx={{ pt: 1 }}>
                            <EmployeeForm
                                employee={editing}
                                onCancel={() => setEditing(null)}
                                onSaved={() => {
                                    notify(t('payroll.list.notices.edited'), { type: 'success' });
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
                title={t(`${confirmKey}.title`, { name: toggling?.name ?? '' })}
                content={t(`${confirmKey}.text`)}
                confirm={t(`${confirmKey}.button`)}
                cancel={t('payroll.cancel')}
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
    const t = useMessages(payrollMessages);
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
            <Title title={t('payroll.page.title')} />
            <Card sx={{ contain: 'inline-size' }}>
                <Tabs
                    value={tab}
                    onChange={(_, next) => setTab(next)}
                    aria-label={t('payroll.page.how')}
                    variant="scrollable"
                    scrollButtons="auto"
                    allowScrollButtonsMobile
                >
                    <Tab value="form" label={t('payroll.page.tab_one')} />
                    <Tab value="csv" label={t('payroll.page.tab_csv')} />
                </Tabs>
                <CardContent>
                    {tab === 'form' ? (
                        <EmployeeForm
                            onSaved={(employee) => {
                                notify(t('payroll.page.notices.added', { name: employee.name }), {
                                    type: 'success',
                                });
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
                        {t('payroll.page.list_title')}
                    </Typography>
                    <EmployeeList />
                </CardContent>
            </Card>
        </Box>
    );
};
