import SendIcon from '@mui/icons-material/Send';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SuccessState } from '../../app/SuccessPage';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import type { NotificationCategory } from '../../contract/notifications';
import { ROLES } from '../../contract/roles';
import type { BankDataProvider } from '../../dataProvider';
import { useVerb } from '../../dataProvider/hooks';
import {
    BODY_MAX_LENGTH,
    CATEGORIES,
    checkNotification,
    isRole,
    NOTIFICATION_MESSAGES,
    type NotificationErrors,
    RECIPIENTS,
    type Recipients,
    recipientsText,
    TITLE_MAX_LENGTH,
    textLength,
} from '../../domain/notifications';
import { useMessages } from '../../i18n';
import type { NewNotification, UserSummary } from './api';
import { announceNotificationsChanged } from './events';
import { notificationMessages } from './messages';

const SEARCH_DELAY_MS = 300;

/** The form's inputs, in the order the first error is focused. */
const FIELD_IDS: Record<keyof NotificationErrors, string> = {
    title: 'notificacao-titulo', // not text
    body: 'notificacao-mensagem',
    category: 'notificacao-categoria',
    recipients: 'notificacao-destinatarios-all',
    role: 'notificacao-perfil',
    user_ids: 'notificacao-usuarios',
};

/** The users matching what is typed, asked of the bank a moment after the typing stops. */
const useUserSearch = (input: string, active: boolean) => {
    const dataProvider = useDataProvider<BankDataProvider>();
    const [options, setOptions] = useState<UserSummary[]>([]);
    const [loading, setLoading] = useState(false);
    useEffect(() => {
        if (!active) return;
        const controller = new AbortController();
        setLoading(true);
        const timer = setTimeout(() => {
            dataProvider
                .getList<UserSummary & { id: number }>('notificacoes-usuarios', {
                    filter: { search: input.trim(), status: 'active' },
                    sort: { field: 'name', order: 'ASC' },
                    pagination: { page: 1, perPage: 20 },
                    signal: controller.signal,
                })
                .then(
                    ({ data: found }) => {
                        if (controller.signal.aborted) return;
                        setOptions(found);
                        setLoading(false);
                    },
                    () => {
                        if (!controller.signal.aborted) setLoading(false);
                    },
                );
        }, SEARCH_DELAY_MS);
        return () => {
            clearTimeout(timer);
            controller.abort();
        };
    }, [input, active, dataProvider]);
    return { options, loading };
};

/**
 * `/create-notifications` (staff with access.notification.store): title, message, category and who receives
 * it (everyone, one role, or users picked by name). It asks for confirmation with the number of people it
 * reaches, sends, and lands on /success.
 */
