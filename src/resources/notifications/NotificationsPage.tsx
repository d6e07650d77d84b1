import AddIcon from '@mui/icons-material/Add';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import { alpha } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { Title, useGetList, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { effectivePermissions } from '../../authProvider/permissions';
import { getUser } from '../../authProvider/session';
import type { NotificationCategory } from '../../contract/notifications';
import { PERMISSIONS } from '../../contract/permissions';
import { asLoad, useVerb } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { CATEGORIES } from '../../domain/notifications';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { NotificationItem } from './api';
import { announceNotificationsChanged } from './events';
import { notificationMessages } from './messages';
import { UNREAD_COUNT_KEY, useUnreadCount } from './useUnreadCount';

const PER_PAGE = 10;

type Filter = 'all' | 'unread';
type Colour = 'info' | 'warning' | 'success' | 'error';

const CATEGORY_LOOK: Record<NotificationCategory, { icon: ReactElement; colour: Colour }> = {
    info: { icon: <InfoOutlinedIcon />, colour: 'info' },
    warning: { icon: <WarningAmberIcon />, colour: 'warning' },
    transaction: { icon: <SwapHorizIcon />, colour: 'success' },
    security: { icon: <ShieldOutlinedIcon />, colour: 'error' },
};

const usePageLabel = () => {
    const t = useMessages(notificationMessages);
    return (type: string, page: number | null, selected: boolean) => {
        if (type === 'page')
            return t(selected ? 'notifications.pages.current' : 'notifications.pages.go_to', { page });
        if (type === 'next') return t('notifications.pages.next');
        if (type === 'previous') return t('notifications.pages.previous');
        return t(type === 'first' ? 'notifications.pages.first' : 'notifications.pages.last');
    };
};

interface ItemProps {
    item: NotificationItem;
    unread: boolean;
    expanded: boolean;
    onOpen: () => void;
}

/**
 * One notification: unread ones on a tinted background with a bar on the left and a "Não lida" chip (the
 * state is also in words, not only in colour). Opening it shows the whole text and marks it read.
 */
const NotificationRow = ({ item, unread, expanded, onOpen }: ItemProps) => {
    const t = useMessages(notificationMessages);
    const look = CATEGORY_LOOK[item.category] ?? CATEGORY_LOOK.info;
    const bodyId = `notificacao-${item.id}-texto`;
    return (
        <ListItem
            disablePadding
            divider
            sx={(theme) => ({
                flexDirection: 'column',
                alignItems: 'stretch',
                borderLeft: 4,
                borderColor: unread ? 'primary.main' : 'transparent',
                bgcolor: unread ? alpha(theme.palette.primary.main, 0.08) : undefined,
            })}
        >
            <ListItemButton
                alignItems="flex-start"
                onClick={onOpen}
                aria-expanded={expanded}
                aria-controls={bodyId}
                sx={{ gap: 0, px: { xs: 1.5, sm: 2 } }}
            >
                <ListItemAvatar sx={{ minWidth: { xs: 48, sm: 56 } }}>
                    <Avatar sx={{ bgcolor: `${look.colour}.main`, color: `${look.colour}.contrastText` }}>
                        {look.icon}
                    </Avatar>
                </ListItemAvatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            justifyContent: 'space-between',
                            columnGap: 1,
                        }}
                    >
                        <Typography
                            component="span"
                            variant="subtitle1"
                            sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
                        >
                            {item.title}
                        </Typography>
                        <Typography
                            component="time"
                            dateTime={item.created_at}
                            variant="caption"
                            color="text.secondary"
                            sx={{ whiteSpace: 'nowrap', pt: 0.5 }}
                        >
                            {formatDateTime(item.created_at)}
                        </Typography>
                    </Box>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 0.5 }}>
                        <Typography variant="caption" sx={{ color: 'text.primary', fontWeight: 500 }}>
                            {CATEGORIES[item.category]}
                        </Typography>
                        {unread && (
                            <Chip label={t('notifications.list.unread_chip')} size="small" color="primary" />
                        )}
                    </Box>
                    <Typography
                        id={bodyId}
                        variant="body2"
                        color="text.secondary"
                        sx={
                            expanded
                                ? { whiteSpace: 'pre-line', overflowWrap: 'anywhere' }
                                : {
                                      display: '-webkit-box',
                                      WebkitLineClamp: 2,
                                      WebkitBoxOrient: 'vertical',
                                      overflow: 'hidden',
                                      overflowWrap: 'anywhere',
                                  }
                        }
                    >
                        {item.body}
                    </Typography>
                </Box>
            </ListItemButton>
            {item.link && (
                <Box sx={{ pl: { xs: 7.5, sm: 9 }, pb: 1 }}>
                    <Button component={RouterLink} to={item.link.to} size="small">
                        {item.link.label}
                    </Button>
                </Box>
            )}
        </ListItem>
    );
};

/**
 * `/notifications`: the signed-in user's notifications, newest first, ten a page, all or only the unread
 * ones. Opening one marks it read; "Marcar todas como lidas" reads them all. Each change tells the app
 * bar's bell (events.ts). Staff who send notifications get the link to /create-notifications.
 */
