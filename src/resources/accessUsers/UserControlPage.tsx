import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { ROLES } from '../../contract/roles';
import { count } from '../../domain/text';
import { FigureCard } from '../../ui/FigureCard';
import { FilterForm, FilterSearch, FilterSelect, NoResults } from '../../ui/FilterForm';
import { FormDialog } from '../../ui/FormDialog';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { PAGE_CARD } from '../../ui/pageCard';
import { useBusy } from '../../ui/useBusy';
import { useLoad } from '../../ui/useLoad';
import { type AccessUser, accessUsersApi, type UserQuery } from './api';
import { type UserAction, UserRows } from './UserRows';

const ROLE_FILTERS = [...Object.entries(ROLES), ['colaborador', 'Colaborador']] as const;
const USER_STATUSES = [
    ['active', 'Ativos'],
    ['blocked', 'Bloqueados'],
] as const;

const useDebounced = (value: string, ms = 300) => {
    const [settled, setSettled] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(value), ms);
        return () => clearTimeout(timer);
    }, [value, ms]);
    return settled;
};

const CONFIRM_TEXT: Record<
    Exclude<UserAction, 'role'>,
    { title: string; content: string; button: string; done: string }
> = {
    block: {
        title: 'Bloquear {name}?',
        content: 'O usuário sai do portal agora e não consegue entrar até ser desbloqueado.',
        button: 'Bloquear',
        done: 'Usuário bloqueado.',
    },
    unblock: {
        title: 'Desbloquear {name}?',
        content: 'O usuário volta a entrar no portal.',
        button: 'Desbloquear',
        done: 'Usuário desbloqueado.',
    },
    twoFactorOff: {
        title: 'Desligar o código por SMS de {name}?',
        content:
            'Para quem trocou de celular: a entrada passa a pedir só CPF e senha; o próprio usuário religa no Perfil.',
        button: 'Desligar',
        done: 'Código por SMS desligado.',
    },
    remove: {
        title: 'Remover o acesso de {name}?',
        content: 'O login deixa de existir e o usuário sai do portal agora. Não é possível desfazer.',
        button: 'Remover',
        done: 'Acesso removido.',
    },
};

const Counts = ({ version }: { version: number }) => {
    const counts = useLoad(`counts#${version}`, (signal) => accessUsersApi.counts(signal));
    if (counts.status !== 'ready') return null;
    const { total, by_status: status, by_role: role } = counts.data;
    const roles = Object.entries(role)
        .map(
            ([code, n]) =>
                `${code === 'colaborador' ? 'Colaborador' : ((ROLES as Record<string, string>)[code] ?? code)}: ${count(n)}`,
        )
        .join(' · ');
    return (
        <Box sx={{ mb: 2 }}>
            <Box
                sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                    mb: 1,
                }}
            >
                <FigureCard label="Usuários" size="h6">
                    {count(total)}
                </FigureCard>
                <FigureCard label="Ativos" size="h6">
                    {count(status.active ?? 0)}
                </FigureCard>
                <FigureCard label="Bloqueados" size="h6">
                    {count(status.blocked ?? 0)}
                </FigureCard>
            </Box>
            <Typography variant="body2" color="text.secondary">
                Por perfil: {roles}
            </Typography>
        </Box>
    );
};

/**
 * Controle de usuários (`/controleusuario`): everyone who can sign in (staff, holders' users, collaborators),
 * figures by status and profile, filters, and per user: block or unblock, change a staff profile, remove.
 */
