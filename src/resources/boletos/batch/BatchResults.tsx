import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { plural } from '../../../domain/text';
import { isLostResponse } from '../../../http/client';
import { RefusedLines } from '../../../ui/csvBatch/RefusedLines';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { INVOICES } from '../invoices/api';
import type { BatchAnswer, BatchView } from './api';
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
    const { batch } = answer;
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const [problems, setProblems] = useState<string[]>([]);
    const confirmation = useConfirmation();
    // Registers the batch's drafts: from here on they are payable boletos.
    const registerBatch = useVerb<{ batch: BatchView; registered: number }>(INVOICES, 'process');
    const boletos = plural(batch.invoice_count, 'boleto', 'boletos');

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
            <FocusedHeading component="h2">Lote nº {batch.id}</FocusedHeading>
            {batch.invoice_count > 0 ? (
                <Alert severity="info">
                    {plural(answer.created, 'linha aceita', 'linhas aceitas')}: {boletos} em rascunho, total
                    de {formatBRL(batch.total)}. Registre o lote para que possam ser pagos.
                </Alert>
            ) : (
                <Alert severity="warning">Nenhum boleto foi criado: o banco recusou todas as linhas.</Alert>
            )}
            {notSent > 0 && (
                <Typography variant="body2" color="text.secondary">
                    {plural(
                        notSent,
                        'linha com problemas não foi enviada',
                        'linhas com problemas não foram enviadas',
                    )}
                    .
                </Typography>
            )}
            <RefusedLines results={answer.results} labelOf={labelOf} />
            <Problems problems={problems} />
            {batch.invoice_count > 0 ? (
                <>
                    <Typography variant="body2" color="text.secondary">
                        Se não registrar agora, os rascunhos ficam em Boletos gerados (situação Rascunho),
                        onde podem ser excluídos.
                    </Typography>
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
                            Registrar lote
                        </Button>
                    </Box>
                </>
            ) : (
                <Box>
                    <Button variant="contained" onClick={onBack}>
                        Voltar e corrigir
                    </Button>
                </Box>
            )}
            <Confirm
                isOpen={confirming}
                loading={busy}
                title={`Registrar o lote nº ${batch.id}?`}
                content={`${boletos}, total de ${formatBRL(batch.total)}. Depois de registrados, os boletos podem ser pagos e só saem por baixa.`}
                confirm="Registrar"
                cancel="Cancelar"
                onConfirm={register}
                onClose={() => setConfirming(false)}
            />
        </Stack>
    );
};
