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
import { textOf, useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { MoneyInput } from '../../ui/MoneyInput';
import { type AccountView, accountLabel } from '../accounts';
import { formCall, type PixKeyView } from './api';
import { describePixKey } from './keyFormat';
import { pixMessages } from './messages';
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

const text = textOf(pixMessages);

const validate = (keys: readonly PixKeyView[]) => (form: FieldValues) => {
    const values = form as Values;
    const errors: Record<string, string> = {};
    const key = keys.find((k) => k.id === values.key_id);
    if (!key) errors.key_id = text('pix.common.choose_key');
    if (values.amount === 0) errors.amount = text('pix.receive.amount_positive');
    const txid = txidError((values.txid ?? '').trim());
    if (txid) errors.txid = txid;
    const room = key ? staticMessageMax(key.key) : null;
    if (room !== null && (values.description ?? '').trim().length > room) {
        errors.description = text('pix.receive.message_room', { room });
    }
    return errors;
};

const MessageHelp = ({ keys }: { keys: readonly PixKeyView[] }) => {
    const t = useMessages(pixMessages);
    const keyId = useWatch<Values, 'key_id'>({ name: 'key_id' });
    const key = keys.find((k) => k.id === keyId);
    return <>{key ? t('pix.receive.message_help', { room: staticMessageMax(key.key) }) : ' '}</>;
};

/** What the code holds, read back from it (the bank wrote it): receiver, city, amount, identifier. */
const QrFacts = ({ generated }: { generated: Generated }) => {
    const t = useMessages(pixMessages);
    const parsed = parsePix(generated.payload);
    if (!parsed.ok) return null;
    const pairs: [string, string][] = [
        [t('pix.receive.key'), describePixKey(generated.key.type, generated.key.key)],
        [t('pix.receive.receiver'), `${parsed.name} · ${parsed.city}`],
        [
            t('pix.common.amount'),
            parsed.amountCents === null ? t('pix.receive.free_amount') : formatBRL(parsed.amountCents),
        ],
        [t('pix.receive.identifier'), parsed.txid ?? t('pix.receive.no_identifier')],
    ];
    if (parsed.description) pairs.push([t('pix.receive.message'), parsed.description]);
    return <DescriptionList pairs={pairs} label={t('pix.receive.facts')} />;
};

const ReceivePanel = ({ account }: { account: AccountView }) => {
    const t = useMessages(pixMessages);
    const notify = useNotify();
    const { keys, choices } = useActiveKeys(account.id);
    const staticQr = useVerb<{ payload: string; txid: string }>('pix-cobrancas', 'static');
    const [generated, setGenerated] = useState<Generated | null>(null);

    if (keys.status === 'loading') return <Loading label={t('pix.common.loading_keys')} shape="detail" />;
    if (keys.status === 'error') return <LoadFailed what={t('pix.common.your_keys')} onRetry={keys.retry} />;
    if (keys.data.length === 0) return <NoActiveKey />;
    const list = keys.data;

    const submit = async (form: FieldValues) => {
        const values = form as Values;
        const key = list.find((k) => k.id === values.key_id);
        if (!key) return { key_id: t('pix.common.choose_key') };
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
            notify(t('pix.receive.generated'), { type: 'success' });
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
                    {t('pix.common.account_line', { account: accountLabel(account) })}
                </Typography>
                <SelectInput
                    source="key_id"
                    label={t('pix.common.receiving_key')}
                    choices={choices}
                    fullWidth
                />
                <MoneyInput
                    source="amount"
                    label={t('pix.receive.amount_optional')}
                    helperText={t('pix.receive.amount_help')}
                    fullWidth
                />
                <TextInput
                    source="txid"
                    label={t('pix.receive.identifier_optional')}
                    helperText={t('pix.receive.identifier_help')}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 25, autoComplete: 'off', spellCheck: false } }}
                />
                <TextInput
                    source="description"
                    label={t('pix.receive.message_optional')}
                    helperText={<MessageHelp keys={list} />}
                    fullWidth
                />
                <SubmitButton label={t('pix.receive.submit')} />
            </Form>
            <Card variant="outlined" component="section" aria-label={t('pix.receive.panel')}>
                <CardContent>
                    {generated ? (
                        <QrPanel
                            payload={generated.payload}
                            fileName={`pix-qrcode-${generated.txid || 'estatico'}`}
                        >
                            <QrFacts generated={generated} />
                        </QrPanel>
                    ) : (
                        <Typography color="text.secondary">{t('pix.receive.placeholder')}</Typography>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};

/** `/pix-receive`: a static QR Code of one of the account's keys, with an optional amount, identifier and message. */
export const PixReceivePage = () => {
    const t = useMessages(pixMessages);
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix.receive.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('pix.receive.title')}
            </Typography>
            <PixAccountGate>{(account) => <ReceivePanel account={account} />}</PixAccountGate>
        </Box>
    );
};
