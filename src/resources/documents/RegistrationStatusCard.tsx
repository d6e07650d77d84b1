import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { asLoad, useRead } from '../../dataProvider/hooks';
import type { RequirementState } from '../../domain/documents';
import { textOf, useMessages } from '../../i18n';
import { type AccountView, useHolderAccounts } from '../accounts';
import type { HolderDocuments } from './api';
import { documentMessages } from './messages';
import { isDocumentStaff } from './useHolderDocuments';

const STATE_TEXT = {
    missing: 'documents.home.state.missing',
    rejected: 'documents.home.state.rejected',
    sent: 'documents.home.state.sent',
    approved: 'documents.home.state.approved',
} as const satisfies Record<RequirementState, string>;

/**
 * One pending registration on the home page: what the bank still needs, and the way to the upload page.
 * `minor` is the name of a minor the signed-in adult is responsible for: the card then says whose account it
 * is, and the upload page is the minor's.
 */
const RegistrationStatusCard = ({ personId, minor }: { personId: number; minor?: string }) => {
    const t = useMessages(documentMessages);
    const load = asLoad(useRead<HolderDocuments>('documentos', 'forPerson', { id: personId }));
    if (load.status !== 'ready' || load.data.person.status !== 'pending') return null;
    const open = load.data.requirements.filter((r) => r.state !== 'approved');
    const toSend = open.filter((r) => r.state === 'missing' || r.state === 'rejected');
    const titleId = `registration-title-${personId}`;
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby={titleId}
            sx={{ mt: 2, borderColor: 'warning.main' }}
        >
            <CardContent>
                <Typography id={titleId} variant="h6" component="h2">
                    {minor ? t('documents.home.minor.title', { name: minor }) : t('documents.home.title')}
                </Typography>
                <Typography color="text.secondary">
                    {minor
                        ? t(
                              toSend.length > 0
                                  ? 'documents.home.minor.to_send'
                                  : 'documents.home.minor.received',
                              {
                                  name: minor,
                              },
                          )
                        : t(toSend.length > 0 ? 'documents.home.to_send' : 'documents.home.received')}
                </Typography>
                {open.length > 0 && (
                    <List
                        dense
                        aria-label={
                            minor ? t('documents.home.minor.list', { name: minor }) : t('documents.home.list')
                        }
                    >
                        {open.map(({ label, state }) => (
                            <ListItem key={label} disableGutters>
                                <ListItemText primary={label} secondary={t(STATE_TEXT[state])} />
                            </ListItem>
                        ))}
                    </List>
                )}
            </CardContent>
            {toSend.length > 0 && (
                <CardActions>
                    <Button
                        component={RouterLink}
                        to={minor ? `/upload-de-documentos?person=${personId}` : '/upload-de-documentos'}
                        variant="contained"
                    >
                        {minor
                            ? t('documents.home.minor.send', { name: minor })
                            : t('documents.common.send_documents')}
                    </Button>
                </CardActions>
            )}
        </Card>
    );
};

/** The minors whose pending accounts this adult operates (their accounts come with the adult's own). */
const text = textOf(documentMessages);

const pendingMinors = (accounts: AccountView[], ownPersonId: number) => {
    const minors = new Map<number, string>();
    for (const account of accounts) {
        if (account.person_id !== ownPersonId && account.status === 'pending')
            minors.set(account.person_id, account.holder?.name ?? text('documents.home.minor.someone'));
    }
    return [...minors];
};

/**
 * The home page of a holder: their own registration while it is pending, and each pending minor's. Nothing for
 * staff, for an active holder, or while loading (the home page does not wait for it).
 */
export const RegistrationStatusCards = () => {
    const user = getUser();
    const holder = !!user && !isDocumentStaff() && user.permissions.includes(PERMISSIONS.documentIndex);
    const accounts = useHolderAccounts(holder ? user.person_id : null);
    if (!holder || !user) return null;
    const minors = accounts.data ? pendingMinors(accounts.data, user.person_id) : [];
    return (
        <>
            <RegistrationStatusCard personId={user.person_id} />
            {minors.map(([personId, name]) => (
                <RegistrationStatusCard key={personId} personId={personId} minor={name} />
            ))}
        </>
    );
};
