import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Title } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { detectDocument, isValidDocument } from '../../domain/document';
import { SUBACCOUNT_MESSAGES } from '../../domain/subaccounts';
import { typeDocument } from '../../domain/typingMasks';
import { useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { useBusy } from '../../ui/useBusy';
import type { HolderSummary } from './api';
import { HolderPanel } from './HolderPanel';
import { subaccountMessages } from './messages';

/**
 * `/cadastro-conta`: staff open an additional account (sub-account) for an existing holder, found by CPF or
 * CNPJ. The account stays pending until the back office approves it in `/aprovar-subcontas`.
 */
export const SubaccountPage = () => {
    const t = useMessages(subaccountMessages);
    const [document, setDocument] = useState('');
    const [error, setError] = useState<string>();
    const [holder, setHolder] = useState<HolderSummary | null>(null);
    const { busy, run } = useBusy();
    const findHolder = useVerb<HolderSummary>('subcontas', 'findHolder');

    const search = (event: FormEvent) => {
        event.preventDefault();
        const found = detectDocument(document);
        if (!found || !isValidDocument(document)) {
            setError(SUBACCOUNT_MESSAGES.document);
            return;
        }
        void run(async () => {
            try {
                setHolder(
                    await findHolder.mutateAsync({ id: found.kind, data: { [found.kind]: found.value } }),
                );
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setHolder(null);
                setError(fields.document_number ?? fields[found.kind] ?? t('subaccounts.page.search_failed'));
            }
        });
    };

    return (
        <Box sx={{ py: 2, maxWidth: 860 }}>
            <Title title={t('subaccounts.page.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('subaccounts.page.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('subaccounts.page.intro')}
            </Typography>
            <Card variant="outlined" sx={{ mb: 2 }}>
                <CardContent>
                    <Box
                        component="form"
                        onSubmit={search}
                        noValidate
                        role="search"
                        aria-label={t('subaccounts.page.search_label')}
                        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
                    >
                        <TextField
                            label={t('subaccounts.page.document')}
                            value={document}
                            onChange={(e) => {
                                setDocument(typeDocument(e.target.value));
                                setError(undefined);
                            }}
                            error={!!error}
                            helperText={error ?? t('subaccounts.page.document_help')}
                            sx={{ flex: '1 1 16rem' }}
                            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
                        />
                        <BusySubmitButton busy={busy} sx={{ mt: 1 }}>
                            {t('subaccounts.page.search')}
                        </BusySubmitButton>
                    </Box>
                </CardContent>
            </Card>
            {holder && <HolderPanel key={holder.id} holder={holder} />}
        </Box>
    );
};
