import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
    Confirm,
    DataTable,
    ListBase,
    Pagination,
    TextInput,
    Title,
    useDataProvider,
    useGetList,
    useListContext,
    useNotify,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FavoredCategory } from '../../../contract/payees';
import { maskedAccountText } from '../../../domain/payees';
import { useMessages } from '../../../i18n';
import { HeaderRow } from '../../../ui/HeaderRow';
import { choiceFilter, ListFilters } from '../../../ui/lists/ListFilters';
import { ListStates } from '../../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../../ui/lists/SearchBox';
import { StatusChip } from '../../../ui/StatusChip';
import { useBusy } from '../../../ui/useBusy';
import { bankText, documentText, type FavoredView } from './api';
import { payeeMessages } from './messages';

interface RowActions {
    onStar: (favored: FavoredView) => void;
    onDelete: (favored: FavoredView) => void;
}

const payPath = (favored: FavoredView) => `/pagar-favorecido?favored=${favored.id}`;
const editPath = (favored: FavoredView) => `/cadastro-favorecido?id=${favored.id}`;

const Star = ({ favored, onStar }: { favored: FavoredView; onStar: RowActions['onStar'] }) => {
    const t = useMessages(payeeMessages);
    const label = t(favored.favorite ? 'payees.list.unstar' : 'payees.list.star', { name: favored.name });
    return (
        <IconButton
            size="small"
            aria-label={label}
            aria-pressed={favored.favorite}
            onClick={() => onStar(favored)}
            sx={{ color: favored.favorite ? 'warning.main' : 'text.secondary' }}
        >
            {favored.favorite ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
    );
};

const NameCell = ({ favored }: { favored: FavoredView }) => (
    <>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {favored.nickname ? `${favored.nickname} · ${favored.name}` : favored.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
            {documentText(favored.document)}
        </Typography>
    </>
);

const CategoryChip = ({ favored }: { favored: FavoredView }) =>
    favored.category_name ? <Chip size="small" variant="outlined" label={favored.category_name} /> : null;

const RowButtons = ({ favored, onDelete }: { favored: FavoredView; onDelete: RowActions['onDelete'] }) => {
    const t = useMessages(payeeMessages);
    return (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
            {favored.status === 'active' ? (
                <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={payPath(favored)}
                    aria-label={t('payees.list.pay_named', { name: favored.name })}
                >
                    {t('payees.list.pay')}
                </Button>
            ) : (
                <StatusChip vocabulary="entity" value="blocked" />
            )}
            <Button
                size="small"
                component={RouterLink}
                to={editPath(favored)}
                aria-label={t('payees.list.edit_named', { name: favored.name })}
            >
                {t('payees.list.edit')}
            </Button>
            <Button
                size="small"
                color="error"
                onClick={() => onDelete(favored)}
                aria-label={t('payees.list.delete_named', { name: favored.name })}
            >
                {t('payees.list.delete')}
            </Button>
        </Box>
    );
};

const PayeeTable = (actions: RowActions) => {
    const t = useMessages(payeeMessages);
    return (
        <DataTable<FavoredView>
            aria-label={t('payees.list.label')}
            bulkActionButtons={false}
            rowClick={false}
        >
            <DataTable.Col<FavoredView>
                source="favorite"
                label={t('payees.list.columns.favorite')}
                render={(favored) => <Star favored={favored} onStar={actions.onStar} />}
            />
            <DataTable.Col<FavoredView>
                source="name"
                label={t('payees.list.columns.name')}
                render={(favored) => <NameCell favored={favored} />}
            />
            <DataTable.Col<FavoredView>
                source="bank_name"
                label={t('payees.list.columns.bank')}
                render={(favored) => bankText(favored)}
            />
            <DataTable.Col<FavoredView>
                label={t('payees.list.columns.account')}
                disableSort
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(favored) => maskedAccountText(favored)}
            />
            <DataTable.Col<FavoredView>
                label={t('payees.list.columns.category')}
                disableSort
                render={(favored) => <CategoryChip favored={favored} />}
            />
            <DataTable.Col<FavoredView>
                label={t('payees.list.columns.actions')}
                disableSort
                render={(favored) => <RowButtons favored={favored} onDelete={actions.onDelete} />}
            />
        </DataTable>
    );
};

/** Phones: one line per payee (star, name, bank and account), its actions in a menu. */
const PayeeLines = (actions: RowActions) => {
    const t = useMessages(payeeMessages);
    const { data = [] } = useListContext<FavoredView>();
    const [menu, setMenu] = useState<{ anchor: HTMLElement; favored: FavoredView } | null>(null);
    return (
        <>
            <List aria-label={t('payees.list.label')} dense disablePadding>
                {data.map((favored) => (
                    <ListItem
                        key={favored.id}
                        divider
                        disableGutters
                        secondaryAction={
                            <IconButton
                                edge="end"
                                aria-label={t('payees.list.more_named', { name: favored.name })}
                                onClick={(event) => setMenu({ anchor: event.currentTarget, favored })}
                            >
                                <MoreVertIcon />
                            </IconButton>
                        }
                    >
                        <Star favored={favored} onStar={actions.onStar} />
                        <ListItemText
                            sx={{ ml: 1, minWidth: 0 }}
                            primary={favored.nickname || favored.name}
                            secondary={`${favored.bank_code || favored.bank_name} · ${maskedAccountText(favored)}${
                                favored.status === 'blocked' ? ` · ${t('payees.list.blocked')}` : ''
                            }`}
                            slotProps={{
                                primary: { noWrap: true, sx: { fontWeight: 600 } },
                                secondary: { noWrap: true },
                            }}
                        />
                    </ListItem>
                ))}
            </List>
            <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
                {menu?.favored.status === 'active' && (
                    <MenuItem component={RouterLink} to={payPath(menu.favored)}>
                        {t('payees.list.pay')}
                    </MenuItem>
                )}
                {menu && (
                    <MenuItem component={RouterLink} to={editPath(menu.favored)}>
                        {t('payees.list.edit')}
                    </MenuItem>
                )}
                {menu && (
                    <MenuItem
                        onClick={() => {
                            actions.onDelete(menu.favored);
                            setMenu(null);
                        }}
                        sx={{ color: 'error.main' }}
                    >
                        {t('payees.list.delete')}
                    </MenuItem>
                )}
            </Menu>
        </>
    );
};

const useFilters = () => {
    const t = useMessages(payeeMessages);
    const { data: categories = [] } = useGetList<FavoredCategory>('categorias-favorecidos', {
        pagination: { page: 1, perPage: 50 },
    });
    return [
        choiceFilter(
            'category_id',
            t('payees.list.filter.category'),
            t('payees.list.filter.all_categories'),
            categories.map((c) => ({ id: String(c.id), name: c.name })),
        ),
        choiceFilter('favorite', t('payees.list.filter.favorite'), t('payees.list.filter.all'), [
            { id: 'true', name: t('payees.list.filter.only_favorites') },
        ]),
        <TextInput
            key="bank_code"
            source="bank_code"
            label={t('payees.list.filter.bank')}
            alwaysOn
            resettable
            sx={{ width: 150 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, autoComplete: 'off' } }}
        />,
    ];
};

