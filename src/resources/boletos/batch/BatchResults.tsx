import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { count } from '../../../domain/text';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { RefusedLines } from '../../../ui/csvBatch/RefusedLines';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { INVOICES } from '../invoices/api';
import type { BatchAnswer, BatchView } from './api';
import { batchMessages } from './messages';
import { Problems } from './Problems';
import { validationMessages } from './text';

interface Props {
    answer: BatchAnswer;
    /** Lines of the file that were not sent (they had problems). */
    notSent: number;
    /** How a result's line is named: 'Linha 4' for a file, the payer for a fixed batch. */
    labelOf: (line: number) => string;
    onRegistered: (batch: BatchView, registered: number) => void;
    /** Only offered when nothing was drafted: what was typed is still there. */
    onBack: () => void;
}

/**
 * The bank's answer to a batch: the drafts it made and the lines it refused. "Registrar lote" (after a
 * confirmation with the count and the total) turns the drafts into payable boletos; until then they wait as
 * Rascunho in Boletos gerados, where they can be deleted.
 */
export const BatchResults = ({ answer, notSent, labelOf, onRegistered, onBack }: Props) => {
    const t = useMessages(batchMessages);
    const { batch } = answer;
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const [problems, setProblems] = useState<string[]>([]);
    const confirmation = useConfirmation();
    // Registers the batch's drafts: from here on they are payable boletos.
    const registerBatch = useVerb<{ batch: BatchView; registered: number }>(INVOICES, 'process');
    const boletos = t('boleto_batch.common.boletos', {
        smart_count: batch.invoice_count,
        count: count(batch.invoice_count),
    });

    const register = async () => {
        setBusy(true);
        setProblems([]);
        try {
            const done = await confirmation.send((key) =>
                registerBatch.mutateAsync({ data: { batch_id: batch.id }, idempotencyKey: key }),
            );
            onRegistered(done.batch, done.registered);
        } catch (error) {
            // The notice came from the http layer; the drafts are untouched and the button stays.
            setProblems(isLostResponse(error) ? [NOT_CONFIRMED] : validationMessages(error));
            setBusy(false);
            setConfirming(false);
        }
    };

    return (
        <Stack spacing={2}>
            <FocusedHeading component="h2">
                {t('boleto_batch.results.heading', { id: batch.id })}
            </FocusedHeading>
            {batch.invoice_count > 0 ? (
                <Alert severity="info">
                    {t('boleto_batch.results.drafts', {
                        lines: t('boleto_batch.results.accepted', {
                            smart_count: answer.created,
                            count: count(answer.created),
                        }),
                        boletos,
                        total: formatBRL(batch.total),
                    })}
                </Alert>
            ) : (
                <Alert severity="warning">{t('boleto_batch.results.none_created')}</Alert>
            )}
            {notSent > 0 && (
                <Typography variant="body2" color="text.secondary">
                    {t('boleto_batch.common.not_sent', { smart_count: notSent, count: count(notSent) })}
                </Typography>
            )}
            <RefusedLines results={answer.results} labelOf={labelOf} />
            <Problems problems={problems} />
            {batch.invoice_count > 0 ? (
                <>
                    <Typography variant="body2" color="text.secondary">
                        {t('boleto_batch.results.drafts_stay')}
                    </Typography>
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
                            {t('boleto_batch.results.register_batch')}
                        </Button>
                    </Box>
                </>
            ) : (
                <Box>
                    <Button variant="contained" onClick={onBack}>
                        {t('boleto_batch.results.back')}
                    </Button>
                </Box>
            )}
            <Confirm
                isOpen={confirming}
                loading={busy}
                title={t('boleto_batch.results.confirm_title', { id: batch.id })}
                content={t('boleto_batch.results.confirm_content', {
                    boletos,
                    total: formatBRL(batch.total),
                })}
                confirm={t('boleto_batch.results.confirm')}
                cancel={t('boleto_batch.common.cancel')}
                onConfirm={register}
                onClose={() => setConfirming(false)}
            />
        </Stack>
    );
};
