import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { Form, SelectInput, TextInput, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { INVOICE_LIMITS, payerIsPerson } from '../../../domain/invoice';
import { isLostResponse } from '../../../http/client';
import { MoneyInput } from '../../../ui/MoneyInput';
import { NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { accountLabel } from '../../accounts';
import { INVOICES, type InvoiceView, type IssueSetup } from './api';
import { DatePickerInput } from './DatePickerInput';
import { InstallmentsPreview } from './InstallmentsPreview';
import { emptyIssueValues, type IssueValues, issueBody, issueErrors } from './issueForm';
import { type PayerChoice, PayerInput } from './PayerInput';
import { PercentInput } from './PercentInput';

const INSTALLMENT_CHOICES = Array.from({ length: INVOICE_LIMITS.maxInstallments }, (_, index) => ({
    id: index + 1,
    name: index === 0 ? 'À vista (1 boleto)' : `${index + 1} parcelas`,
}));

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {title}
        </Typography>
        {/* One column on phones, two from sm up. */}
        <Box
            sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
        >
            {children}
        </Box>
    </Box>
);

const wide = { gridColumn: { sm: '1 / -1' } };

interface Props {
    setup: IssueSetup;
    onIssued: (invoices: InvoiceView[]) => void;
}

/**
 * The boleto's terms. The bank's rules run before sending (same messages as its 422), the payer deciding the
 * fine's cap; whatever the bank still refuses lands on its field, and nothing typed is lost.
 */
export const InvoiceForm = ({ setup, onIssued }: Props) => {
    const payer = useRef<PayerChoice | null>(null);
    const [isPerson, setIsPerson] = useState(false);
    const sending = useRef(false);
    const [busy, setBusy] = useState(false);
    const confirmation = useConfirmation();
    const issue = useVerb<InvoiceView[]>(INVOICES, 'issue');
    const notify = useNotify();
    const single = setup.accounts.length === 1 ? setup.accounts[0].id : '';

    const pickPayer = (choice: PayerChoice | null) => {
        payer.current = choice;
        setIsPerson(choice !== null && payerIsPerson(choice.document));
    };
    const validate = (values: Record<string, unknown>) =>
        issueErrors(values as unknown as IssueValues, setup.today, payer.current?.document ?? null);

    const submit = async (values: Record<string, unknown>) => {
        if (sending.current) return undefined;
        sending.current = true;
        setBusy(true);
        try {
            const body = issueBody(values as unknown as IssueValues);
            onIssued(
                await confirmation.send(
                    (key) => issue.mutateAsync({ data: body, idempotencyKey: key }),
                    body,
                ),
            );
            return undefined;
        } catch (failure) {
            if (isLostResponse(failure)) notify(NOT_CONFIRMED, { type: 'warning' });
            // The http layer showed the notice; each message also lands on its field.
            return serverFieldErrors(failure);
        } finally {
            sending.current = false;
            setBusy(false);
        }
    };

    return (
        <Form
            defaultValues={emptyIssueValues(single)}
            validate={validate}
            onSubmit={submit}
            noValidate
            id="issue-invoice"
        >
            <Section title="Cobrança">
                <SelectInput
                    source="account_id"
                    label="Conta que recebe"
                    choices={setup.accounts.map((account) => ({
                        id: account.id,
                        name: `${accountLabel(account)} — ${account.account_type?.name ?? 'Conta'}`,
                    }))}
                    emptyText="Selecione"
                    helperText="O valor pago é creditado nesta conta."
                    sx={wide}
                />
                <Box sx={wide}>
                    <PayerInput onPick={pickPayer} />
                </Box>
            </Section>
            <Section title="Valor e vencimento">
                <MoneyInput
                    source="amount"
                    label="Valor total"
                    helperText="Com parcelas, o total da série."
                />
                <DatePickerInput
                    source="due_date"
                    label="Vencimento"
                    minDate={setup.today}
                    helperText="Com parcelas, o da primeira; as demais vencem mês a mês."
                />
                <SelectInput
                    source="installments"
                    label="Parcelas"
                    choices={INSTALLMENT_CHOICES}
                    helperText=" "
                />
                <Box sx={wide}>
                    <InstallmentsPreview />
                </Box>
            </Section>
            <Section title="Encargos após o vencimento e desconto">
                <PercentInput
                    source="fine_percent"
                    label="Multa"
                    helperText={
                        isPerson
                            ? 'Pagador pessoa física: no máximo 2% (Código de Defesa do Consumidor).'
                            : 'Opcional. Cobrada uma vez após o vencimento; até 10%.'
                    }
                />
                <PercentInput
                    source="interest_percent"
                    label="Juros de mora ao mês"
                    helperText="Opcional. Cobrados por dia de atraso (taxa mensal / 30); até 10% a.m."
                />
                <MoneyInput
                    source="discount_amount"
                    label="Desconto"
                    helperText="Opcional. Com parcelas, por parcela."
                />
                <DatePickerInput
                    source="discount_until"
                    label="Desconto até"
                    minDate={setup.today}
                    helperText="Obrigatório com desconto; até o vencimento."
                />
            </Section>
            <Section title="Informações do boleto">
                <TextInput
                    source="instructions"
                    label="Instruções ao pagador"
                    multiline
                    minRows={2}
                    helperText={`Opcional. Até ${INVOICE_LIMITS.instructionsMax} caracteres; multa, juros e desconto já são impressos.`}
                    slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.instructionsMax } }}
                    sx={wide}
                />
                <TextInput
                    source="your_number"
                    label="Seu número"
                    helperText="Opcional. Sua referência (número da nota, do pedido)."
                    slotProps={{
                        htmlInput: { maxLength: INVOICE_LIMITS.yourNumberMax, autoComplete: 'off' },
                    }}
                />
            </Section>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <Button
                    type="submit"
                    variant="contained"
                    disabled={busy}
                    startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <ReceiptLongIcon />}
                >
                    Emitir boleto
                </Button>
            </Box>
        </Form>
    );
};
