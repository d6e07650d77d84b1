import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { effectivePermissions } from '../../../authProvider/permissions';
import { getUser } from '../../../authProvider/session';
import type { AccountSummary } from '../../../contract/accounts';
import { PERMISSIONS } from '../../../contract/permissions';
import type { StatementCorrectionView } from '../../../contract/statementCorrections';
import { approvalsGiven } from '../../../domain/approvals';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { REASON_MAX, REASON_MIN } from '../../../domain/statementCorrections';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import { correctionMessages } from './messages';

/** What the signed-in user may do with corrections: ask for them, or only follow them (an approver). */
export const useCorrectionRights = () => {
    const held = effectivePermissions(getUser()?.permissions);
    const revert = held.has(PERMISSIONS.transactionRevert);
    const balance = held.has(PERMISSIONS.balanceUpdate);
    const approve = held.has(PERMISSIONS.correctionApprove);
    return { revert, balance, follow: revert || balance || approve };
};

/** The request's reason: required, counted, its error from the form's check or the bank's 422. */
export const ReasonField = ({
    value,
    onChange,
    error,
    autoFocus,
}: {
    value: string;
    onChange: (value: string) => void;
    error?: string;
    autoFocus?: boolean;
}) => {
    const t = useMessages(correctionMessages);
    return (
        <TextField
            autoFocus={autoFocus}
            label={t('corrections.reason')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={!!error}
            helperText={error ?? t('corrections.reason_help', { min: REASON_MIN, max: REASON_MAX })}
            required
            multiline
            minRows={2}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: REASON_MAX + 20 } }}
        />
    );
};

const useAccountText = () => {
    const t = useMessages(correctionMessages);
    return (account: AccountSummary | null) =>
        account
            ? t('corrections.trail.account', {
                  agency: account.agency ?? '----',
                  number: account.number,
                  digit: account.digit,
                  holder: account.holder ?? '',
              })
            : '';
};

/** One request's trail: what it does, its status, who asked and why, who decided, when it was posted. */
const TrailItem = ({ correction }: { correction: StatementCorrectionView }) => {
    const t = useMessages(correctionMessages);
    const accountText = useAccountText();
    const amount = formatBRL(Math.abs(correction.amount));
    const title =
        correction.kind === 'reversal'
            ? t('corrections.reversal.item', { amount })
            : t('corrections.reversal.balance_item', { amount });
    const steps = correction.approval?.steps ?? [];
    return (
        <ListItem disableGutters divider sx={{ display: 'block' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
                <StatusChip vocabulary="approval" value={correction.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
                {t('corrections.trail.asked', {
                    maker: correction.maker_name,
                    date: formatDateTime(correction.created_at),
                })}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('corrections.trail.reason', { reason: correction.reason })}
            </Typography>
            {correction.other_account && (
                <Typography variant="body2">
                    {t('corrections.trail.other_account', { account: accountText(correction.other_account) })}
                </Typography>
            )}
            {steps.map((step) => (
                <Typography key={`${step.user_id}-${step.at}`} variant="body2">
                    {step.action === 'approve'
                        ? t('corrections.trail.approved', {
                              name: step.user_name,
                              date: formatDateTime(step.at),
                          })
                        : t('corrections.trail.rejected', {
                              name: step.user_name,
                              date: formatDateTime(step.at),
                              reason: step.reason ?? '',
                          })}
                </Typography>
            ))}
            {correction.status === 'pending_approval' && correction.approval && (
                <Typography variant="body2" color="text.secondary">
                    {t('corrections.trail.waiting', {
                        given: approvalsGiven(steps),
                        required: correction.approval.required,
                    })}
                </Typography>
            )}
            {correction.status === 'approved' && correction.decided_at && (
                <Typography variant="body2" color="text.secondary">
                    {t('corrections.trail.posted', { date: formatDateTime(correction.decided_at) })}
                </Typography>
            )}
        </ListItem>
    );
};

/** The requests touching a movement or an account, newest first. */
export const CorrectionTrail = ({ rows, label }: { rows: StatementCorrectionView[]; label: string }) => (
    <List dense aria-label={label} sx={{ py: 0 }}>
        {rows.map((correction) => (
            <TrailItem key={correction.id} correction={correction} />
        ))}
    </List>
);
