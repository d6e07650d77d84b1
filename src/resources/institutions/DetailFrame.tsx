import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, RecordContextProvider, Title, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { InstitutionEvent } from '../../contract/accounts';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import { institutionMessages } from './messages';
import { History, useIdParam } from './parts';

interface Shown {
    id: number;
    name: string;
    status: string;
    history?: InstitutionEvent[];
}

interface Props<T extends Shown> {
    resource: 'bancos' | 'agencias';
    /** The list to go back to (no id, unknown id, after deleting). */
    listPath: string;
    title: (record: T) => string;
    dataLabel: string;
    pairs: (record: T) => (readonly [string, string])[];
    figures: (record: T) => ReactNode;
    children: (record: T) => ReactNode;
    edit?: string;
    add?: { label: string; to: (record: T) => string };
    remove?: { label: string; done: string };
}

/**
 * An institution's page (`?id=`): name and situation with its actions (edit, add a child, delete, which the bank
 * refuses while it has units, accounts or money, saying why), its data, its figures, its children and history.
 */
export const DetailFrame = <T extends Shown>(props: Props<T>) => {
    const t = useMessages(institutionMessages);
    const id = useIdParam();
    const { data, isPending, error, refetch } = useGetOne<T>(
        props.resource,
        { id: id ?? 0 },
        { enabled: id !== null, retry: false },
    );
    if (id === null || (error as { status?: number } | null)?.status === 404)
        return (
            <Alert severity="info" sx={{ mt: 2 }}>
                {t(id === null ? 'institutions.detail.missing_id' : 'institutions.detail.not_found')}{' '}
                <RouterLink to={props.listPath}>{props.dataLabel}</RouterLink>
            </Alert>
        );
    if (error) return <LoadFailed what={props.dataLabel} onRetry={() => void refetch()} />;
    if (isPending || !data) return <Loading label={t('institutions.list.loading')} shape="rows" />;
    return (
        <RecordContextProvider value={data}>
            <Box sx={{ py: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <Title title={props.title(data)} />
                <HeaderRow>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                            {props.title(data)}
                        </Typography>
                        <StatusChip vocabulary="entity" value={data.status} />
                    </Box>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        {props.edit && (
                            <Button
                                component={RouterLink}
                                to={`${props.edit}?id=${data.id}`}
                                variant="outlined"
                                size="small"
                                startIcon={<EditOutlined />}
                            >
                                {t('institutions.action.edit')}
                            </Button>
                        )}
                        {props.add && (
                            <Button
                                component={RouterLink}
                                to={props.add.to(data)}
                                variant="contained"
                                size="small"
                                startIcon={<AddIcon />}
                            >
                                {props.add.label}
                            </Button>
                        )}
                        {props.remove && (
                            <DeleteWithConfirmButton
                                resource={props.resource}
                                label={props.remove.label}
                                confirmTitle={props.remove.label}
                                confirmContent={t('institutions.action.delete_confirm', { name: data.name })}
                                mutationMode="pessimistic"
                                redirect={props.listPath}
                                successMessage={props.remove.done}
                                variant="outlined"
                            />
                        )}
                    </Box>
                </HeaderRow>
                {props.figures(data)}
                <Card variant="outlined">
                    <CardContent>
                        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                            {props.dataLabel}
                        </Typography>
                        <DescriptionList pairs={props.pairs(data)} label={props.dataLabel} />
                    </CardContent>
                </Card>
                {props.children(data)}
                <Card variant="outlined">
                    <CardContent>
                        <History events={data.history ?? []} />
                    </CardContent>
                </Card>
            </Box>
        </RecordContextProvider>
    );
};
