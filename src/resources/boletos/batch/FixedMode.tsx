import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useVerb } from '../../../dataProvider/hooks';
import { type InvoiceErrors, payerIsPerson } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { count } from '../../../domain/text';
import { isLostResponse } from '../../../http/client';
import { textOf, useMessages } from '../../../i18n';
import { NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { INVOICES } from '../invoices/api';
import type { ActivePayer, BatchAnswer } from './api';
import { FixedTermsFields } from './FixedTermsFields';
import { checkFixedTerms, EMPTY_TERMS, type FixedTermsDraft } from './fixedTerms';
import { batchMessages } from './messages';
import { PayerPicker } from './PayerPicker';
import { Problems } from './Problems';
import { validationMessages } from './text';

const text = textOf(batchMessages);
const plural = (key: 'boleto_batch.common.boletos' | 'boleto_batch.common.payers', n: number) =>
    text(key, { smart_count: n, count: count(n) });

interface Props {
    accountId: number | null;
    today: string;
    payers: ActivePayer[];
    /** `labelOf` names a result's line: the payer in that position of the batch. */
    onSent: (answer: BatchAnswer, notSent: number, labelOf: (line: number) => string) => void;
}

/** "N boletos de R$ X = total R$ Y", with the installments when there are any. */
const summaryOf = (payers: number, amount: number | null, installments: number) => {
    if (payers === 0 || !amount) return null;
    const total = formatBRL(payers * amount);
    if (installments <= 1)
        return text('boleto_batch.fixed.summary', {
            boletos: plural('boleto_batch.common.boletos', payers),
            amount: formatBRL(amount),
            total,
        });
    return text('boleto_batch.fixed.summary_installments', {
        payers: plural('boleto_batch.common.payers', payers),
        installments,
        boletos: plural('boleto_batch.common.boletos', payers * installments),
        amount: formatBRL(amount),
        total,
    });
};

/**
 * "Lote fixo": the same terms for many payers (a condominium fee, a monthly fee). The terms are checked by
 * the boleto rules before sending; `payment/invoice/batch-fixed` drafts a boleto (or a series) per payer.
 * A failed send keeps the selection and every field as typed.
 */
export const FixedMode = ({ accountId, today, payers, onSent }: Props) => {
    const t = useMessages(batchMessages);
    const [selected, setSelected] = useState<Set<number>>(new Set());
    const [draft, setDraft] = useState<FixedTermsDraft>(EMPTY_TERMS);
    const [errors, setErrors] = useState<InvoiceErrors>({});
    const [payerError, setPayerError] = useState<string>();
    const [busy, setBusy] = useState(false);
    const [problems, setProblems] = useState<string[]>([]);
    const confirmation = useConfirmation();
    // The same terms for many payers: drafts of a new batch.
    const sendFixed = useVerb<BatchAnswer>(INVOICES, 'batchFixed');

    const chosen = useMemo(() => payers.filter((payer) => selected.has(payer.id)), [payers, selected]);
    const anyPerson = chosen.some((payer) => payerIsPerson(payer.document));
    const installments = Number(draft.installments) || 1;
    const summary = summaryOf(chosen.length, draft.amount, installments);

    const change = useCallback((patch: Partial<FixedTermsDraft>, field: string) => {
        setDraft((current) => ({ ...current, ...patch }));
        setErrors(({ [field]: _, ...rest }) => rest);
    }, []);
    // Stable, so typing the terms does not redraw the list of payers.
    const choose = useCallback((next: Set<number>) => {
        setSelected(next);
        setPayerError(undefined);
    }, []);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (busy || accountId === null) return;
        const checked = checkFixedTerms(draft, today, anyPerson);
        setErrors(checked.errors);
        setPayerError(chosen.length === 0 ? t('boleto_batch.fixed.payers_required') : undefined);
        if (chosen.length === 0 || Object.keys(checked.errors).length > 0) return;
        setBusy(true);
        setProblems([]);
        const ids = chosen.map((payer) => payer.id);
        try {
            const content = { accountId, ids, terms: checked.terms };
            const answer = await confirmation.send(
                (key) =>
                    sendFixed.mutateAsync({
                        data: { account_id: accountId, drawee_ids: ids, ...checked.terms },
                        idempotencyKey: key,
                    }),
                content,
            );
            onSent(answer, 0, (line) => chosen[line - 1]?.name ?? t('boleto_batch.fixed.payer_n', { line }));
        } catch (error) {
            // The notice came from the http layer; the selection and the terms stay for another try.
            setProblems(isLostResponse(error) ? [NOT_CONFIRMED] : validationMessages(error));
            setBusy(false);
        }
    };

    if (payers.length === 0) {
        return <Alert severity="info">{t('boleto_batch.fixed.no_payers')}</Alert>;
    }
    return (
        <Box component="form" onSubmit={submit} noValidate aria-label={t('boleto_batch.page.mode_fixed')}>
            <Stack spacing={2}>
                <PayerPicker payers={payers} selected={selected} onChange={choose} error={payerError} />
                <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                    <Typography component="legend" variant="subtitle1">
                        {t('boleto_batch.fixed.terms')}
                    </Typography>
                    <FixedTermsFields draft={draft} errors={errors} today={today} onChange={change} />
                </Box>
                {summary && (
                    <Alert severity="info" role="status">
                        {summary}
                    </Alert>
                )}
                <Problems problems={problems} />
                <Typography variant="body2" color="text.secondary">
                    {t('boleto_batch.common.drafts_note')}
                </Typography>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={busy || accountId === null}
                        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                    >
                        {chosen.length > 0
                            ? t('boleto_batch.fixed.send_count', {
                                  smart_count: chosen.length * installments,
                                  count: count(chosen.length * installments),
                              })
                            : t('boleto_batch.fixed.send')}
                    </Button>
                </Box>
            </Stack>
        </Box>
    );
};
