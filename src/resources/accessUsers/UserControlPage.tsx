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
import { useMessages } from '../../i18n';
import { FigureCard } from '../../ui/FigureCard';
import { FormDialog } from '../../ui/FormDialog';
import { HeaderRow } from '../../ui/HeaderRow';
import { choiceFilter, ListFilters } from '../../ui/lists/ListFilters';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../ui/lists/SearchBox';
import { PAGE_CARD } from '../../ui/pageCard';
import { useBusy } from '../../ui/useBusy';
import type { AccessUser, RoleOption, UserCounts } from './api';
import { accessUserMessages } from './messages';
import { type UserAction, UserRows } from './UserRows';

const RESOURCE = 'controleusuario';
const PER_PAGE_OPTIONS = [10, 25, 50, 100];

/** A profile's name: the bank's roles, and the companies' collaborators. */
const useRoleName = () => {
    const t = useMessages(accessUserMessages);
    return (code: string) =>
        code === 'colaborador'
            ? t('access_users.roles.colaborador')
            : ((ROLES as Record<string, string>)[code] ?? code);
};

/** Profile and situation: kept in the URL (a reload or a shared link keeps them). */
const useFilters = () => {
    const t = useMessages(accessUserMessages);
    const roleName = useRoleName();
    const roleChoices = [...Object.keys(ROLES), 'colaborador'].map((id) => ({ id, name: roleName(id) }));
    const statusChoices = [
        { id: 'active', name: t('access_users.control.active') },
        { id: 'blocked', name: t('access_users.control.blocked') },
    ];
    return [
        choiceFilter(
            'role',
            t('access_users.control.filters.role'),
            t('access_users.control.filters.all_roles'),
            roleChoices,
            180,
        ),
        choiceFilter(
            'status',
            t('access_users.control.filters.status'),
            t('access_users.control.filters.all_statuses'),
            statusChoices,
        ),
    ];
};

/** Each confirmed action's texts, under `access_users.control.confirm.<key>`. */
const CONFIRM_KEYS = {
    block: 'access_users.control.confirm.block',
    unblock: 'access_users.control.confirm.unblock',
    twoFactorOff: 'access_users.control.confirm.two_factor_off',
    remove: 'access_users.control.confirm.remove',
} as const satisfies Record<Exclude<UserAction, 'role'>, string>;

/** The page of users with its loading, failed and empty states, and react-admin's pages under it. */
const UserList = ({
    searching,
    onClearSearch,
    ...rows
}: {
    searching: boolean;
    onClearSearch: () => void;
} & Parameters<typeof UserRows>[0]) => {
    const t = useMessages(accessUserMessages);
    return (
        <ListStates
            what={t('access_users.control.what')}
            loading={t('access_users.control.loading')}
            filteredText={t('access_users.control.filtered_empty')}
            emptyText={t('access_users.control.empty')}
            searching={searching}
            onClearSearch={onClearSearch}
        >
            <UserRows {...rows} />
            <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
        </ListStates>
    );
};

const Counts = () => {
    const t = useMessages(accessUserMessages);
    const roleName = useRoleName();
    const counts = asLoad(useRead<UserCounts>(RESOURCE, 'counts'));
    if (counts.status !== 'ready') return null;
    const { total, by_status: status, by_role: role } = counts.data;
    const roles = Object.entries(role)
        .map(([code, n]) => `${roleName(code)}: ${count(n)}`)
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
                <FigureCard label={t('access_users.rows.label')} size="h6">
                    {count(total)}
                </FigureCard>
                <FigureCard label={t('access_users.control.active')} size="h6">
                    {count(status.active ?? 0)}
                </FigureCard>
                <FigureCard label={t('access_users.control.blocked')} size="h6">
                    {count(status.blocked ?? 0)}
                </FigureCard>
            </Box>
            <Typography variant="body2" color="text.secondary">
                {t('access_users.control.by_role', { roles })}
            </Typography>
        </Box>
    );
};

/**
 * Controle de usuários (`/controleusuario`): everyone who can sign in (staff, holders' users, collaborators),
 * figures by status and profile, filters, and per user: block or unblock, change a staff profile, remove.
 */
export const UserControlPage = () => {
    const t = useMessages(accessUserMessages);
    const filters = useFilters();
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
                finish(
                    t(
                        action === 'role'
                            ? 'access_users.control.role_dialog.done'
                            : `${CONFIRM_KEYS[action]}.done`,
                    ),
                );
            } catch (failure) {
                const errors = serverFieldErrors(failure);
                if (action === 'role') setRoleError(errors.role ?? errors.user);
                else setActing(null);
            }
        });

    const confirm = acting && acting.action !== 'role' ? CONFIRM_KEYS[acting.action] : null;

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
                <Title title={t('access_users.control.title')} />
                <CardContent>
                    <HeaderRow>
                        <Typography variant="h5" component="h2">
                            {t('access_users.control.heading')}
                        </Typography>
                        {canChange && (
                            <Button
                                variant="contained"
                                startIcon={<PersonAddIcon />}
                                component={RouterLink}
                                to="/cadastro-acesso"
                            >
                                {t('access_users.control.new_access')}
                            </Button>
                        )}
                    </HeaderRow>
                    <Counts />
                    <ListFilters
                        label={t('access_users.control.filters.label')}
                        filters={filters}
                        search={search}
                        searchHelp={t('access_users.search_help')}
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
                    title={confirm ? t(`${confirm}.title`, { name: acting?.user.name ?? '' }) : ''}
                    content={confirm ? t(`${confirm}.content`) : ''}
                    confirm={confirm ? t(`${confirm}.button`) : ''}
                    cancel={t('access_users.cancel')}
                    onConfirm={act}
                    onClose={() => setActing(null)}
                />
                <FormDialog
                    id="user-role"
                    open={acting?.action === 'role'}
                    title={t('access_users.control.role_dialog.title', { name: acting?.user.name ?? '' })}
                    submitLabel={t('access_users.actions.role')}
                    busy={busy}
                    onClose={() => setActing(null)}
                    onSubmit={act}
                >
                    <TextField
                        select
                        label={t('access_users.control.role_dialog.field')}
                        value={newRole}
                        onChange={(e) => {
                            setNewRole(e.target.value);
                            setRoleError(undefined);
                        }}
                        error={!!roleError}
                        helperText={roleError ?? t('access_users.control.role_dialog.help')}
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