export const UserControlPage = () => {
    const me = getUser();
    const canChange = me?.permissions.includes(PERMISSIONS.userStore) ?? false;
    const notify = useNotify();
    const [role, setRole] = useState('');
    const [status, setStatus] = useState('');
    const [searchText, setSearchText] = useState('');
    const search = useDebounced(searchText);
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(25);
    const [version, setVersion] = useState(0);
    const [acting, setActing] = useState<{ user: AccessUser; action: UserAction } | null>(null);
    const [newRole, setNewRole] = useState('');
    const [roleError, setRoleError] = useState<string | undefined>();
    const { busy, run } = useBusy();

    const query: UserQuery = { role, status, search };
    const list = useLoad(JSON.stringify({ query, page, perPage, version }), (signal) =>
        accessUsersApi.list(query, page, perPage, signal),
    );
    const roles = useLoad(canChange ? 'roles' : null, (signal) => accessUsersApi.roles(signal));
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page.
    useEffect(() => setPage(1), [role, status, search]);

    const start = (user: AccessUser, action: UserAction) => {
        setActing({ user, action });
        setNewRole(user.role);
        setRoleError(undefined);
    };
    const finish = (message: string) => {
        notify(message, { type: 'success' });
        setActing(null);
        setVersion((n) => n + 1);
    };
    const act = () =>
        run(async () => {
            if (!acting) return;
            const { user, action } = acting;
            try {
                if (action === 'remove') await accessUsersApi.remove(user.uuid);
                else if (action === 'role') await accessUsersApi.update(user.uuid, { role: newRole });
                else if (action === 'twoFactorOff')
                    await accessUsersApi.update(user.uuid, { two_factor: false });
                else
                    await accessUsersApi.update(user.uuid, {
                        status: action === 'block' ? 'blocked' : 'active',
                    });
                finish(action === 'role' ? 'Perfil alterado.' : CONFIRM_TEXT[action].done);
            } catch (failure) {
                const errors = serverFieldErrors(failure);
                if (action === 'role') setRoleError(errors.role ?? errors.user);
                else setActing(null);
            }
        });

    const confirm = acting && acting.action !== 'role' ? CONFIRM_TEXT[acting.action] : null;
    const filtered = role !== '' || status !== '' || search.trim() !== '';

    return (
        <Card sx={PAGE_CARD}>
            <Title title="Controle de usuários" />
            <CardContent>
                <HeaderRow>
                    <Typography variant="h5" component="h2">
                        Usuários do banco
                    </Typography>
                    {canChange && (
                        <Button
                            variant="contained"
                            startIcon={<PersonAddIcon />}
                            component={RouterLink}
                            to="/cadastro-acesso"
                        >
                            Novo acesso
                        </Button>
                    )}
                </HeaderRow>
                <Counts version={version} />
                <FilterForm label="Filtros dos usuários">
                    <FilterSelect
                        label="Perfil"
                        value={role}
                        onChange={setRole}
                        all="Todos"
                        options={ROLE_FILTERS}
                        minWidth={180}
                    />
                    <FilterSelect
                        label="Situação"
                        value={status}
                        onChange={setStatus}
                        all="Todas"
                        options={USER_STATUSES}
                        minWidth={160}
                    />
                    <FilterSearch
                        value={searchText}
                        onChange={setSearchText}
                        helperText="Nome, CPF ou e-mail"
                        minWidth={240}
                    />
                </FilterForm>
                {list.status === 'loading' && <Loading label="Carregando os usuários…" />}
                {list.status === 'error' && <LoadFailed what="os usuários" onRetry={list.retry} />}
                {list.status === 'ready' && list.data.meta.total === 0 && (
                    <NoResults
                        filtered={filtered}
                        filteredText="Nenhum usuário encontrado com estes filtros."
                        emptyText="Nenhum usuário cadastrado."
                        onClear={() => {
                            setRole('');
                            setStatus('');
                            setSearchText('');
                        }}
                    />
                )}
                {list.status === 'ready' && list.data.meta.total > 0 && (
                    <>
                        <UserRows
                            rows={list.data.data}
                            selfUuid={me?.uuid}
                            canChange={canChange}
                            onAction={start}
                        />
                        <TablePagination
                            component="div"
                            count={list.data.meta.total}
                            page={page - 1}
                            onPageChange={(_, next) => setPage(next + 1)}
                            rowsPerPage={perPage}
                            onRowsPerPageChange={(e) => {
                                setPerPage(Number(e.target.value));
                                setPage(1);
                            }}
                            rowsPerPageOptions={[10, 25, 50, 100]}
                            labelRowsPerPage="Por página"
                            labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} de ${total}`}
                        />
                    </>
                )}
            </CardContent>
            <Confirm
                isOpen={confirm !== null}
                loading={busy}
                title={confirm?.title.replace('{name}', acting?.user.name ?? '') ?? ''}
                content={confirm?.content ?? ''}
                confirm={confirm?.button ?? ''}
                cancel="Cancelar"
                onConfirm={act}
                onClose={() => setActing(null)}
            />
            <FormDialog
                id="user-role"
                open={acting?.action === 'role'}
                title={`Perfil de ${acting?.user.name ?? ''}`}
                submitLabel="Alterar perfil"
                busy={busy}
                onClose={() => setActing(null)}
                onSubmit={act}
            >
                <TextField
                    select
                    label="Novo perfil"
                    value={newRole}
                    onChange={(e) => {
                        setNewRole(e.target.value);
                        setRoleError(undefined);
                    }}
                    error={!!roleError}
                    helperText={roleError ?? 'As permissões passam a ser as do novo perfil.'}
                    fullWidth
                    sx={{ mt: 1 }}
                >
                    {(roles.status === 'ready' ? roles.data : []).map((option) => (
                        <MenuItem key={option.code} value={option.code} disabled={!option.grantable}>
                            {option.label}
                        </MenuItem>
                    ))}
                </TextField>
            </FormDialog>
        </Card>
    );
};
