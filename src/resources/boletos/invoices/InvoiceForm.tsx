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
import { useMessages } from '../../../i18n';
import { MoneyInput } from '../../../ui/MoneyInput';
import { NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { accountLabel } from '../../accounts';
import { INVOICES, type InvoiceView, type IssueSetup } from './api';
import { DatePickerInput } from './DatePickerInput';
import { InstallmentsPreview } from './InstallmentsPreview';
import { emptyIssueValues, type IssueValues, issueBody, issueErrors } from './issueForm';
import { invoiceMessages } from './messages';
import { type PayerChoice, PayerInput } from './PayerInput';
import { PercentInput } from './PercentInput';

const useInstallmentChoices = () => {
    const t = useMessages(invoiceMessages);
    return Array.from({ length: INVOICE_LIMITS.maxInstallments }, (_, index) => ({
        id: index + 1,
        name:
            index === 0
                ? t('boleto_invoices.form.single')
                : t('boleto_invoices.form.many', { count: index + 1 }),
    }));
};

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
    const t = useMessages(invoiceMessages);
    const installmentChoices = useInstallmentChoices();
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
            <Section title={t('boleto_invoices.form.sections.charge')}>
                <SelectInput
                    source="account_id"
                    label={t('boleto_invoices.form.account')}
                    choices={setup.accounts.map((account) => ({
                        id: account.id,
                        name: `${accountLabel(account)} — ${account.account_type?.name ?? t('boleto_invoices.form.account_fallback')}`,
                    }))}
                    emptyText={t('boleto_invoices.form.account_empty')}
                    helperText={t('boleto_invoices.form.account_help')}
                    sx={wide}
                />
                <Box sx={wide}>
                    <PayerInput onPick={pickPayer} />
                </Box>
            </Section>
            <Section title={t('boleto_invoices.form.sections.amount_due')}>
                <MoneyInput
                    source="amount"
                    label={t('boleto_invoices.form.amount')}
                    helperText={t('boleto_invoices.form.amount_help')}
                />
                <DatePickerInput
                    source="due_date"
                    label={t('boleto_invoices.fields.due_date')}
                    minDate={setup.today}
                    helperText={t('boleto_invoices.form.due_help')}
                />
                <SelectInput
                    source="installments"
                    label={t('boleto_invoices.common.installments')}
                    choices={installmentChoices}
                    helperText=" "
                />
                <Box sx={wide}>
                    <InstallmentsPreview />
                </Box>
            </Section>
            <Section title={t('boleto_invoices.form.sections.terms')}>
                <PercentInput
                    source="fine_percent"
                    label={t('boleto_invoices.form.fine')}
                    helperText={
                        isPerson
                            ? t('boleto_invoices.form.fine_help_person')
                            : t('boleto_invoices.form.fine_help')
                    }
                />
                <PercentInput
                    source="interest_percent"
                    label={t('boleto_invoices.form.interest')}
                    helperText={t('boleto_invoices.form.interest_help')}
                />
                <MoneyInput
                    source="discount_amount"
                    label={t('boleto_invoices.form.discount')}
                    helperText={t('boleto_invoices.form.discount_help')}
                />
                <DatePickerInput
                    source="discount_until"
                    label={t('boleto_invoices.form.discount_until')}
                    minDate={setup.today}
                    helperText={t('boleto_invoices.form.discount_until_help')}
                />
            </Section>
            <Section title={t('boleto_invoices.form.sections.info')}>
                <TextInput
                    source="instructions"
                    label={t('boleto_invoices.form.instructions')}
                    multiline
                    minRows={2}
                    helperText={t('boleto_invoices.form.instructions_help', {
                        max: INVOICE_LIMITS.instructionsMax,
                    })}
                    slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.instructionsMax } }}
                    sx={wide}
                />
                <TextInput
                    source="your_number"
                    label={t('boleto_invoices.fields.your_number')}
                    helperText={t('boleto_invoices.form.your_number_help')}
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
                    {t('boleto_invoices.common.issue')}
                </Button>
            </Box>
        </Form>
    );
};
