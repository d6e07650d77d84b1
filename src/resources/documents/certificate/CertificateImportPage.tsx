import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Confirm, Title, useGetList, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { PasswordField } from '../../../authProvider/public/PasswordField';
import { asLoad, useVerb } from '../../../dataProvider/hooks';
import { CERTIFICATE_MESSAGES, certificateFileProblem } from '../../../domain/certificates';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import type { CertificateView } from './api';
import { CertificateDrop } from './CertificateDrop';
import { CertificateList } from './CertificateList';
import { certificatePairs, stateInfo } from './CertificateSummary';

type Errors = { file?: string; password?: string };

const ResultCard = ({ certificate }: { certificate: CertificateView }) => (
    <Card variant="outlined" component="section" aria-labelledby="certificado-importado" sx={{ mb: 3 }}>
        <CardContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                <FocusedHeading id="certificado-importado" component="h3">
                    Certificado importado
                </FocusedHeading>
                <StatusChip status={stateInfo(certificate.state)} />
            </Box>
            <DescriptionList pairs={certificatePairs(certificate)} label="Dados do certificado importado" />
        </CardContent>
    </Card>
);

/** `/importar-certificado`: import the holder's A1 certificate (.pfx/.p12 and its password), list and remove. */
export const CertificateImportPage = () => {
    const notify = useNotify();
    const [file, setFile] = useState<File | null>(null);
    const [password, setPassword] = useState('');
    const [errors, setErrors] = useState<Errors>({});
    const [sending, setSending] = useState(false);
    const [imported, setImported] = useState<CertificateView | null>(null);
    const [removing, setRemoving] = useState<CertificateView | null>(null);
    const [busy, setBusy] = useState(false);
    const query = useGetList<CertificateView>('certificados', { pagination: { page: 1, perPage: 100 } });
    const list = asLoad(query);
    // A reload keeps the list on screen until the new one arrives.
    const loaded = query.data;
    const importCertificate = useVerb<CertificateView>('certificados', 'import');
    const removeCertificate = useVerb('certificados', 'remove');

    const choose = (picked: File) => {
        const problem = certificateFileProblem(picked);
        setErrors((current) => ({ ...current, file: problem ?? undefined }));
        if (!problem) setFile(picked);
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found: Errors = {};
        if (!file) found.file = CERTIFICATE_MESSAGES.fileRequired;
        if (!password) found.password = CERTIFICATE_MESSAGES.passwordRequired;
        setErrors(found);
        if (!file || found.password) return;
        setSending(true);
        try {
            const body = new FormData();
            body.append('file', file);
            body.append('password', password);
            const certificate = await importCertificate.mutateAsync({ data: body });
            setImported(certificate);
            setFile(null);
            setPassword('');
            void query.refetch();
        } catch (failure) {
            // The file and the password stay as they were, to be corrected.
            setErrors(serverFieldErrors(failure));
        } finally {
            setSending(false);
        }
    };

    const remove = async () => {
        if (!removing) return;
        setBusy(true);
        try {
            await removeCertificate.mutateAsync({ id: removing.id });
            notify(`Certificado série ${removing.serial} removido.`, { type: 'success' });
            if (imported?.id === removing.id) setImported(null);
            void query.refetch();
        } catch {
            // The http layer showed the failure with its code.
        } finally {
            setBusy(false);
            setRemoving(null);
        }
    };

    const certificates = loaded ?? [];
    return (
        <Box sx={{ py: 2, maxWidth: 840 }}>
            <Title title="Importar certificado" />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                Importar certificado digital A1
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                O certificado A1 (e-CNPJ ou e-CPF) é o arquivo que identifica a sua empresa ou você para
                assinar e transmitir documentos pelo banco, sem token nem cartão.
            </Typography>
            {imported && <ResultCard certificate={imported} />}
            <Card
                variant="outlined"
                component="section"
                aria-labelledby="importar-certificado"
                sx={{ mb: 3 }}
            >
                <CardContent>
                    <Typography id="importar-certificado" variant="h6" component="h3" sx={{ mb: 2 }}>
                        Novo certificado
                    </Typography>
                    <form onSubmit={submit} noValidate>
                        <Stack spacing={2}>
                            <CertificateDrop file={file} onFile={choose} error={errors.file} />
                            <PasswordField
                                label="Senha do certificado"
                                value={password}
                                onChange={(value) => {
                                    setPassword(value);
                                    setErrors((current) => ({ ...current, password: undefined }));
                                }}
                                error={errors.password}
                                help="A senha definida quando o certificado foi exportado."
                                // Not the bank's own login password: keep the browser from filling it in.
                                autoComplete="new-password"
                                showLabel="Mostrar a senha do certificado"
                                hideLabel="Ocultar a senha do certificado"
                            />
                            <Alert severity="info" variant="outlined">
                                O arquivo é aberto só para ler os dados do certificado: a chave privada e a
                                senha não ficam guardadas.
                            </Alert>
                            <Box>
                                <Button
                                    type="submit"
                                    variant="contained"
                                    size="large"
                                    disabled={sending}
                                    startIcon={
                                        sending ? <CircularProgress size={18} color="inherit" /> : undefined
                                    }
                                >
                                    Importar certificado
                                </Button>
                            </Box>
                        </Stack>
                    </form>
                </CardContent>
            </Card>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                Certificados importados
            </Typography>
            {list.status === 'loading' && !loaded && <Loading label="Carregando seus certificados…" />}
            {list.status === 'error' && <LoadFailed what="seus certificados" onRetry={list.retry} />}
            {loaded && certificates.length === 0 && (
                <Typography color="text.secondary">Nenhum certificado importado ainda.</Typography>
            )}
            {certificates.length > 0 && (
                <CertificateList certificates={certificates} onRemove={setRemoving} />
            )}
            <Confirm
                isOpen={removing !== null}
                loading={busy}
                title="Remover certificado?"
                content={
                    removing
                        ? `O certificado de ${removing.holder_name} (série ${removing.serial}) deixa de ser usado pelo banco. Para usá-lo de novo, importe o arquivo outra vez.`
                        : ''
                }
                confirm="Remover"
                cancel="Cancelar"
                confirmColor="warning"
                onConfirm={remove}
                onClose={() => setRemoving(null)}
            />
        </Box>
    );
};