export const NotificationsPage = () => {
    const t = useMessages(notificationMessages);
    const pageLabel = usePageLabel();
    const notify = useNotify();
    const [filter, setFilter] = useState<Filter>('all');
    const [page, setPage] = useState(1);
    const [readNow, setReadNow] = useState<ReadonlySet<number>>(new Set());
    const [open, setOpen] = useState<number | null>(null);
    const [markingAll, setMarkingAll] = useState(false);
    const unreadCount = useUnreadCount();
    const pageRead = useGetList<NotificationItem>('notificacoes', {
        filter: filter === 'unread' ? { unread: true } : {},
        pagination: { page, perPage: PER_PAGE },
        sort: { field: 'created_at', order: 'DESC' },
    });
    const list = asLoad(pageRead);
    const markRead = useVerb('notificacoes', 'markRead');
    const markAllRead = useVerb('notificacoes', 'markAllRead');
    const queryClient = useQueryClient();
    const canSend = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.notificationStore);

    const isUnread = (item: NotificationItem) => item.read_at === null && !readNow.has(item.id);

    const openItem = (item: NotificationItem) => {
        setOpen((current) => (current === item.id ? null : item.id));
        if (!isUnread(item)) return;
        setReadNow((current) => new Set(current).add(item.id));
        markRead.mutateAsync({ id: item.id }).then(announceNotificationsChanged, () =>
            // The failure showed its notice; the notification is unread again.
            setReadNow((current) => {
                const next = new Set(current);
                next.delete(item.id);
                return next;
            }),
        );
    };

    const readAll = async () => {
        setMarkingAll(true);
        try {
            await markAllRead.mutateAsync({});
            notify(t('notifications.list.notices.all_read'), { type: 'success' });
            // The bank has just read them all: nothing unread until its next answer says otherwise.
            queryClient.setQueryData(UNREAD_COUNT_KEY, { count: 0 });
            setPage(1);
            // Every page read before is stale: the one shown now is read again.
            void queryClient.invalidateQueries({ queryKey: ['notificacoes', 'getList'] });
            announceNotificationsChanged();
        } catch {
            // The failure already showed its notice.
        } finally {
            setMarkingAll(false);
        }
    };

    const changeFilter = (next: Filter | null) => {
        if (!next || next === filter) return;
        setFilter(next);
        setPage(1);
        setOpen(null);
    };

    const answer = list.status === 'ready' ? list.data : null;
    const items = answer ?? [];
    const total = pageRead.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));

    return (
        <Box sx={{ py: 2, maxWidth: 900 }}>
            <Title title={t('notifications.list.title')} />
            <HeaderRow>
                <Box>
                    <Typography variant="h5" component="h2">
                        {t('notifications.list.heading')}
                    </Typography>
                    {unreadCount !== null && (
                        <Typography variant="body2" color="text.secondary" role="status">
                            {unreadCount === 0
                                ? t('notifications.list.all_read')
                                : t('notifications.list.unread_count', { smart_count: unreadCount })}
                        </Typography>
                    )}
                </Box>
                {canSend && (
                    <Button
                        component={RouterLink}
                        to="/create-notifications"
                        variant="contained"
                        startIcon={<AddIcon />}
                    >
                        {t('notifications.new')}
                    </Button>
                )}
            </HeaderRow>
            <Card variant="outlined">
                <CardContent sx={{ px: 0, '&:last-child': { pb: 1 } }}>
                    <Box
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            alignItems: 'center',
                            justifyContent: 'space-between',
                            gap: 1,
                            px: 2,
                            pb: 2,
                        }}
                    >
                        <ToggleButtonGroup
                            exclusive
                            size="small"
                            color="primary"
                            value={filter}
                            onChange={(_, next: Filter | null) => changeFilter(next)}
                            aria-label={t('notifications.list.show')}
                        >
                            <ToggleButton value="all">{t('notifications.list.filter_all')}</ToggleButton>
                            <ToggleButton value="unread">
                                {t('notifications.list.filter_unread')}
                            </ToggleButton>
                        </ToggleButtonGroup>
                        <Button
                            startIcon={<DoneAllIcon />}
                            onClick={readAll}
                            disabled={markingAll || unreadCount === 0}
                        >
                            {t('notifications.list.mark_all_read')}
                        </Button>
                    </Box>
                    {list.status === 'loading' && (
                        <Box sx={{ px: 2 }}>
                            <Loading label={t('notifications.list.loading')} />
                        </Box>
                    )}
                    {list.status === 'error' && (
                        <Box sx={{ px: 2 }}>
                            <LoadFailed what={t('notifications.list.what')} onRetry={list.retry} />
                        </Box>
                    )}
                    {answer && items.length === 0 && (
                        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
                            {t(
                                filter === 'unread'
                                    ? 'notifications.list.empty_unread'
                                    : 'notifications.list.empty',
                            )}
                        </Typography>
                    )}
                    {items.length > 0 && (
                        <List aria-label={t('notifications.list.title')} disablePadding>
                            {items.map((item) => (
                                <NotificationRow
                                    key={item.id}
                                    item={item}
                                    unread={isUnread(item)}
                                    expanded={open === item.id}
                                    onOpen={() => openItem(item)}
                                />
                            ))}
                        </List>
                    )}
                    {answer && lastPage > 1 && (
                        <Box
                            sx={{
                                display: 'flex',
                                flexWrap: 'wrap',
                                alignItems: 'center',
                                justifyContent: 'space-between',
                                gap: 1,
                                px: 2,
                                pt: 2,
                            }}
                        >
                            <Typography variant="body2" color="text.secondary">
                                {t('notifications.list.range', {
                                    from: (page - 1) * PER_PAGE + 1,
                                    to: (page - 1) * PER_PAGE + items.length,
                                    total,
                                })}
                            </Typography>
                            <Pagination
                                count={lastPage}
                                page={page}
                                onChange={(_, next) => {
                                    setPage(next);
                                    setOpen(null);
                                }}
                                siblingCount={0}
                                color="primary"
                                aria-label={t('notifications.pages.label')}
                                getItemAriaLabel={pageLabel}
                            />
                        </Box>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};
