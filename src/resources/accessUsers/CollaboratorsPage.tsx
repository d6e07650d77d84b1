import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Confirm, Title, useGetList, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { asLoad, useVerb } from '../../dataProvider/hooks';
import {
    ACCESS_USER_MESSAGES,
    accessUserProblems,
    COLLABORATOR_PROFILES,
    type CollaboratorProfile,
} from '../../domain/accessUsers';
import { formatCpf } from '../../domain/cpf';
import { useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import { useBusy } from '../../ui/useBusy';
import type { AccessUser, PersonInput } from './api';
import { accessUserMessages } from './messages';
import { EMPTY_PERSON, PersonFields, usePersonDraft } from './PersonFields';

const PROFILES = Object.entries(COLLABORATOR_PROFILES) as [
    CollaboratorProfile,
    (typeof COLLABORATOR_PROFILES)[CollaboratorProfile],
][];

type NewCollaborator = Omit<AccessUser, 'id'>;

const CollaboratorForm = ({ onAdded }: { onAdded: (user: NewCollaborator) => void }) => {
    const t = useMessages(accessUserMessages);
    const add = useVerb<NewCollaborator>('colaboradores', 'add');
    const [profile, setProfile] = useState<CollaboratorProfile | ''>('');
    const { person, setPerson, errors, setErrors, change } = usePersonDraft();
    const { busy, run } = useBusy();

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found: Record<string, string> = { ...accessUserProblems(person) };
        if (!profile) found.profile = ACCESS_USER_MESSAGES.profileRequired;
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void run(async () => {
            try {
                const data: PersonInput & { profile: string } = { ...person, profile };
                onAdded(await add.mutateAsync({ data }));
                setPerson(EMPTY_PERSON);
                setProfile('');
            } catch (failure) {
                setErrors(serverFieldErrors(failure));
            }
        });
    };

    return (
        <Box
            component="form"
            noValidate
            onSubmit={submit}
            aria-label={t('access_users.collaborators.new')}
            sx={{ display: 'grid', gap: 1 }}
        >
            <PersonFields
                value={person}
                errors={errors}
                onChange={change}
                hints={{ phone: t('access_users.collaborators.phone_help') }}
            />
            <FormControl error={!!errors.profile}>
                <FormLabel id="collaborator-profile">{t('access_users.collaborators.profile')}</FormLabel>
                <RadioGroup
                    aria-labelledby="collaborator-profile"
                    value={profile}
                    onChange={(e) => {
                        setProfile(e.target.value as CollaboratorProfile);
                        setErrors(({ profile: _profile, ...rest }) => rest);
                    }}
                >
                    {PROFILES.map(([code, info]) => (
                        <FormControlLabel
                            key={code}
                            value={code}
                            control={<Radio />}
                            label={
                                <>
                                    <Typography component="span" sx={{ fontWeight: 600 }}>
                                        {info.label}
                                    </Typography>
                                    <Typography component="span" variant="body2" color="text.secondary">
                                        {' '}
                                        — {info.description}
                                    </Typography>
                                </>
                            }
                        />
                    ))}
                </RadioGroup>
                <FormHelperText>{errors.profile ?? ' '}</FormHelperText>
            </FormControl>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <BusySubmitButton busy={busy}>{t('access_users.collaborators.title')}</BusySubmitButton>
            </Box>
        </Box>
    );
};

/**
 * Adicionar colaborador (`/adicionar-colaborador`, legal persons): people who sign in to the company's
 * accounts with a limited profile, and the list of those already added, each removable.
 */
export const CollaboratorsPage = () => {
    const t = useMessages(accessUserMessages);
    const notify = useNotify();
    const [removing, setRemoving] = useState<AccessUser | null>(null);
    const [added, setAdded] = useState<NewCollaborator | null>(null);
    const { busy, run } = useBusy();
    const removal = useVerb('colaboradores', 'remove');
    const query = useGetList<AccessUser>('colaboradores', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
    });
    const list = asLoad(query);

    const remove = () =>
        run(async () => {
            if (!removing) return;
            try {
                await removal.mutateAsync({ id: removing.uuid });
                notify(t('access_users.collaborators.notices.removed'), { type: 'success' });
                void query.refetch();
            } catch {
                // The http layer showed the notice.
            }
            setRemoving(null);
        });

    return (
        <Box
            sx={{
                mt: 1,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
            }}
        >
            <Title title={t('access_users.collaborators.title')} />
            <Card>
                <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                        {t('access_users.collaborators.new')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {t('access_users.collaborators.explain')}
                    </Typography>
                    {added && (
                        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setAdded(null)}>
                            {t('access_users.collaborators.added', { name: added.name, email: added.email })}
                        </Alert>
                    )}
                    <CollaboratorForm
                        onAdded={(user) => {
                            setAdded(user);
                            void query.refetch();
                        }}
                    />
                </CardContent>
            </Card>
            <Card>
                <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                        {t('access_users.collaborators.list')}
                    </Typography>
                    {list.status === 'loading' && <Loading label={t('access_users.collaborators.loading')} />}
                    {list.status === 'error' && (
                        <LoadFailed what={t('access_users.collaborators.what')} onRetry={list.retry} />
                    )}
                    {list.status === 'ready' && list.data.length === 0 && (
                        <Typography color="text.secondary">
                            {t('access_users.collaborators.empty')}
                        </Typography>
                    )}
                    {list.status === 'ready' && list.data.length > 0 && (
                        <List aria-label={t('access_users.collaborators.list')} disablePadding>
                            {list.data.map((user) => (
                                <ListItem
                                    key={user.uuid}
                                    divider
                                    disableGutters
                                    sx={{ flexWrap: 'wrap', gap: 1 }}
                                    secondaryAction={
                                        <Button color="error" size="small" onClick={() => setRemoving(user)}>
                                            {t('access_users.collaborators.remove')}
                                        </Button>
                                    }
                                >
                                    <ListItemText
                                        sx={{ pr: 10, overflowWrap: 'anywhere' }}
                                        primary={user.name}
                                        secondary={`${formatCpf(user.username)} · ${user.userRole}`}
                                    />
                                    {user.status !== 'active' && (
                                        <StatusChip vocabulary="entity" value={user.status} />
                                    )}
                                </ListItem>
                            ))}
                        </List>
                    )}
                </CardContent>
            </Card>
            <Confirm
                isOpen={removing !== null}
                loading={busy}
                title={t('access_users.collaborators.confirm.title', { name: removing?.name ?? '' })}
                content={t('access_users.collaborators.confirm.content')}
                confirm={t('access_users.collaborators.remove')}
                cancel={t('access_users.cancel')}
                onConfirm={remove}
                onClose={() => setRemoving(null)}
            />
        </Box>
    );
};
