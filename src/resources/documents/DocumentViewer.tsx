import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { useVerb } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { documentReasonProblem, formatFileSize } from '../../domain/documents';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { FormDialog } from '../../ui/FormDialog';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';
import { StatusChip } from '../../ui/StatusChip';
import { useBusy } from '../../ui/useBusy';
import { type DocumentView, decisionOf, holderDetailsPath, SENDER_ROLE_TEXT } from './api';
import { DocumentFile } from './DocumentFile';
import { failureText } from './failureText';
import { documentMessages } from './messages';

interface Props {
    document: DocumentView;
    onClose: () => void;
    onDecided: (document: DocumentView) => void;
}

/**
 * One document for the back office: who sent it and when, the file, the way to the holder's registration, and
 * Aprovar / Rejeitar (with a reason) unless the signed-in staff member sent it.
 */
export const DocumentViewer = ({ document, onClose, onDecided }: Props) => {
    const t = useMessages(documentMessages);
    const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const notify = useNotify();
    const decideDocument = useVerb<DocumentView>('documentos', 'decide');
    const user = getUser();
    const analysis = decisionOf(document, user);
    const canDecide = analysis === 'allowed';

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
                    decision === 'approve' ? t('documents.viewer.approved') : t('documents.viewer.rejected'),
                    { type: 'success' },
                );
                onDecided(saved);
            } catch (failure) {
                setError(failureText(failure, t('documents.viewer.decide_failed')));
            }
        });

    const none = t('documents.common.not_available');
    const pairs: [string, string][] = [
        [t('documents.viewer.fields.holder'), document.person?.name ?? none],
        [
            t('documents.viewer.fields.document'),
            document.person ? formatDocument(document.person.document) : none,
        ],
        [t('documents.viewer.fields.file'), `${document.file_name} · ${formatFileSize(document.size)}`],
        [t('documents.viewer.fields.sent_at'), formatDateTime(document.created_at)],
        [
            t('documents.viewer.fields.sent_by'),
            document.uploaded_by_name
                ? t('documents.viewer.fields.sender', {
                      name: document.uploaded_by_name,
                      role: t(SENDER_ROLE_TEXT[document.uploaded_by_role ?? 'holder']),
                  })
                : none,
        ],
    ];
    if (document.owner_document)
        pairs.push([t('documents.viewer.fields.owner_cpf'), formatDocument(document.owner_document)]);
    if (document.decided_at)
        pairs.push([
            t('documents.viewer.fields.decided_at'),
            t('documents.viewer.fields.decided_value', {
                date: formatDateTime(document.decided_at),
                name: document.decided_by_name ?? none,
            }),
        ]);
    if (document.reason) pairs.push([t('documents.common.reject_reason'), document.reason]);

    return (
        <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 2 }} role="region" aria-labelledby="document-title">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography id="document-title" variant="h6" component="h3" sx={{ flex: 1 }}>
                    {document.type_label}
                </Typography>
                <StatusChip vocabulary="document" value={document.status} />
                <IconButton aria-label={t('documents.viewer.close')} onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <DescriptionList pairs={pairs} label={t('documents.viewer.details')} />
            {user?.permissions.includes(PERMISSIONS.accountIndex) && (
                <Link component={RouterLink} to={holderDetailsPath(document.person_id)}>
                    {t('documents.viewer.open_holder')}
                </Link>
            )}
            {analysis === 'own' && (
                <Alert severity="info" sx={{ mt: 2 }}>
                    {t('documents.viewer.own_document')}
                </Alert>
            )}
            <Box sx={{ my: 2 }}>
                <DocumentFile document={document} />
            </Box>
            {canDecide && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button variant="contained" onClick={() => setDialog('approve')}>
                        {t('documents.viewer.approve')}
                    </Button>
                    <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                        {t('documents.viewer.reject')}
                    </Button>
                </Box>
            )}
            <FormDialog
                id={`document-${document.id}-approve`}
                open={dialog === 'approve'}
                title={t('documents.viewer.approve_title')}
                submitLabel={t('documents.viewer.approve')}
                busy={busy}
                error={error}
                onClose={() => setDialog(null)}
                onSubmit={() => decide('approve')}
            >
                <DialogContentText>
                    {t('documents.viewer.approve_question', {
                        type: document.type_label,
                        name: document.person?.name ?? t('documents.viewer.holder'),
                    })}
                </DialogContentText>
            </FormDialog>
            <RejectReasonDialog
                key={document.id}
                id={`document-${document.id}-reject`}
                open={dialog === 'reject'}
                title={t('documents.viewer.reject_title')}
                text={t('documents.viewer.reject_text')}
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
