import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { useVerb } from '../../dataProvider/hooks';
import { documentReasonProblem } from '../../domain/documents';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';
import { useBusy } from '../../ui/useBusy';
import type { DocumentView } from './api';
import { failureText } from './failureText';
import { documentMessages } from './messages';

type Decision = 'approve' | 'reject';

/**
 * "Aprovar selecionados" and "Rejeitar selecionados" for the list's selected documents (inside a
 * `<BulkActionsToolbar>`): one confirmation, or one reason for all, then one call per document through the
 * data provider. The decided ones leave the selection; each one the bank refused is listed with its reason.
 */
export const BulkDecisionButtons = ({ onFailures }: { onFailures: (lines: string[]) => void }) => {
    const t = useMessages(documentMessages);
    const { selectedIds, data = [], onSelect, refetch } = useListContext<DocumentView>();
    const decide = useVerb<DocumentView>('documentos', 'decide');
    const notify = useNotify();
    const { busy, run } = useBusy();
    const [dialog, setDialog] = useState<Decision | null>(null);

    const decideAll = (decision: Decision, reason?: string) =>
        void run(async () => {
            const refused: DocumentView['id'][] = [];
            const lines: string[] = [];
            for (const id of selectedIds) {
                try {
                    await decide.mutateAsync({
                        id,
                        data: decision === 'reject' ? { decision, reason } : { decision },
                        quiet: true,
                    });
                } catch (failure) {
                    const doc = data.find((row) => row.id === id);
                    refused.push(id);
                    lines.push(
                        t('documents.page.bulk.failed', {
                            type: doc?.type_label ?? `#${id}`,
                            name: doc?.person?.name ?? t('documents.common.not_available'),
                            reason: failureText(failure, t('documents.viewer.decide_failed')),
                        }),
                    );
                }
            }
            const done = selectedIds.length - refused.length;
            setDialog(null);
            onSelect(refused);
            onFailures(lines);
            if (done > 0) {
                notify(
                    t(
                        decision === 'approve'
                            ? 'documents.page.bulk.approved'
                            : 'documents.page.bulk.rejected',
                        {
                            smart_count: done,
                        },
                    ),
                    { type: 'success' },
                );
            }
            void refetch();
        });

    const count = selectedIds.length;
    return (
        <>
            <Button variant="contained" size="small" onClick={() => setDialog('approve')}>
                {t('documents.page.bulk.approve')}
            </Button>
            <Button variant="outlined" size="small" color="error" onClick={() => setDialog('reject')}>
                {t('documents.page.bulk.reject')}
            </Button>
            <FormDialog
                id="documents-bulk-approve"
                open={dialog === 'approve'}
                title={t('documents.page.bulk.approve_title')}
                submitLabel={t('documents.viewer.approve')}
                busy={busy}
                onClose={() => setDialog(null)}
                onSubmit={() => decideAll('approve')}
            >
                <DialogContentText>
                    {t('documents.page.bulk.approve_question', { smart_count: count })}
                </DialogContentText>
            </FormDialog>
            <RejectReasonDialog
                id="documents-bulk-reject"
                open={dialog === 'reject'}
                title={t('documents.page.bulk.reject_title')}
                text={t('documents.page.bulk.reject_text')}
                busy={busy}
                check={documentReasonProblem}
                onClose={() => setDialog(null)}
                onReject={(reason) => decideAll('reject', reason)}
            />
        </>
    );
};

/** What the last bulk decision could not do, one line per document, until it is closed or a new one runs. */
export const BulkFailures = ({ lines, onClose }: { lines: string[]; onClose: () => void }) =>
    lines.length === 0 ? null : (
        <Alert severity="warning" onClose={onClose} sx={{ mb: 2 }}>
            {lines.map((line) => (
                <div key={line}>{line}</div>
            ))}
        </Alert>
    );
