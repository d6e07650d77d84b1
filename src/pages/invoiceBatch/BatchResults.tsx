import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Confirm } from 'react-admin';
import { formatBRL } from '../../domain/money';
import { type BatchAnswer, type BatchView, registerBatch } from './api';
import { plural, validationMessages } from './text';

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
    const heading = useRef<HTMLHeadingElement>(null);
    useEffect(() => heading.current?.focus(), []);
    const refused = answer.results.filter((result) => result.status === 'rejected');
    const boletos = plural(batch.invoice_count, 'boleto', 'boletos');

    const register = async () => {
        setBusy(true);
        setProblems([]);
        try {
            const done = await registerBatch(batch.id);
            onRegistered(done.batch, done.registered);
        } catch (error) {
            // The notice came from the http layer; the drafts are untouched and the button stays.
            setProblems(validationMessages(error));
            setBusy(false);
            setConfirming(false);
        }
    };

    return (
        <Stack spacing={2}>
            <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
                Lote nº {batch.id}
            </Typography>
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
            {refused.length > 0 && (
                <Alert severity="warning">
                    {plural(refused.length, 'linha recusada pelo banco', 'linhas recusadas pelo banco')}:
                    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                        {refused.map((result) => (
                            <li key={result.line}>
                                {labelOf(result.line)}:{' '}
                                {result.status === 'rejected' && result.reasons.join(' ')}
                            </li>
                        ))}
                    </Box>
                </Alert>
            )}
            {problems.length > 0 && (
                <Alert severity="error">
                    {problems.map((problem) => (
                        <div key={problem}>{problem}</div>
                    ))}
                </Alert>
            )}
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
