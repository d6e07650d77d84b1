import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, SelectInput, TextInput, Title, useNotify } from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { parsePix } from '../../domain/brcode';
import { formatBRL } from '../../domain/money';
import { isHttpError } from '../../http/HttpError';
import { DescriptionList } from '../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { MoneyInput } from '../../ui/MoneyInput';
import { type AccountView, accountLabel } from '../accounts';
import { formCall, type PixKeyView } from './api';
import { describePixKey } from './keyFormat';
import { NoActiveKey } from './NoActiveKey';
import { PixAccountGate } from './PixAccountGate';
import { BESIDE_QR, QrPanel } from './QrPanel';
import { staticMessageMax, txidError } from './qrRules';
import { SubmitButton } from './SubmitButton';
import { useActiveKeys } from './useActiveKeys';

interface Values {
    key_id: number | '';
    amount: number | null;
    txid: string;
    description: string;
}

interface Generated {
    payload: string;
    txid: string;
    key: PixKeyView;
}

const validate = (keys: readonly PixKeyView[]) => (form: FieldValues) => {
    const values = form as Values;
    const errors: Record<string, string> = {};
    const key = keys.find((k) => k.id === values.key_id);
    if (!key) errors.key_id = 'Escolha a chave que vai receber.';
    if (values.amount === 0) errors.amount = 'Informe um valor maior que zero, ou deixe em branco.';
    const txid = txidError((values.txid ?? '').trim());
    if (txid) errors.txid = txid;
    const room = key ? staticMessageMax(key.key) : null;
    if (room !== null && (values.description ?? '').trim().length > room) {
        errors.description = `Com esta chave, a mensagem cabe em até ${room} caracteres.`;
    }
    return errors;
};

const MessageHelp = ({ keys }: { keys: readonly PixKeyView[] }) => {
    const keyId = useWatch<Values, 'key_id'>({ name: 'key_id' });
    const key = keys.find((k) => k.id === keyId);
    return (
        <>{key ? `Aparece para quem paga. Até ${staticMessageMax(key.key)} caracteres, sem acentos.` : ' '}</>
    );
};

/** What the code holds, read back from it (the bank wrote it): receiver, city, amount, identifier. */
const QrFacts = ({ generated }: { generated: Generated }) => {
    const parsed = parsePix(generated.payload);
    if (!parsed.ok) return null;
    const pairs: [string, string][] = [
        ['Chave', describePixKey(generated.key.type, generated.key.key)],
        ['Recebedor', `${parsed.name} · ${parsed.city}`],
        ['Valor', parsed.amountCents === null ? 'Livre: quem paga informa' : formatBRL(parsed.amountCents)],
        ['Identificador', parsed.txid ?? 'Nenhum'],
    ];
    if (parsed.description) pairs.push(['Mensagem', parsed.description]);
    return <DescriptionList pairs={pairs} label="Dados do QR Code" />;
};

const ReceivePanel = ({ account }: { account: AccountView }) => {
    const notify = useNotify();
    const { keys, choices } = useActiveKeys(account.id);
    const staticQr = useVerb<{ payload: string; txid: string }>('pix-cobrancas', 'static');
    const [generated, setGenerated] = useState<Generated | null>(null);

    if (keys.status === 'loading') return <Loading label="Carregando suas chaves…" />;
    if (keys.status === 'error') return <LoadFailed what="suas chaves Pix" onRetry={keys.retry} />;
    if (keys.data.length === 0) return <NoActiveKey />;
    const list = keys.data;

    const submit = async (form: FieldValues) => {
        const values = form as Values;
        const key = list.find((k) => k.id === values.key_id);
        if (!key) return { key_id: 'Escolha a chave que vai receber.' };
        try {
            const txid = values.txid.trim();
            const description = values.description.trim();
            const answer = await formCall(
                staticQr.mutateAsync({
                    data: {
                        account_id: account.id,
                        key_id: key.id,
                        amount: values.amount ?? undefined,
                        txid: txid || undefined,
                        description: description || undefined,
                    },
                    quiet: true,
                }),
            );
            setGenerated({ ...answer, key });
            notify('QR Code gerado.', { type: 'success' });
        } catch (failure) {
            if (!isHttpError(failure) || failure.status !== 422) return undefined;
            const fields = serverFieldErrors(failure);
            return { key_id: fields.key_id ?? fields.key, ...fields };
        }
        return undefined;
    };

    return (
        <Box sx={BESIDE_QR}>
            <Form
                onSubmit={submit}
                defaultValues={{ key_id: list[0].id, amount: null, txid: '', description: '' }}
                validate={validate(list)}
                noValidate
            >
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                    Conta {accountLabel(account)}
                </Typography>
                <SelectInput source="key_id" label="Chave que vai receber" choices={choices} fullWidth />
                <MoneyInput
                    source="amount"
                    label="Valor (opcional)"
                    helperText="Sem valor, quem paga escolhe quanto enviar."
                    fullWidth
                />
                <TextInput
                    source="txid"
                    label="Identificador (opcional)"
                    helperText="De 1 a 25 letras ou números, para você reconhecer o pagamento no extrato."
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 25, autoComplete: 'off', spellCheck: false } }}
                />
                <TextInput
                    source="description"
                    label="Mensagem (opcional)"
                    helperText={<MessageHelp keys={list} />}
                    fullWidth
                />
                <SubmitButton label="Gerar QR Code" />
            </Form>
            <Card variant="outlined" component="section" aria-label="QR Code para receber">
                <CardContent>
                    {generated ? (
                        <QrPanel
                            payload={generated.payload}
                            fileName={`pix-qrcode-${generated.txid || 'estatico'}`}
                        >
                            <QrFacts generated={generated} />
                        </QrPanel>
                    ) : (
                        <Typography color="text.secondary">
                            Escolha a chave e, se quiser, o valor. O QR Code aparece aqui, com o código copia
                            e cola para enviar a quem vai pagar.
                        </Typography>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};

/** `/pix-receive`: a static QR Code of one of the account's keys, with an optional amount, identifier and message. */
export const PixReceivePage = () => (
    <Box sx={{ py: 2 }}>
        <Title title="Receber com Pix" />
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            Receber com Pix
        </Typography>
        <PixAccountGate>{(account) => <ReceivePanel account={account} />}</PixAccountGate>
    </Box>
);
