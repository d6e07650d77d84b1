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
import { type AccountView, useHolderAccounts } from '../accounts';
import type { HolderDocuments } from './api';
import { isDocumentStaff } from './useHolderDocuments';

const STATE_TEXT: Record<RequirementState, string> = {
    missing: 'Falta enviar',
    rejected: 'Rejeitado: envie novamente',
    sent: 'Enviado, em análise',
    approved: 'Aprovado',
};

/**
 * One pending registration on the home page: what the bank still needs, and the way to the upload page.
 * `name` is set for a minor the signed-in adult is responsible for (then the upload page is the minor's).
 */
const RegistrationStatusCard = ({ personId, name }: { personId: number; name?: string }) => {
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
                    {name ? `O cadastro de ${name} está em análise` : 'Seu cadastro está em análise'}
                </Typography>
                <Typography color="text.secondary">
                    {toSend.length > 0
                        ? 'Para concluir a abertura da conta, envie os documentos que faltam.'
                        : 'Recebemos os documentos. Avisaremos quando a análise terminar.'}
                </Typography>
                {open.length > 0 && (
                    <List dense aria-label="Documentos do cadastro">
                        {open.map(({ label, state }) => (
                            <ListItem key={label} disableGutters>
                                <ListItemText primary={label} secondary={STATE_TEXT[state]} />
                            </ListItem>
                        ))}
                    </List>
                )}
            </CardContent>
            {toSend.length > 0 && (
                <CardActions>
                    <Button
                        component={RouterLink}
                        to={name ? `/upload-de-documentos?person=${personId}` : '/upload-de-documentos'}
                        variant="contained"
                    >
                        Enviar documentos
                    </Button>
                </CardActions>
            )}
        </Card>
    );
};

/** The minors whose pending accounts this adult operates (their accounts come with the adult's own). */
const pendingMinors = (accounts: AccountView[], ownPersonId: number) => {
    const minors = new Map<number, string>();
    for (const account of accounts) {
        if (account.person_id !== ownPersonId && account.status === 'pending')
            minors.set(account.person_id, account.holder?.name ?? 'menor');
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
                <RegistrationStatusCard key={personId} personId={personId} name={name} />
            ))}
        </>
    );
};
