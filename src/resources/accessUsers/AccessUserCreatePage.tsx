import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { asLoad, useRead, useVerb } from '../../dataProvider/hooks';
import { ACCESS_USER_MESSAGES, accessUserProblems } from '../../domain/accessUsers';
import { formatCpf } from '../../domain/cpf';
import { useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { FocusedHeading } from '../../ui/FocusedHeading';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { useBusy } from '../../ui/useBusy';
import type { AccessUser, RoleOption, StaffUserInput } from './api';
import { accessUserMessages } from './messages';
import { EMPTY_PERSON, PersonFields, usePersonDraft } from './PersonFields';

type NewUser = Omit<AccessUser, 'id'>;

const Created = ({ user, onAgain }: { user: NewUser; onAgain: () => void }) => {
    const t = useMessages(accessUserMessages);
    return (
        <Stack spacing={2}>
            <FocusedHeading component="h2">{t('access_users.create.created.title')}</FocusedHeading>
            <Alert severity="success">
                {t('access_users.create.created.summary', {
                    name: user.name,
                    role: user.userRole,
                    login: formatCpf(user.username),
                })}
            </Alert>
            <Typography>
                {t('access_users.create.created.explain', { email: user.email })}
                {user.two_factor && ` ${t('access_users.create.created.two_factor')}`}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" component={RouterLink} to="/controleusuario">
                    {t('access_users.create.created.see_users')}
                </Button>
                <Button onClick={onAgain}>{t('access_users.create.created.again')}</Button>
            </Stack>
        </Stack>
    );
};

/**
 * Cadastro de acesso (`/cadastro-acesso`): a new staff user with a profile of the bank (Gestor, Caixa…) and its
 * permission set. The bank checks CPF and e-mail are free (`access/user/validate`) before creating it.
 */
export const AccessUserCreatePage = () => {
    const t = useMessages(accessUserMessages);
    const roles = asLoad(useRead<RoleOption[]>('controleusuario', 'roles'));
    const validate = useVerb('controleusuario', 'validate');
    const create = useVerb<NewUser>('controleusuario', 'create');
    const queryClient = useQueryClient();
    const [role, setRole] = useState('');
    const [twoFactor, setTwoFactor] = useState(true);
    const [created, setCreated] = useState<NewUser | null>(null);
    const { person, setPerson, errors, setErrors, change } = usePersonDraft();
    const { busy, run } = useBusy();

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found: Record<string, string> = { ...accessUserProblems(person) };
        if (!role) found.role = ACCESS_USER_MESSAGES.roleRequired;
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        const body: StaffUserInput = { ...person, role, two_factor: twoFactor };
        void run(async () => {
            try {
                await validate.mutateAsync({ data: body, quiet: true });
                setCreated(await create.mutateAsync({ data: body }));
                // The users' list and figures count the new one.
                void queryClient.invalidateQueries({ queryKey: ['controleusuario'] });
            } catch (failure) {
                setErrors(serverFieldErrors(failure));
            }
        });
    };

    const again = () => {
        setCreated(null);
        setPerson(EMPTY_PERSON);
        setRole('');
        setTwoFactor(true);
    };

    return (
        <Card sx={{ mt: 1, maxWidth: 640 }}>
            <Title title={t('access_users.create.title')} />
            <CardContent>
                {created ? (
                    <Created user={created} onAgain={again} />
                ) : (
                    <Box
                        component="form"
                        noValidate
                        onSubmit={submit}
                        aria-label={t('access_users.create.heading')}
                        sx={{ display: 'grid', gap: 1 }}
                    >
                        <Typography variant="h6" component="h2">
                            {t('access_users.create.heading')}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            {t('access_users.create.explain')}
                        </Typography>
                        <PersonFields value={person} errors={errors} onChange={change} />
                        {roles.status === 'loading' && (
                            <Loading label={t('access_users.create.loading_roles')} shape="field" />
                        )}
                        {roles.status === 'error' && (
                            <LoadFailed what={t('access_users.create.what_roles')} onRetry={roles.retry} />
                        )}
                        {roles.status === 'ready' && (
                            <TextField
                                select
                                label={t('access_users.create.role')}
                                value={role}
                                onChange={(e) => {
                                    setRole(e.target.value);
                                    setErrors(({ role: _role, ...rest }) => rest);
                                }}
                                error={!!errors.role}
                                helperText={errors.role ?? t('access_users.create.role_help')}
                                fullWidth
                            >
                                {roles.data.map((option) => (
                                    <MenuItem
                                        key={option.code}
                                        value={option.code}
                                        disabled={!option.grantable}
                                    >
                                        {option.label}
                                        {!option.grantable && ` ${t('access_users.create.above_yours')}`}
                                    </MenuItem>
                                ))}
                            </TextField>
                        )}
                        <FormControlLabel
                            control={
                                <Switch
                                    checked={twoFactor}
                                    onChange={(e) => setTwoFactor(e.target.checked)}
                                />
                            }
                            label={t('access_users.create.two_factor')}
                        />
                        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
                            <Button component={RouterLink} to="/controleusuario" disabled={busy}>
                                {t('access_users.cancel')}
                            </Button>
                            <BusySubmitButton busy={busy}>{t('access_users.create.submit')}</BusySubmitButton>
                        </Box>
                    </Box>
                )}
            </CardContent>
        </Card>
    );
};
