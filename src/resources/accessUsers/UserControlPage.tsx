import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, ListBase, Pagination, Title, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { ROLES } from '../../contract/roles';
import { asLoad, useRead, useVerb } from '../../dataProvider/hooks';
import { count } from '../../domain/text';
import { FigureCard } from '../../ui/FigureCard';
import { FormDialog } from '../../ui/FormDialog';
import { HeaderRow } from '../../ui/HeaderRow';
import { choiceFilter, ListFilters } from '../../ui/lists/ListFilters';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../ui/lists/SearchBox';
import { PAGE_CARD } from '../../ui/pageCard';
import { useBusy } from '../../ui/useBusy';
import type { AccessUser, RoleOption, UserCounts } from './api';
import { type UserAction, UserRows } from './UserRows';

const RESOURCE = 'controleusuario';
const ROLE_CHOICES = [...Object.entries(ROLES), ['colaborador', 'Colaborador']].map(([id, name]) => ({
    id,
    name,
}));
const STATUS_CHOICES = [
    { id: 'active', name: 'Ativos' },
    { id: 'blocked', name: 'Bloqueados' },
];
const PER_PAGE_OPTIONS = [10, 25, 50, 100];

/** Profile and situation: kept in the URL (a reload or a shared link keeps them). */
const filters = [
    choiceFilter('role', 'Perfil', 'Todos', ROLE_CHOICES, 180),
    choiceFilter('status', 'Situação', 'Todas', STATUS_CHOICES),
];

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

/** The page of users with its loading, failed and empty states, and react-admin's pages under it. */
const UserList = ({
    searching,
    onClearSearch,
    ...rows
}: {
    searching: boolean;
    onClearSearch: () => void;
} & Parameters<typeof UserRows>[0]) => (
    <ListStates
        what="os usuários"
        loading="Carregando os usuários…"
        filteredText="Nenhum usuário encontrado com estes filtros."
        emptyText="Nenhum usuário cadastrado."
        searching={searching}
        onClearSearch={onClearSearch}
    >
        <UserRows {...rows} />
        <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
    </ListStates>
);

const Counts = () => {
    const counts = asLoad(useRead<UserCounts>(RESOURCE, 'counts'));
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
    const queryClient = useQueryClient();
    // The search by name, CPF or e-mail lives only while the page is open (design guide): not in the URL.
    const search = useTransientSearch();
    const [acting, setActing] = useState<{ user: AccessUser; action: UserAction } | null>(null);
    const [newRole, setNewRole] = useState('');
    const [roleError, setRoleError] = useState<string | undefined>();
    const { busy, run } = useBusy();
    const update = useVerb(RESOURCE, 'update');
    const remove = useVerb(RESOURCE, 'remove');
    const roles = asLoad(useRead<RoleOption[]>(RESOURCE, 'roles', canChange ? {} : null));

    const start = (user: AccessUser, action: UserAction) => {
        setActing({ user, action });
        setNewRole(user.role);
        setRoleError(undefined);
    };
    const finish = (message: string) => {
        notify(message, { type: 'success' });
        setActing(null);
        // The list and the figures, read again as the page did after each change.
        void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
    };
    const act = () =>
        run(async () => {
            if (!acting) return;
            const { user, action } = acting;
            try {
                if (action === 'remove') await remove.mutateAsync({ id: user.uuid });
                else if (action === 'role')
                    await update.mutateAsync({ id: user.uuid, data: { role: newRole } });
                else if (action === 'twoFactorOff')
                    await update.mutateAsync({ id: user.uuid, data: { two_factor: false } });
                else
                    await update.mutateAsync({
                        id: user.uuid,
                        data: { status: action === 'block' ? 'blocked' : 'active' },
                    });
                finish(action === 'role' ? 'Perfil alterado.' : CONFIRM_TEXT[action].done);
            } catch (failure) {
                const errors = serverFieldErrors(failure);
                if (action === 'role') setRoleError(errors.role ?? errors.user);
                else setActing(null);
            }
        });

    const confirm = acting && acting.action !== 'role' ? CONFIRM_TEXT[acting.action] : null;

    return (
        <ListBase<AccessUser>
            resource={RESOURCE}
            filter={search.settled ? { search: search.settled } : undefined}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            exporter={false}
        >
            <ResetPageOn values={[search.settled]} />
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
                    <Counts />
                    <ListFilters
                        label="Filtros dos usuários"
                        filters={filters}
                        search={search}
                        searchHelp="Nome, CPF ou e-mail"
                        searchWidth={240}
                    />
                    <UserList
                        searching={search.settled !== ''}
                        onClearSearch={() => search.setText('')}
                        selfUuid={me?.uuid}
                        canChange={canChange}
                        onAction={start}
                    />
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
        </ListBase>
    );
};
