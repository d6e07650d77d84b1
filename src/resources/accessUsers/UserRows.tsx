import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { DataTable, useListContext } from 'react-admin';
import { formatCpf } from '../../domain/cpf';
import { formatDateTime } from '../../domain/dates';
import { textOf, useMessages } from '../../i18n';
import { StatusChip } from '../../ui/StatusChip';
import type { AccessUser } from './api';
import { accessUserMessages } from './messages';

const text = textOf(accessUserMessages);

export type UserAction = 'block' | 'unblock' | 'role' | 'twoFactorOff' | 'remove';

interface Props {
    /** The signed-in user: no actions on oneself. */
    selfUuid: string | undefined;
    canChange: boolean;
    onAction: (user: AccessUser, action: UserAction) => void;
}

const linkOf = (user: AccessUser) =>
    user.kind === 'staff'
        ? text('access_users.rows.staff')
        : (user.person?.name ?? text('access_users.rows.no_holder'));

/** Each action's label in the row's menu. */
const ACTION_LABELS = {
    block: 'access_users.actions.block',
    unblock: 'access_users.actions.unblock',
    role: 'access_users.actions.role',
    twoFactorOff: 'access_users.actions.two_factor_off',
    remove: 'access_users.actions.remove',
} as const satisfies Record<UserAction, string>;

const actionsOf = (user: AccessUser): UserAction[] => [
    user.status === 'blocked' ? 'unblock' : 'block',
    ...(user.kind === 'staff' ? (['role'] as const) : []),
    ...(user.two_factor ? (['twoFactorOff'] as const) : []),
    ...(user.kind !== 'holder' ? (['remove'] as const) : []),
];

const Actions = ({ user, selfUuid, canChange, onAction }: { user: AccessUser } & Props) => {
    const t = useMessages(accessUserMessages);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    if (user.uuid === selfUuid) return <Typography variant="body2">{t('access_users.rows.you')}</Typography>;
    if (!canChange) return null;
    return (
        <>
            <IconButton
                aria-label={t('access_users.actions.menu', { name: user.name })}
                aria-haspopup="menu"
                onClick={(event) => setAnchor(event.currentTarget)}
            >
                <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {actionsOf(user).map((action) => (
                    <MenuItem
                        key={action}
                        onClick={() => {
                            setAnchor(null);
                            onAction(user, action);
                        }}
                    >
                        {t(ACTION_LABELS[action])}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};

/** Phones: one card per user of the list's page. */
const UserCards = (props: Props) => {
    const t = useMessages(accessUserMessages);
    const { data = [] } = useListContext<AccessUser>();
    return (
        <Box
            component="ul"
            aria-label={t('access_users.rows.label')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {data.map((user) => (
                <Card key={user.uuid} component="li" variant="outlined">
                    <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                {user.name}
                            </Typography>
                            <Actions user={user} {...props} />
                        </Box>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            {formatCpf(user.username)} · {user.email}
                        </Typography>
                        <Typography variant="body2">
                            {user.userRole} · {linkOf(user)}
                        </Typography>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <StatusChip vocabulary="entity" value={user.status} />
                            <Typography variant="body2" color="text.secondary">
                                {t('access_users.rows.last_login')}{' '}
                                {user.last_login_at
                                    ? formatDateTime(user.last_login_at)
                                    : t('access_users.rows.never')}
                            </Typography>
                        </Box>
                    </CardContent>
                </Card>
            ))}
        </Box>
    );
};

/** Wide screens: react-admin's table, sorted by name, situation or last access. */
const UserTable = (props: Props) => {
    const t = useMessages(accessUserMessages);
    return (
        <DataTable<AccessUser>
            aria-label={t('access_users.rows.label')}
            rowClick={false}
            bulkActionButtons={false}
        >
            <DataTable.Col
                source="name"
                label={t('access_users.rows.columns.user')}
                render={(user) => (
                    <>
                        <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                            {formatCpf(user.username)} · {user.email}
                        </Typography>
                    </>
                )}
            />
            <DataTable.Col
                source="userRole"
                label={t('access_users.rows.columns.role')}
                disableSort
                render={(user) => (
                    <>
                        {user.userRole}
                        {user.two_factor && (
                            <Typography variant="body2" color="text.secondary">
                                {t('access_users.rows.columns.two_factor')}
                            </Typography>
                        )}
                    </>
                )}
            />
            <DataTable.Col
                source="person.name"
                label={t('access_users.rows.columns.link')}
                disableSort
                render={linkOf}
            />
            <DataTable.Col
                source="status"
                label={t('access_users.rows.columns.status')}
                render={(user) => <StatusChip vocabulary="entity" value={user.status} />}
            />
            <DataTable.Col
                source="last_login_at"
                label={t('access_users.rows.columns.last_login')}
                sx={{ whiteSpace: 'nowrap' }}
                render={(user) =>
                    user.last_login_at
                        ? formatDateTime(user.last_login_at)
                        : t('access_users.rows.never_column')
                }
            />
            <DataTable.Col<AccessUser>
                label={t('access_users.rows.columns.actions')}
                align="right"
                disableSort
                render={(user) => <Actions user={user} {...props} />}
            />
        </DataTable>
    );
};

/** The list's page (inside `<ListBase>`): a table on wide screens, cards on phones; each row's menu holds its actions. */
export const UserRows = (props: Props) => {
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    return narrow ? <UserCards {...props} /> : <UserTable {...props} />;
};
