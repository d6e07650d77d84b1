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
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import type { AccountView } from '../accounts';
import { accountLabel } from '../accounts';
import type { ClaimType, PixKeyView } from './api';
import { describePixKey } from './keyFormat';
import { pixMessages } from './messages';

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

const EXPLAIN = {
    portability: 'pix.keys.claim.explain_portability',
    ownership: 'pix.keys.claim.explain_ownership',
} as const satisfies Readonly<Record<ClaimType, string>>;

const SUBMIT = {
    portability: 'pix.keys.claim.submit_portability',
    ownership: 'pix.keys.claim.submit_ownership',
} as const satisfies Readonly<Record<ClaimType, string>>;

const DONE = {
    portability: 'pix.keys.claim.done_portability',
    ownership: 'pix.keys.claim.done_ownership',
} as const satisfies Readonly<Record<ClaimType, string>>;

/** Where a sentence's %{key} goes, to put the key in bold there. */
const MARK = '\u0000';

/** The key is registered at another participant: explain portability and ownership claims, and open one. */
export const ClaimStep = ({ open, account, type, pixKey, claimType, onClose, onClaimed }: Props) => {
    const t = useMessages(pixMessages);
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
                onClaimed(key, t(DONE[kind], { key: named }));
            } catch {
                // The http layer showed the failure with its code; the dialog stays for another try.
            }
        });

    const [before, after] = t('pix.keys.claim.intro', {
        key: MARK,
        account: accountLabel(account),
    }).split(MARK);
    return (
        <FormDialog
            id="pix-key-claim"
            open={open}
            title={t('pix.keys.claim.title')}
            submitLabel={t(SUBMIT[kind])}
            busy={busy}
            onClose={onClose}
            onSubmit={claim}
        >
            <DialogContentText sx={{ mb: 1 }}>
                {before}
                <strong>{named}</strong>
                {after}
            </DialogContentText>
            {fixed === null && (
                <FormControl component="fieldset" sx={{ mb: 1 }}>
                    <FormLabel component="legend">{t('pix.keys.claim.where')}</FormLabel>
                    <RadioGroup
                        value={chosen}
                        onChange={(event) => setChosen(event.target.value as ClaimType)}
                    >
                        <FormControlLabel
                            value="portability"
                            control={<Radio />}
                            label={t('pix.keys.claim.mine')}
                        />
                        <FormControlLabel
                            value="ownership"
                            control={<Radio />}
                            label={t('pix.keys.claim.someone_else')}
                        />
                    </RadioGroup>
                </FormControl>
            )}
            <Typography variant="body2" color="text.secondary">
                {t(EXPLAIN[kind])}
            </Typography>
        </FormDialog>
    );
};
