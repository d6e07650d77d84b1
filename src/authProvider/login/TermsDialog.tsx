import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { authApi, type TermsOfUse } from '../api';
import { termsMessages } from './messages';

interface Props {
    /** "Aceitar" with the version read; rejects when the backend did not record it. */
    onAccept: (version: string) => Promise<void>;
    onLeave: () => Promise<void>;
}

/**
 * The current terms of use, shown right after a login the backend answered with `terms_pending`: the user
 * reads them (the text scrolls; full screen on a phone) and accepts, or leaves. Nothing else closes it.
 */
export const TermsDialog = ({ onAccept, onLeave }: Props) => {
    const t = useMessages(termsMessages);
    const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
    const [terms, setTerms] = useState<TermsOfUse | null>(null);
    const [loadFailed, setLoadFailed] = useState(false);
    const [acceptFailed, setAcceptFailed] = useState(false);
    const [busy, setBusy] = useState(false);

    const load = useCallback(() => {
        setLoadFailed(false);
        authApi.terms().then(setTerms, () => setLoadFailed(true));
    }, []);
    useEffect(load, [load]);

    const run = async (action: () => Promise<void>) => {
        setBusy(true);
        try {
            await action();
        } finally {
            setBusy(false);
        }
    };
    const accept = (version: string) =>
        run(async () => {
            setAcceptFailed(false);
            await onAccept(version).catch(() => setAcceptFailed(true));
        });

    return (
        <Dialog
            open
            fullScreen={phone}
            scroll="paper"
            maxWidth="md"
            aria-labelledby="terms-title"
            aria-describedby="terms-intro"
        >
            <DialogTitle id="terms-title">{terms?.title ?? t('login_terms.loading')}</DialogTitle>
            <DialogContent dividers>
                <Typography id="terms-intro" sx={{ mb: 1 }}>
                    {t('login_terms.intro')}
                </Typography>
                {terms && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {t('login_terms.version', {
                            version: terms.version,
                            date: formatDate(terms.published_at),
                        })}
                    </Typography>
                )}
                {!terms && !loadFailed && <CircularProgress aria-label={t('login_terms.loading')} />}
                {loadFailed && (
                    <Alert
                        severity="error"
                        action={
                            <Button color="inherit" size="small" onClick={load}>
                                {t('login_terms.retry')}
                            </Button>
                        }
                    >
                        {t('login_terms.load_failed')}
                    </Alert>
                )}
                {terms?.sections.map((section) => (
                    <Box component="section" key={section.heading} sx={{ mb: 2 }}>
                        <Typography variant="subtitle1" component="h3">
                            {section.heading}
                        </Typography>
                        <Typography variant="body2">{section.text}</Typography>
                    </Box>
                ))}
            </DialogContent>
            {acceptFailed && (
                <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
                    {t('login_terms.accept_failed')}
                </Alert>
            )}
            <DialogActions>
                <Button onClick={() => run(onLeave)} disabled={busy}>
                    {t('login_terms.leave')}
                </Button>
                <Button
                    variant="contained"
                    onClick={() => terms && accept(terms.version)}
                    disabled={busy || !terms}
                >
                    {t('login_terms.accept')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
