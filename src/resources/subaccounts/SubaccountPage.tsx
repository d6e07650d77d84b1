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
import { BusySubmitButton } from '../../ui/BusyButton';
import { useBusy } from '../../ui/useBusy';
import type { HolderSummary } from './api';
import { HolderPanel } from './HolderPanel';

/**
 * `/cadastro-conta`: staff open an additional account (sub-account) for an existing holder, found by CPF or
 * CNPJ. The account stays pending until the back office approves it in `/aprovar-subcontas`.
 */
export const SubaccountPage = () => {
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
                setError(
                    fields.document_number ?? fields[found.kind] ?? 'Não foi possível buscar o titular.',
                );
            }
        });
    };

    return (
        <Box sx={{ py: 2, maxWidth: 860 }}>
            <Title title="Cadastro de conta" />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                Abrir outra conta para um titular
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Busque o titular pelo CPF ou CNPJ, confira as contas que ele já tem e escolha o tipo e a
                agência da nova conta. Ela fica pendente até a aprovação do Back Office.
            </Typography>
            <Card variant="outlined" sx={{ mb: 2 }}>
                <CardContent>
                    <Box
                        component="form"
                        onSubmit={search}
                        noValidate
                        role="search"
                        aria-label="Buscar titular"
                        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
                    >
                        <TextField
                            label="CPF ou CNPJ do titular"
                            value={document}
                            onChange={(e) => {
                                setDocument(typeDocument(e.target.value));
                                setError(undefined);
                            }}
                            error={!!error}
                            helperText={error ?? 'O CNPJ pode ter letras.'}
                            sx={{ flex: '1 1 16rem' }}
                            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
                        />
                        <BusySubmitButton busy={busy} sx={{ mt: 1 }}>
                            Buscar
                        </BusySubmitButton>
                    </Box>
                </CardContent>
            </Card>
            {holder && <HolderPanel key={holder.id} holder={holder} />}
        </Box>
    );
};
