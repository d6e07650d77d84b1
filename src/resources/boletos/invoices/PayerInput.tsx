import Link from '@mui/material/Link';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Drawee } from '../../../contract/invoices';
import { formatDocument } from '../../../domain/document';
import { useMessages } from '../../../i18n';
import { invoiceMessages } from './messages';

export type PayerChoice = Pick<Drawee, 'id' | 'name' | 'document'>;

const payerText = (payer: PayerChoice) => `${payer.name} · ${formatDocument(payer.document)}`;

/**
 * The payer, searched among the holder's active payers by name or CPF/CNPJ as the user types
 * (`payment/drawee?filter[search]=…&filter[status]=active`); a new one is registered at /criar-sacado.
 */
export const PayerInput = ({ onPick }: { onPick: (payer: PayerChoice | null) => void }) => {
    const t = useMessages(invoiceMessages);
    return (
        <ReferenceInput
            source="drawee_id"
            reference="sacados"
            filter={{ status: 'active' }}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={20}
        >
            <AutocompleteInput
                label={t('boleto_invoices.payer_input.label')}
                optionText={payerText}
                inputText={payerText}
                filterToQuery={(search: string) => ({ q: search })}
                onChange={(_value: unknown, record: unknown) =>
                    onPick((record as PayerChoice | undefined) ?? null)
                }
                noOptionsText={t('boleto_invoices.payer_input.none')}
                helperText={
                    <>
                        {t('boleto_invoices.payer_input.help')}{' '}
                        <Link component={RouterLink} to="/criar-sacado">
                            {t('boleto_invoices.payer_input.register')}
                        </Link>
                        .
                    </>
                }
                fullWidth
            />
        </ReferenceInput>
    );
};
