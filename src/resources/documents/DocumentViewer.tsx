import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { asLoad, useRead, useVerb } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { DOCUMENT_UPLOAD_MESSAGES, documentReasonProblem, formatFileSize } from '../../domain/documents';
import { statusInfo } from '../../domain/statuses';
import { isHttpError } from '../../http/HttpError';
import { DescriptionList } from '../../ui/DescriptionList';
import { FormDialog } from '../../ui/FormDialog';
import { Loading } from '../../ui/LoadStates';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';
import { useBusy } from '../../ui/useBusy';
import type { DocumentView } from './api';

const failureText = (error: unknown) => {
    const body = isHttpError(error)
        ? (error.body as { message?: string; errors?: Record<string, string[]> })
        : null;
    const field = body?.errors && Object.values(body.errors)[0]?.[0];
    return field ?? body?.message ?? DOCUMENT_UPLOAD_MESSAGES.uploadFailed;
};

/** The file itself: the image large, or the PDF embedded with a link to open it; the reason when it is absent. */
const FileView = ({ document }: { document: DocumentView }) => {
    const file = asLoad(useRead<Blob>('documentos', 'file', { id: document.id, quiet: true }));
    const [url, setUrl] = useState<string | null>(null);
    const blob = file.status === 'ready' ? file.data : null;
    useEffect(() => {
        if (!blob || typeof URL.createObjectURL !== 'function') return;
        const made = URL.createObjectURL(blob);
        setUrl(made);
        return () => URL.revokeObjectURL(made);
    }, [blob]);

    if (file.status === 'loading') return <Loading label="Carregando o arquivo…" />;
    if (file.status === 'error') {
        return (
            <>
                <Alert severity="info" sx={{ mb: 1 }}>
                    {failureText(file.error)}
                </Alert>
                {document.preview && (
                    <Box
                        component="img"
                        src={document.preview}
                        alt={`Miniatura de ${document.file_name}`}
                        sx={{ maxWidth: '100%' }}
                    />
                )}
            </>
        );
    }
    if (!url) return null;
    if (document.mime === 'application/pdf') {
        return (
            <>
                <Button href={url} target="_blank" rel="noopener" variant="outlined" sx={{ mb: 1 }}>
                    Abrir o PDF em outra aba
                </Button>
                <Box
                    component="object"
                    data={url}
                    type="application/pdf"
                    aria-label={document.file_name}
                    sx={{ width: '100%', height: 420 }}
                />
            </>
        );
    }
    return (
        <Box
            component="img"
            src={url}
            alt={`${document.type_label}: ${document.file_name}`}
            sx={{ maxWidth: '100%', borderRadius: 1 }}
        />
    );
};

interface Props {
    document: DocumentView;
    onClose: () => void;
    onDecided: (document: DocumentView) => void;
}

/** One document for the back office: who sent it, the file, and Aprovar / Rejeitar (with a reason). */
export const DocumentViewer = ({ document, onClose, onDecided }: Props) => {
    const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const notify = useNotify();
    const decideDocument = useVerb<DocumentView>('documentos', 'decide');
    const canDecide =
        (getUser()?.permissions.includes(PERMISSIONS.documentApprove) ?? false) &&
        document.status === 'pending';
    const status = statusInfo('document', document.status);

    const decide = (decision: 'approve' | 'reject', reason?: string) =>
        void run(async () => {
            try {
                const saved = await decideDocument.mutateAsync({
                    id: document.id,
                    data: decision === 'reject' ? { decision, reason } : { decision },
                    quiet: true,
                });
                setDialog(null);
                notify(
                    decision === 'approve'
                        ? 'Documento aprovado.'
                        : 'Documento rejeitado. O titular foi avisado.',
                    {
                        type: 'success',
                    },
                );
                onDecided(saved);
            } catch (failure) {
                setError(failureText(failure));
            }
        });

    const pairs: [string, string][] = [
        ['Titular', document.person?.name ?? 'N/A'],
        ['CPF/CNPJ', document.person ? formatDocument(document.person.document) : 'N/A'],
        ['Arquivo', `${document.file_name} · ${formatFileSize(document.size)}`],
        ['Enviado em', formatDateTime(document.created_at)],
        ['Enviado por', document.uploaded_by_name ?? 'N/A'],
    ];
    if (document.owner_document) pairs.push(['CPF do dono', formatDocument(document.owner_document)]);
    if (document.decided_at)
        pairs.push([
            'Analisado em',
            `${formatDateTime(document.decided_at)} por ${document.decided_by_name ?? 'N/A'}`,
        ]);
    if (document.reason) pairs.push(['Motivo da rejeição', document.reason]);

    return (
        <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 2 }} role="region" aria-labelledby="document-title">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography id="document-title" variant="h6" component="h3" sx={{ flex: 1 }}>
                    {document.type_label}
                </Typography>
                <Chip size="small" color={status.color} label={status.label} />
                <IconButton aria-label="Fechar" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <DescriptionList pairs={pairs} label="Dados do documento" />
            <Box sx={{ my: 2 }}>
                <FileView document={document} />
            </Box>
            {canDecide && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button variant="contained" onClick={() => setDialog('approve')}>
                        Aprovar
                    </Button>
                    <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                        Rejeitar
                    </Button>
                </Box>
            )}
            <FormDialog
                id={`document-${document.id}-approve`}
                open={dialog === 'approve'}
                title="Aprovar documento"
                submitLabel="Aprovar"
                busy={busy}
                error={error}
                onClose={() => setDialog(null)}
                onSubmit={() => decide('approve')}
            >
                <DialogContentText>
                    Aprovar {document.type_label} de {document.person?.name ?? 'titular'}?
                </DialogContentText>
            </FormDialog>
            <RejectReasonDialog
                key={document.id}
                id={`document-${document.id}-reject`}
                open={dialog === 'reject'}
                title="Rejeitar documento"
                text="O titular recebe o motivo e um link para enviar o documento de novo."
                busy={busy}
                check={documentReasonProblem}
                error={error}
                onClose={() => {
                    setDialog(null);
                    setError(undefined);
                }}
                onReject={(reason) => decide('reject', reason)}
            />
        </Box>
    );
};