const Empty = () => {
    const t = useMessages(payeeMessages);
    return (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography variant="h6" component="p" gutterBottom>
                {t('payees.list.empty')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('payees.list.empty_help')}
            </Typography>
            <Button
                variant="contained"
                component={RouterLink}
                to="/cadastro-favorecido"
                startIcon={<AddIcon />}
            >
                {t('payees.list.create')}
            </Button>
        </Box>
    );
};

/** The list, or the invitation to register the first payee when there is none at all. */
const Rows = (actions: RowActions & { searching: boolean; onClearSearch: () => void }) => {
    const t = useMessages(payeeMessages);
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const { total, filterValues, isPending } = useListContext();
    if (!isPending && total === 0 && !actions.searching && Object.keys(filterValues).length === 0)
        return <Empty />;
    return (
        <ListStates
            what={t('payees.list.what')}
            loading={t('payees.list.loading')}
            filteredText={t('payees.list.filtered_empty')}
            emptyText={t('payees.list.empty')}
            searching={actions.searching}
            onClearSearch={actions.onClearSearch}
        >
            {narrow ? <PayeeLines {...actions} /> : <PayeeTable {...actions} />}
            <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </ListStates>
    );
};

/**
 * Favorecidos (`/favorecidos`): the user's payees, favourites first. Category, favourites and bank are kept
 * in the URL; the search by name or CPF/CNPJ only while the page is open (design guide).
 */
export const FavoredListPage = () => {
    const t = useMessages(payeeMessages);
    const notify = useNotify();
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    const search = useTransientSearch();
    const filters = useFilters();
    const [deleting, setDeleting] = useState<FavoredView | null>(null);
    const { busy, run } = useBusy();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['favorecidos'] });

    const onStar = (favored: FavoredView) =>
        void dataProvider
            .update('favorecidos', {
                id: favored.id,
                data: { favorite: !favored.favorite },
                previousData: favored,
            })
            .then(
                () => {
                    notify(
                        t(favored.favorite ? 'payees.list.unstarred' : 'payees.list.starred', {
                            name: favored.name,
                        }),
                        {
                            type: 'success',
                        },
                    );
                    refresh();
                },
                // The http layer showed the notice.
                () => undefined,
            );

    const remove = () =>
        run(async () => {
            if (!deleting) return;
            try {
                await dataProvider.delete('favorecidos', { id: deleting.id, previousData: deleting });
                notify(t('payees.list.deleted'), { type: 'success' });
                refresh();
            } catch {
                // The http layer showed the notice.
            }
            setDeleting(null);
        });

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('payees.list.title')} />
            <ListBase<FavoredView>
                resource="favorecidos"
                filter={search.settled ? { q: search.settled } : undefined}
                sort={{ field: 'favorite', order: 'DESC' }}
                perPage={25}
                exporter={false}
            >
                <HeaderRow gap={1}>
                    <ResetPageOn values={[search.settled]} />
                    <ListFilters
                        label={t('payees.list.filters')}
                        filters={filters}
                        search={search}
                        searchHelp={t('payees.list.search_help')}
                        searchWidth={240}
                    />
                    <Button
                        variant="contained"
                        component={RouterLink}
                        to="/cadastro-favorecido"
                        startIcon={<AddIcon />}
                        sx={{ alignSelf: 'flex-start' }}
                    >
                        {t('payees.list.create')}
                    </Button>
                </HeaderRow>
                <Rows
                    onStar={onStar}
                    onDelete={setDeleting}
                    searching={search.settled !== ''}
                    onClearSearch={() => search.setText('')}
                />
            </ListBase>
            <Confirm
                isOpen={deleting !== null}
                loading={busy}
                title={t('payees.list.delete_title', { name: deleting?.name ?? '' })}
                content={t('payees.list.delete_text')}
                confirm={t('payees.list.delete')}
                cancel={t('payees.cancel')}
                confirmColor="warning"
                onConfirm={remove}
                onClose={() => setDeleting(null)}
            />
        </Box>
    );
};
