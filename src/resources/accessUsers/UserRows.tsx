import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { formatCpf } from '../../domain/cpf';
import { formatDateTime } from '../../domain/dates';
import { statusInfo } from '../../domain/statuses';
import type { AccessUser } from './api';

export type UserAction = 'block' | 'unblock' | 'role' | 'twoFactorOff' | 'remove';

interface Props {
    rows: AccessUser[];
    /** The signed-in user: no actions on oneself. */
    selfUuid: string | undefined;
    canChange: boolean;
    onAction: (user: AccessUser, action: UserAction) => void;
}

const StatusChip = ({ status }: { status: string }) => {
    const info = statusInfo('entity', status);
    return <Chip size="small" label={info.label} color={info.color} />;
};

const linkOf = (user: AccessUser) =>
    user.kind === 'staff' ? 'Equipe do banco' : (user.person?.name ?? 'Sem titular');

const actionsOf = (user: AccessUser): { action: UserAction; label: string }[] => [
    user.status === 'blocked'
        ? { action: 'unblock', label: 'Desbloquear' }
        : { action: 'block', label: 'Bloquear' },
    ...(user.kind === 'staff' ? [{ action: 'role' as const, label: 'Alterar perfil' }] : []),
    ...(user.two_factor ? [{ action: 'twoFactorOff' as const, label: 'Desligar código por SMS' }] : []),
    ...(user.kind !== 'holder' ? [{ action: 'remove' as const, label: 'Remover acesso' }] : []),
];

const Actions = ({ user, selfUuid, canChange, onAction }: { user: AccessUser } & Omit<Props, 'rows'>) => {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    if (user.uuid === selfUuid) return <Typography variant="body2">Você</Typography>;
    if (!canChange) return null;
    return (
        <>
            <IconButton
                aria-label={`Ações de ${user.name}`}
                aria-haspopup="menu"
                onClick={(event) => setAnchor(event.currentTarget)}
            >
                <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {actionsOf(user).map(({ action, label }) => (
                    <MenuItem
                        key={action}
                        onClick={() => {
                            setAnchor(null);
                            onAction(user, action);
                        }}
                    >
                        {label}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};

/** Wide screens: a table; phones: one card per user. Each row's menu holds its actions. */
export const UserRows = (props: Props) => {
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const { rows } = props;
    if (narrow)
        return (
            <Box
                component="ul"
                aria-label="Usuários"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
                {rows.map((user) => (
                    <Card key={user.uuid} component="li" variant="outlined">
                        <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                    {user.name}
                                </Typography>
                                <Actions user={user} {...props} />
                            </Box>
                            <Typography
                                variant="body2"
                                color="text.secondary"
                                sx={{ overflowWrap: 'anywhere' }}
                            >
                                {formatCpf(user.username)} · {user.email}
                            </Typography>
                            <Typography variant="body2">
                                {user.userRole} · {linkOf(user)}
                            </Typography>
                            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                                <StatusChip status={user.status} />
                                <Typography variant="body2" color="text.secondary">
                                    Último acesso:{' '}
                                    {user.last_login_at ? formatDateTime(user.last_login_at) : 'nunca'}
                                </Typography>
                            </Box>
                        </CardContent>
                    </Card>
                ))}
            </Box>
        );
    return (
        <TableContainer>
            <Table size="small" aria-label="Usuários">
                <TableHead>
                    <TableRow>
                        <TableCell>Usuário</TableCell>
                        <TableCell>Perfil</TableCell>
                        <TableCell>Vínculo</TableCell>
                        <TableCell>Situação</TableCell>
                        <TableCell>Último acesso</TableCell>
                        <TableCell align="right">Ações</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((user) => (
                        <TableRow key={user.uuid}>
                            <TableCell>
                                <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
                                <Typography variant="body2" color="text.secondary">
                                    {formatCpf(user.username)} · {user.email}
                                </Typography>
                            </TableCell>
                            <TableCell>
                                {user.userRole}
                                {user.two_factor && (
                                    <Typography variant="body2" color="text.secondary">
                                        Código por SMS
                                    </Typography>
                                )}
                            </TableCell>
                            <TableCell>{linkOf(user)}</TableCell>
                            <TableCell>
                                <StatusChip status={user.status} />
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {user.last_login_at ? formatDateTime(user.last_login_at) : 'Nunca'}
                            </TableCell>
                            <TableCell align="right">
                                <Actions user={user} {...props} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
