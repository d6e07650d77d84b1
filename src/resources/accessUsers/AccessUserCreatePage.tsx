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
import { BusySubmitButton } from '../../ui/BusyButton';
import { FocusedHeading } from '../../ui/FocusedHeading';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { useBusy } from '../../ui/useBusy';
import type { AccessUser, RoleOption, StaffUserInput } from './api';
import { EMPTY_PERSON, PersonFields, usePersonDraft } from './PersonFields';

type NewUser = Omit<AccessUser, 'id'>;

const Created = ({ user, onAgain }: { user: NewUser; onAgain: () => void }) => (
    <Stack spacing={2}>
        <FocusedHeading component="h2">Acesso criado</FocusedHeading>
        <Alert severity="success">
            {user.name} agora é {user.userRole} no portal, com o login {formatCpf(user.username)}.
        </Alert>
        <Typography>
            O novo usuário ainda não tem senha: no primeiro acesso, ele escolhe “Esqueci minha senha” na tela
            de entrada, informa o CPF e define a senha com o código enviado para {user.email}.
            {user.two_factor && ' Depois da senha, cada entrada pede o código enviado por SMS ao celular.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" component={RouterLink} to="/controleusuario">
                Ver usuários
            </Button>
            <Button onClick={onAgain}>Cadastrar outro acesso</Button>
        </Stack>
    </Stack>
);

/**
 * Cadastro de acesso (`/cadastro-acesso`): a new staff user with a profile of the bank (Gestor, Caixa…) and its
 * permission set. The bank checks CPF and e-mail are free (`access/user/validate`) before creating it.
 */
export const AccessUserCreatePage = () => {
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
            <Title title="Cadastro de acesso" />
            <CardContent>
                {created ? (
                    <Created user={created} onAgain={again} />
                ) : (
                    <Box
                        component="form"
                        noValidate
                        onSubmit={submit}
                        aria-label="Novo acesso da equipe"
                        sx={{ display: 'grid', gap: 1 }}
                    >
                        <Typography variant="h6" component="h2">
                            Novo acesso da equipe
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            Para quem trabalha no banco. Titulares recebem o acesso ao abrir a conta.
                        </Typography>
                        <PersonFields value={person} errors={errors} onChange={change} />
                        {roles.status === 'loading' && <Loading label="Carregando os perfis…" />}
                        {roles.status === 'error' && <LoadFailed what="os perfis" onRetry={roles.retry} />}
                        {roles.status === 'ready' && (
                            <TextField
                                select
                                label="Perfil de acesso"
                                value={role}
                                onChange={(e) => {
                                    setRole(e.target.value);
                                    setErrors(({ role: _role, ...rest }) => rest);
                                }}
                                error={!!errors.role}
                                helperText={errors.role ?? 'Define o que o usuário pode fazer no portal.'}
                                fullWidth
                            >
                                {roles.data.map((option) => (
                                    <MenuItem
                                        key={option.code}
                                        value={option.code}
                                        disabled={!option.grantable}
                                    >
                                        {option.label}
                                        {!option.grantable && ' (acima do seu perfil)'}
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
                            label="Pedir código por SMS a cada entrada"
                        />
                        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
                            <Button component={RouterLink} to="/controleusuario" disabled={busy}>
                                Cancelar
                            </Button>
                            <BusySubmitButton busy={busy}>Criar acesso</BusySubmitButton>
                        </Box>
                    </Box>
                )}
            </CardContent>
        </Card>
    );
};
