import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { statusLabel } from '../../domain/statuses';
import { DescriptionList } from '../../ui/DescriptionList';
import { FocusedHeading } from '../../ui/FocusedHeading';
import type { Registration, RegistrationMode } from './wizard/types';

interface Props {
    registration: Registration;
    mode: RegistrationMode;
    holder: string;
    /** Who signs in (public): the login page opens with it filled. */
    username?: string;
    restart: () => void;
}

/** The end of a wizard: the account opened, the documents still to send, and where to go next. */
export const RegistrationResult = ({ registration, mode, holder, username, restart }: Props) => {
    const { account, required_documents: documents } = registration;
    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            <FocusedHeading component="h2">Cadastro recebido</FocusedHeading>
            <Alert severity="success">
                {mode === 'staff'
                    ? 'A conta foi aberta e fica pendente até a análise dos documentos.'
                    : 'Sua conta foi aberta e fica pendente até a análise dos documentos. Você já pode entrar e enviá-los.'}
            </Alert>
            <DescriptionList
                label="Conta aberta"
                pairs={[
                    ['Titular', holder],
                    ['Agência', account.agency],
                    ['Conta', `${account.number}-${account.digit}`],
                    ['Situação', statusLabel('entity', account.status)],
                ]}
            />
            {documents.length > 0 && (
                <Box component="section" aria-labelledby="required-documents">
                    <Typography id="required-documents" variant="subtitle1" component="h3">
                        Documentos a enviar
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                        {documents.map((document) => (
                            <li key={document.label}>
                                <Typography variant="body2">{document.label}</Typography>
                            </li>
                        ))}
                    </Box>
                </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {mode === 'staff' ? (
                    <>
                        <Button
                            variant="contained"
                            component={RouterLink}
                            to={`/upload-de-documentos?person=${registration.person_id}`}
                        >
                            Enviar documentos
                        </Button>
                        <Button onClick={restart}>Abrir outro cadastro</Button>
                    </>
                ) : (
                    <Button variant="contained" component={RouterLink} to="/login" state={{ username }}>
                        Entrar
                    </Button>
                )}
            </Box>
        </Box>
    );
};
