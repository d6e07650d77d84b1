import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useVerb } from '../../dataProvider/hooks';
import type { PixKeyType } from '../../domain/pixKeys';
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import type { AccountView } from '../accounts';
import { accountLabel } from '../accounts';
import type { ClaimType, PixKeyView } from './api';
import { describePixKey } from './keyFormat';

interface Props {
    open: boolean;
    account: AccountView;
    type: PixKeyType;
    pixKey: string;
    /** What the bank said applies; null lets the user say (a phone or e-mail may be theirs or not). */
    claimType: ClaimType | null;
    onClose: () => void;
    onClaimed: (key: PixKeyView, message: string) => void;
}

const EXPLAIN: Readonly<Record<ClaimType, string>> = {
    portability:
        'Portabilidade: a chave está no seu nome em outra instituição e passa a receber Pix nesta conta. ' +
        'A outra instituição confirma o pedido com você; até lá, a chave continua funcionando onde está.',
    ownership:
        'Reivindicação de posse: a chave (celular ou e-mail) é sua, mas está cadastrada por outra pessoa. ' +
        'Quem a cadastrou é avisado e pode confirmar que ainda a usa; se não confirmar, ela passa para esta conta.',
};

const SUBMIT: Readonly<Record<ClaimType, string>> = {
    portability: 'Pedir portabilidade',
    ownership: 'Reivindicar chave',
};

/** The key is registered at another participant: explain portability and ownership claims, and open one. */
export const ClaimStep = ({ open, account, type, pixKey, claimType, onClose, onClaimed }: Props) => {
    // A CPF or CNPJ key can only be the holder's own: portability.
    const fixed: ClaimType | null = claimType ?? (type === 'CPF' || type === 'CNPJ' ? 'portability' : null);
    const [chosen, setChosen] = useState<ClaimType>('portability');
    const kind = fixed ?? chosen;
    const { busy, run } = useBusy();
    const sendClaim = useVerb<PixKeyView>('pix-chaves', 'claim');
    const named = describePixKey(type, pixKey);

    const claim = () =>
        run(async () => {
            try {
                const key = await sendClaim.mutateAsync({
                    data: { key: pixKey, type, account_id: account.id, claim_type: kind },
                });
                onClaimed(
                    key,
                    kind === 'portability'
                        ? `Portabilidade da chave ${named} pedida. Acompanhe o andamento nesta lista.`
                        : `Reivindicação da chave ${named} aberta. Acompanhe o andamento nesta lista.`,
                );
            } catch {
                // The http layer showed the failure with its code; the dialog stays for another try.
            }
        });

    return (
        <FormDialog
            id="pix-key-claim"
            open={open}
            title="Esta chave está em outra instituição"
            submitLabel={SUBMIT[kind]}
            busy={busy}
            onClose={onClose}
            onSubmit={claim}
        >
            <DialogContentText sx={{ mb: 1 }}>
                A chave <strong>{named}</strong> já está cadastrada no Pix por outra instituição. Você pode
                trazê-la para a conta {accountLabel(account)}.
            </DialogContentText>
            {fixed === null && (
                <FormControl component="fieldset" sx={{ mb: 1 }}>
                    <FormLabel component="legend">Onde ela está cadastrada?</FormLabel>
                    <RadioGroup
                        value={chosen}
                        onChange={(event) => setChosen(event.target.value as ClaimType)}
                    >
                        <FormControlLabel
                            value="portability"
                            control={<Radio />}
                            label="No meu nome, em outro banco"
                        />
                        <FormControlLabel
                            value="ownership"
                            control={<Radio />}
                            label="No nome de outra pessoa"
                        />
                    </RadioGroup>
                </FormControl>
            )}
            <Typography variant="body2" color="text.secondary">
                {EXPLAIN[kind]}
            </Typography>
        </FormDialog>
    );
};