export const CreateNotificationPage = () => {
    const t = useMessages(notificationMessages);
    const navigate = useNavigate();
    const [title, setTitle] = useState('');
    const [body, setBody] = useState('');
    const [category, setCategory] = useState<NotificationCategory>('info');
    const [recipients, setRecipients] = useState<Recipients | ''>('');
    const [role, setRole] = useState('');
    const [users, setUsers] = useState<UserSummary[]>([]);
    const [search, setSearch] = useState('');
    const [searchOpen, setSearchOpen] = useState(false);
    const [errors, setErrors] = useState<NotificationErrors>({});
    const [counting, setCounting] = useState(false);
    const [sending, setSending] = useState(false);
    /** How many the notification reaches: the confirmation dialog is open while set. */
    const [reach, setReach] = useState<number | null>(null);
    const found = useUserSearch(search, searchOpen);
    const dataProvider = useDataProvider<BankDataProvider>();
    const sendNotification = useVerb<{ sent: number }>('notificacoes', 'send');
    /** How many active users there are, all of them or those of one role (the page's total). */
    const countUsers = async (ofRole?: string) =>
        (
            await dataProvider.getList('notificacoes-usuarios', {
                filter: ofRole ? { role: ofRole, status: 'active' } : { status: 'active' },
                pagination: { page: 1, perPage: 1 },
                sort: { field: '', order: 'ASC' },
            })
        ).total ?? 0;

    const titleLength = textLength(title.trim());
    const bodyLength = textLength(body.trim());

    const draft = {
        title,
        body,
        category,
        recipients,
        role: recipients === 'role' ? role : undefined,
        user_ids: recipients === 'users' ? users.map((u) => u.id) : undefined,
    };

    const showErrors = (next: NotificationErrors) => {
        setErrors(next);
        const first = (Object.keys(FIELD_IDS) as (keyof NotificationErrors)[]).find((field) => next[field]);
        if (first) document.getElementById(FIELD_IDS[first])?.focus();
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const problems = checkNotification(draft);
        showErrors(problems);
        if (Object.keys(problems).length > 0) return;
        if (recipients === 'users') {
            setReach(users.length);
            return;
        }
        setCounting(true);
        try {
            const count = await countUsers(recipients === 'role' ? role : undefined);
            if (count === 0) showErrors({ role: NOTIFICATION_MESSAGES.roleEmpty });
            else setReach(count);
        } catch {
            // The failure already showed its notice.
        } finally {
            setCounting(false);
        }
    };

    const send = async () => {
        if (!recipients) return;
        setSending(true);
        try {
            const data: NewNotification = { ...draft, recipients };
            const { sent } = await sendNotification.mutateAsync({ data });
            const state: SuccessState = {
                title: t('notifications.create.sent.title'),
                message: t('notifications.create.reaches', {
                    recipients: recipientsText(sent),
                    title: title.trim(),
                }),
                next: { label: t('notifications.create.sent.back'), to: '/notifications' },
            };
            announceNotificationsChanged();
            navigate('/success', { state });
        } catch (failure) {
            setReach(null);
            setSending(false);
            const server = serverFieldErrors(failure);
            const fields = Object.keys(FIELD_IDS).filter((field) => server[field]);
            if (fields.length > 0) showErrors(Object.fromEntries(fields.map((f) => [f, server[f]])));
        }
    };

    const audience =
        recipients === 'role' && isRole(role)
            ? t('notifications.create.audience.role', { role: ROLES[role] })
            : recipients === 'users'
              ? users.map((u) => u.name).join(', ')
              : t('notifications.create.audience.all');

    return (
        <Box sx={{ py: 2, maxWidth: 720 }}>
            <Title title={t('notifications.new')} />
            <Card variant="outlined">
                <CardContent>
                    <Typography variant="h5" component="h2" gutterBottom>
                        {t('notifications.new')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {t('notifications.create.explain')}
                    </Typography>
                    <Stack
                        component="form"
                        onSubmit={submit}
                        noValidate
                        spacing={2}
                        aria-label={t('notifications.new')}
                    >
                        <TextField
                            id={FIELD_IDS.title}
                            label={t('notifications.create.title')}
                            value={title}
                            onChange={(e) => setTitle(e.target.value)}
                            error={!!errors.title}
                            helperText={
                                errors.title ??
                                t('notifications.create.length', {
                                    length: titleLength,
                                    max: TITLE_MAX_LENGTH,
                                })
                            }
                            required
                            fullWidth
                        />
                        <TextField
                            id={FIELD_IDS.body}
                            label={t('notifications.create.body')}
                            value={body}
                            onChange={(e) => setBody(e.target.value)}
                            error={!!errors.body || bodyLength > BODY_MAX_LENGTH}
                            helperText={
                                errors.body ??
                                t('notifications.create.length', { length: bodyLength, max: BODY_MAX_LENGTH })
                            }
                            required
                            multiline
                            minRows={4}
                            fullWidth
                        />
                        <TextField
                            id={FIELD_IDS.category}
                            select
                            label={t('notifications.create.category')}
                            value={category}
                            onChange={(e) => setCategory(e.target.value as NotificationCategory)}
                            error={!!errors.category}
                            helperText={errors.category}
                            slotProps={{ select: { native: true } }}
                            fullWidth
                        >
                            {Object.entries(CATEGORIES).map(([value, label]) => (
                                <option key={value} value={value}>
                                    {label}
                                </option>
                            ))}
                        </TextField>
                        <FormControl component="fieldset" error={!!errors.recipients} required>
                            <FormLabel component="legend">{t('notifications.create.recipients')}</FormLabel>
                            <RadioGroup
                                name="recipients"
                                value={recipients}
                                onChange={(e) => setRecipients(e.target.value as Recipients)}
                            >
                                {Object.entries(RECIPIENTS).map(([value, label]) => (
                                    <FormControlLabel
                                        key={value}
                                        value={value}
                                        label={label}
                                        control={<Radio id={`notificacao-destinatarios-${value}`} />}
                                    />
                                ))}
                            </RadioGroup>
                            {errors.recipients && <FormHelperText>{errors.recipients}</FormHelperText>}
                        </FormControl>
                        {recipients === 'role' && (
                            <TextField
                                id={FIELD_IDS.role}
                                select
                                label={t('notifications.create.role')}
                                value={role}
                                onChange={(e) => setRole(e.target.value)}
                                error={!!errors.role}
                                helperText={errors.role ?? t('notifications.create.role_help')}
                                slotProps={{ select: { native: true } }}
                                required
                                fullWidth
                            >
                                <option value="">{t('notifications.create.choose_role')}</option>
                                {Object.entries(ROLES).map(([value, label]) => (
                                    <option key={value} value={value}>
                                        {label}
                                    </option>
                                ))}
                            </TextField>
                        )}
                        {recipients === 'users' && (
                            <Autocomplete
                                id={FIELD_IDS.user_ids}
                                multiple
                                options={found.options}
                                value={users}
                                onChange={(_, next) => setUsers(next)}
                                inputValue={search}
                                onInputChange={(_, next, reason) => {
                                    // Picking someone keeps what was typed, to pick the next one.
                                    if (reason !== 'reset') setSearch(next);
                                }}
                                open={searchOpen}
                                onOpen={() => setSearchOpen(true)}
                                onClose={() => setSearchOpen(false)}
                                filterOptions={(options) => options}
                                getOptionLabel={(option) => option.name}
                                isOptionEqualToValue={(option, value) => option.id === value.id}
                                renderOption={({ key, ...props }, option) => (
                                    <li key={key} {...props}>
                                        <Box>
                                            <Typography variant="body2">{option.name}</Typography>
                                            <Typography variant="caption" color="text.secondary">
                                                {option.userRole}
                                            </Typography>
                                        </Box>
                                    </li>
                                )}
                                loading={found.loading}
                                loadingText={t('notifications.create.searching')}
                                noOptionsText={t('notifications.create.no_users')}
                                disableCloseOnSelect
                                filterSelectedOptions
                                renderInput={(params) => (
                                    <TextField
                                        {...params}
                                        label={t('notifications.create.users')}
                                        placeholder={
                                            users.length === 0
                                                ? t('notifications.create.search_placeholder')
                                                : undefined
                                        }
                                        error={!!errors.user_ids}
                                        helperText={
                                            errors.user_ids ??
                                            (users.length === 0
                                                ? t('notifications.create.search_help')
                                                : t('notifications.create.chosen', { count: users.length }))
                                        }
                                        required
                                    />
                                )}
                            />
                        )}
                        <Box
                            sx={{
                                display: 'flex',
                                flexWrap: 'wrap',
                                justifyContent: 'flex-end',
                                gap: 1,
                            }}
                        >
                            <Button component={RouterLink} to="/notifications">
                                {t('notifications.create.cancel')}
                            </Button>
                            <Button
                                type="submit"
                                variant="contained"
                                disabled={counting || sending}
                                startIcon={
                                    counting ? <CircularProgress size={18} color="inherit" /> : <SendIcon />
                                }
                            >
                                {t('notifications.create.submit')}
                            </Button>
                        </Box>
                    </Stack>
                </CardContent>
            </Card>
            <Dialog
                open={reach !== null}
                onClose={() => !sending && setReach(null)}
                aria-labelledby="confirmar-envio-titulo"
                aria-describedby="confirmar-envio-texto"
            >
                <DialogTitle id="confirmar-envio-titulo">
                    {t('notifications.create.confirm.title')}
                </DialogTitle>
                <DialogContent>
                    <DialogContentText id="confirmar-envio-texto">
                        {reach !== null &&
                            t('notifications.create.reaches', {
                                recipients: recipientsText(reach),
                                title: title.trim(),
                            })}
                    </DialogContentText>
                    <DialogContentText sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                        {t('notifications.create.confirm.audience', { audience })}
                    </DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setReach(null)} disabled={sending}>
                        {t('notifications.create.confirm.back')}
                    </Button>
                    <Button
                        onClick={send}
                        variant="contained"
                        disabled={sending}
                        startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
                        autoFocus
                    >
                        {t('notifications.create.confirm.send')}
                    </Button>
                </DialogActions>
            </Dialog>
        </Box>
    );
};
