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
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import type { CertificateView } from './api';
import { CertificateDrop } from './CertificateDrop';
import { CertificateList } from './CertificateList';
import { certificatePairs } from './CertificateSummary';
import { certificateMessages } from './messages';

type Errors = { file?: string; password?: string };

const ResultCard = ({ certificate }: { certificate: CertificateView }) => {
    const t = useMessages(certificateMessages);
    return (
        <Card variant="outlined" component="section" aria-labelledby="certificado-importado" sx={{ mb: 3 }}>
            <CardContent>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                    <FocusedHeading id="certificado-importado" component="h3">
                        {t('certificate.result.title')}
                    </FocusedHeading>
                    <StatusChip vocabulary="certificate" value={certificate.state} />
                </Box>
                <DescriptionList
                    pairs={certificatePairs(certificate)}
                    label={t('certificate.result.details')}
                />
            </CardContent>
        </Card>
    );
};

/** `/importar-certificado`: import the holder's A1 certificate (.pfx/.p12 and its password), list and remove. */
export const CertificateImportPage = () => {
    const t = useMessages(certificateMessages);
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
            notify(t('certificate.remove.done', { serial: removing.serial }), { type: 'success' });
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
            <Title title={t('certificate.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('certificate.heading')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('certificate.intro')}
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
                        {t('certificate.form.title')}
                    </Typography>
                    <form onSubmit={submit} noValidate>
                        <Stack spacing={2}>
                            <CertificateDrop file={file} onFile={choose} error={errors.file} />
                            <PasswordField
                                label={t('certificate.form.password')}
                                value={password}
                                onChange={(value) => {
                                    setPassword(value);
                                    setErrors((current) => ({ ...current, password: undefined }));
                                }}
                                error={errors.password}
                                help={t('certificate.form.password_help')}
                                // Not the bank's own login password: keep the browser from filling it in.
                                autoComplete="new-password"
                                showLabel={t('certificate.form.show_password')}
                                hideLabel={t('certificate.form.hide_password')}
                            />
                            <Alert severity="info" variant="outlined">
                                {t('certificate.form.privacy')}
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
                                    {t('certificate.form.submit')}
                                </Button>
                            </Box>
                        </Stack>
                    </form>
                </CardContent>
            </Card>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('certificate.list.title')}
            </Typography>
            {list.status === 'loading' && !loaded && <Loading label={t('certificate.list.loading')} />}
            {list.status === 'error' && <LoadFailed what={t('certificate.list.what')} onRetry={list.retry} />}
            {loaded && certificates.length === 0 && (
                <Typography color="text.secondary">{t('certificate.list.empty')}</Typography>
            )}
            {certificates.length > 0 && (
                <CertificateList certificates={certificates} onRemove={setRemoving} />
            )}
            <Confirm
                isOpen={removing !== null}
                loading={busy}
                title={t('certificate.remove.title')}
                content={
                    removing
                        ? t('certificate.remove.content', {
                              name: removing.holder_name,
                              serial: removing.serial,
                          })
                        : ''
                }
                confirm={t('certificate.remove.confirm')}
                cancel={t('certificate.remove.cancel')}
                confirmColor="warning"
                onConfirm={remove}
                onClose={() => setRemoving(null)}
            />
        </Box>
    );
};
