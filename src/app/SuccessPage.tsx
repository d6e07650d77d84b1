import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Title } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { appText } from '../i18n';

/**
 * What a screen hands `/success` in the router state, after an operation the bank accepted:
 *
 * ```ts
 * navigate('/success', {
 *     state: {
 *         title: 'Notificação enviada',                    // required: the heading
 *         message: '12 usuários vão receber a notificação.', // optional: one paragraph under it
 *         next: { label: 'Voltar às notificações', to: '/notifications' }, // optional: the button
 *     } satisfies SuccessState,
 * });
 * ```
 *
 * Without a valid state (the page opened by its address, or a reload that lost it) the page says only
 * "Operação concluída" with a button to the home page. Anything that is not this shape is ignored.
 */
export interface SuccessState {
    title: string;
    message?: string;
    next?: { label: string; to: string };
}

const generic = (): Required<SuccessState> => ({
    title: appText('app.shell.success_title'),
    message: '',
    next: { label: appText('app.shell.go_home'), to: '/' },
});

const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Reads the router state defensively: only strings, and only in-app paths for the button. */
export const readSuccessState = (state: unknown): Required<SuccessState> => {
    const raw = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
    const title = text(raw.title);
    if (!title) return generic();
    const next = (raw.next && typeof raw.next === 'object' ? raw.next : {}) as Record<string, unknown>;
    const label = text(next.label);
    const to = text(next.to);
    return {
        title,
        message: text(raw.message) ?? '',
        next: label && to?.startsWith('/') && !to.startsWith('//') ? { label, to } : generic().next,
    };
};

/** `/success`: the confirmation that an operation went through, and where to go next (see SuccessState). */
export const SuccessPage = () => {
    const { title, message, next } = readSuccessState(useLocation().state);
    const headingRef = useRef<HTMLHeadingElement>(null);

    // Screen readers and keyboard users land on the outcome, not at the top of the layout.
    useEffect(() => {
        headingRef.current?.focus();
    }, []);

    return (
        <Box sx={{ py: { xs: 2, sm: 4 }, display: 'flex', justifyContent: 'center' }}>
            <Title title={title} />
            <Card variant="outlined" sx={{ width: '100%', maxWidth: 520 }}>
                <CardContent sx={{ textAlign: 'center', py: 4, px: { xs: 2, sm: 4 } }}>
                    <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
                    <Typography
                        ref={headingRef}
                        tabIndex={-1}
                        variant="h5"
                        component="h2"
                        sx={{ mt: 1, outline: 'none', overflowWrap: 'anywhere' }}
                    >
                        {title}
                    </Typography>
                    {message && (
                        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                            {message}
                        </Typography>
                    )}
                    <Button component={Link} to={next.to} variant="contained" sx={{ mt: 3 }}>
                        {next.label}
                    </Button>
                </CardContent>
            </Card>
        </Box>
    );
};
