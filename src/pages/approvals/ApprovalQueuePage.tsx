import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { getUser } from '../../authProvider/session';
import { FormDialog } from '../../components/FormDialog';
import { LoadFailed, Loading } from '../../components/LoadStates';
import { useLoad } from '../../components/useLoad';
import {
    ACTION_LABELS,
    approvalsGiven,
    JURISDICTION_LEVELS,
    jurisdictionOf,
    reasonProblem,
} from '../../domain/approvals';
import { formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { useBusy } from '../cards/useBusy';
import { type ApprovalView, approvalsApi } from './api';

const levelText = (maxCents: number | null) =>
    maxCents === null ? 'sem limite' : `até ${formatBRL(maxCents)}`;

/** `/boleto` and `/boleto-double-approve`: boleto payments waiting for the bank's approval. */
export const ApprovalQueuePage = () => {
    const [attempt, setAttempt] = useState(0);
    const list = useLoad(`boleto-approvals-${attempt}`, (signal) =>
        approvalsApi.pending('boleto_payment', signal),
    );
    const [open, setOpen] = useState<ApprovalView | null>(null);
    const mine = jurisdictionOf(getUser()?.role ?? '');

    const changed = (approval: ApprovalView) => {
        setOpen(approval.status === 'pending_approval' ? approval : null);
        setAttempt((n) => n + 1);
    };

    return (
        <Box sx={{ py: 2 }}>
            <Title title="Aprovação de boletos" />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                Pagamentos de boleto aguardando aprovação
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Alçadas: {JURISDICTION_LEVELS.map((l) => `${l.label} ${levelText(l.maxCents)}`).join('; ')}.
                {mine ? ` Sua alçada: ${levelText(mine.maxCents)}.` : ''}
            </Typography>
            {list.status === 'loading' && <Loading label="Carregando os pagamentos…" />}
            {list.status === 'error' && <LoadFailed what="os pagamentos a aprovar" onRetry={list.retry} />}
            {list.status === 'ready' && list.data.length === 0 && (
                <Typography>Nenhum pagamento aguardando aprovação.</Typography>
            )}
            {list.status === 'ready' && list.data.length > 0 && (
                <List aria-label="Pagamentos aguardando aprovação" sx={{ bgcolor: 'background.paper' }}>
                    {list.data.map((approval) => (
                        <ListItem key={approval.id} disablePadding divider>
                            <ListItemButton onClick={() => setOpen(approval)}>
                                <ListItemText
                                    primary={`${formatBRL(approval.amount)} · ${approval.summary.Beneficiário ?? ''}`}
                                    secondary={`Por ${approval.maker_name} em ${formatDateTime(approval.created_at)} · ${approvalsGiven(approval.steps)} de ${approval.required} aprovação(ões)`}
                                />
                            </ListItemButton>
                        </ListItem>
                    ))}
                </List>
            )}
            <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
                {open && (
                    <ApprovalDetails approval={open} onClose={() => setOpen(null)} onChanged={changed} />
                )}
            </Drawer>
        </Box>
    );
};

interface DetailsProps {
    approval: ApprovalView;
    onClose: () => void;
    onChanged: (approval: ApprovalView) => void;
}

/** One approval: what it pays, who made it, its history, and the two decisions. */
const ApprovalDetails = ({ approval, onClose, onChanged }: DetailsProps) => {
    const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
    const [reason, setReason] = useState('');
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const notify = useNotify();

    const close = () => {
        setDialog(null);
        setReason('');
        setError(undefined);
    };
    const decide = (action: 'approve' | 'reject') => {
        if (action === 'reject') {
            const problem = reasonProblem(reason);
            if (problem) {
                setError(problem);
                return;
            }
        }
        void run(async () => {
            try {
                const saved =
                    action === 'approve'
                        ? await approvalsApi.approve(approval.id)
                        : await approvalsApi.reject(approval.id, reason.trim());
                close();
                notify(
                    saved.status === 'approved'
                        ? 'Pagamento aprovado e executado.'
                        : saved.status === 'rejected'
                          ? 'Pagamento rejeitado. Nada foi debitado.'
                          : 'Aprovação registrada: falta a aprovação de outra pessoa.',
                    { type: 'success' },
                );
                onChanged(saved);
            } catch (failure) {
                // The http layer showed the notice with its code; the reason also stays on the dialog.
                const fields = serverFieldErrors(failure);
                setError(fields.reason ?? fields.approval ?? 'Não foi possível registrar a decisão.');
            }
        });
    };

    return (
        <Box sx={{ width: { xs: '100vw', sm: 440 }, p: 2 }} role="region" aria-labelledby="approval-title">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography id="approval-title" variant="h6" component="h3">
                    Pagamento de {formatBRL(approval.amount)}
                </Typography>
                <IconButton aria-label="Fechar" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
                {[
                    ['Valor', formatBRL(approval.amount)],
                    ...Object.entries(approval.summary),
                    ['Feito por', approval.maker_name],
                    ['Em', formatDateTime(approval.created_at)],
                    ['Aprovações', `${approvalsGiven(approval.steps)} de ${approval.required}`],
                ].map(([label, value]) => (
                    <Box key={label} sx={{ display: 'contents' }}>
                        <Typography component="dt" color="text.secondary">
                            {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                            {value}
                        </Typography>
                    </Box>
                ))}
            </Box>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
                Histórico
            </Typography>
            {approval.steps.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    Nenhuma decisão ainda.
                </Typography>
            ) : (
                <List dense aria-label="Histórico">
                    {approval.steps.map((step) => (
                        <ListItem key={`${step.user_id}-${step.at}`} disableGutters>
                            <ListItemText
                                primary={`${ACTION_LABELS[step.action]} · ${step.user_name}`}
                                secondary={`${formatDateTime(step.at)}${step.reason ? ` · Motivo: ${step.reason}` : ''}`}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => setDialog('approve')}>
                    Aprovar
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                    Rejeitar
                </Button>
            </Box>
            <FormDialog
                id={`approval-${approval.id}-approve`}
                open={dialog === 'approve'}
                title="Aprovar este pagamento?"
                submitLabel="Aprovar"
                busy={busy}
                onClose={close}
                onSubmit={() => decide('approve')}
            >
                <DialogContentText>
                    {formatBRL(approval.amount)} para {approval.summary.Beneficiário ?? 'o beneficiário'},
                    feito por {approval.maker_name}.
                    {approvalsGiven(approval.steps) + 1 >= approval.required
                        ? ' Com a sua aprovação o valor é debitado.'
                        : ' Depois da sua, falta a aprovação de outra pessoa.'}
                </DialogContentText>
                {error && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                        {error}
                    </Alert>
                )}
            </FormDialog>
            <FormDialog
                id={`approval-${approval.id}-reject`}
                open={dialog === 'reject'}
                title="Rejeitar este pagamento?"
                submitLabel="Rejeitar"
                busy={busy}
                onClose={close}
                onSubmit={() => decide('reject')}
            >
                <DialogContentText sx={{ mb: 1 }}>
                    Nada será debitado. Quem fez o pagamento verá o motivo.
                </DialogContentText>
                <TextField
                    label="Motivo da rejeição"
                    value={reason}
                    onChange={(e) => {
                        setReason(e.target.value);
                        setError(undefined);
                    }}
                    error={!!error}
                    helperText={error ?? 'Pelo menos 5 caracteres.'}
                    multiline
                    minRows={2}
                    fullWidth
                    autoFocus
                />
            </FormDialog>
        </Box>
    );
};
