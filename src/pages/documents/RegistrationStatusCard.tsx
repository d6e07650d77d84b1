import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PERMISSIONS } from '../../authProvider/permissions';
import { getUser } from '../../authProvider/session';
import { useLoad } from '../../components/useLoad';
import type { RequirementState } from '../../domain/documents';
import { documentsApi } from './api';
import { isDocumentStaff } from './useHolderDocuments';

const STATE_TEXT: Record<RequirementState, string> = {
    missing: 'Falta enviar',
    rejected: 'Rejeitado: envie novamente',
    sent: 'Enviado, em análise',
    approved: 'Aprovado',
};

/**
 * The home page of a holder whose registration is still pending: what the bank needs, and the way to the
 * upload page. Nothing for staff, for an active holder, or while loading (the home page does not wait for it).
 */
export const RegistrationStatusCard = () => {
    const user = getUser();
    const holder = !!user && !isDocumentStaff() && user.permissions.includes(PERMISSIONS.documentIndex);
    const load = useLoad(holder ? `registration-${user.person_id}` : null, (signal) =>
        documentsApi.forPerson(user?.person_id as number, signal),
    );
    if (load.status !== 'ready' || load.data.person.status !== 'pending') return null;
    const open = load.data.requirements.filter((r) => r.state !== 'approved');
    const toSend = open.filter((r) => r.state === 'missing' || r.state === 'rejected');
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby="registration-title"
            sx={{ mt: 2, borderColor: 'warning.main' }}
        >
            <CardContent>
                <Typography id="registration-title" variant="h6" component="h2">
                    Seu cadastro está em análise
                </Typography>
                <Typography color="text.secondary">
                    {toSend.length > 0
                        ? 'Para concluir a abertura da conta, envie os documentos que faltam.'
                        : 'Recebemos seus documentos. Avisaremos quando a análise terminar.'}
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
                    <Button component={RouterLink} to="/upload-de-documentos" variant="contained">
                        Enviar documentos
                    </Button>
                </CardActions>
            )}
        </Card>
    );
};
