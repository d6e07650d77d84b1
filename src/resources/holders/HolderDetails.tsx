import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { effectivePermissions } from '../../authProvider/permissions';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import type { BankDataProvider } from '../../dataProvider';
import { asLoad } from '../../dataProvider/hooks';
import { formatDate, formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatPhone } from '../../domain/drawee';
import { formatBRL } from '../../domain/money';
import { formatMobile } from '../../domain/phone';
import { statusInfo } from '../../domain/statuses';
import { DescriptionList } from '../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { HolderAccount, HolderDetail, HolderDocument, HolderUser } from './api';
import { ContactDialog } from './ContactDialog';
import { HolderAccounts } from './HolderAccounts';
import { HolderActions } from './HolderActions';
import { EntityChip } from './HolderTable';
import { holderKind, ORIGIN_LABELS, RELATIONSHIP_LABELS } from './holderText';

const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                {title}
            </Typography>
            {action}
        </Box>
        {children}
    </Box>
);

const identification = (holder: HolderDetail): [string, string][] => [
    ['Tipo', holderKind(holder)],
    [holder.type === 'legal' ? 'CNPJ' : 'CPF', formatDocument(holder.document)],
    ...(holder.trade_name ? [['Nome fantasia', holder.trade_name] as [string, string]] : []),
    ...(holder.company_kind ? [['Natureza', holder.company_kind] as [string, string]] : []),
    ...(holder.founded_on ? [['Fundação', formatDate(holder.founded_on)] as [string, string]] : []),
    ...(holder.monthly_revenue !== undefined
        ? [['Faturamento mensal', formatBRL(holder.monthly_revenue)] as [string, string]]
        : []),
    ...(holder.birth_date ? [['Nascimento', formatDate(holder.birth_date)] as [string, string]] : []),
    ...(holder.mother_name ? [['Nome da mãe', holder.mother_name] as [string, string]] : []),
    ...(holder.monthly_income !== undefined
        ? [['Renda mensal', formatBRL(holder.monthly_income)] as [string, string]]
        : []),
    ['Cadastro', formatDateTime(holder.created_at)],
    ['Origem', ORIGIN_LABELS[holder.origin] ?? holder.origin],
    ...(holder.created_by ? [['Cadastrado por', holder.created_by.name] as [string, string]] : []),
];

const addressText = (holder: HolderDetail) => {
    const a = holder.address;
    return `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}, ${a.district}, ${a.city}/${a.state}, CEP ${a.zip.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`;
};

/** Everything the drawer shows about one holder, read together through the data provider. */
const useHolderDrawer = (id: number) => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return useQuery({
        queryKey: ['titulares', 'drawer', id],
        queryFn: async ({ signal }) => {
            const read = <T,>(name: string) =>
                dataProvider.read<T>('titulares', name, { id, signal }).then(({ data }) => data);
            const [holder, accounts, users, documents] = await Promise.all([
                dataProvider.getOne<HolderDetail>('titulares', { id, signal }).then(({ data }) => data),
                read<HolderAccount[]>('accounts'),
                read<HolderUser[]>('users'),
                read<HolderDocument[]>('documents'),
            ]);
            return { holder, accounts, users, documents };
        },
    });
};

/** The holder at `?holder=<id>`: identification, contact, people, accounts, users, documents and actions. */
export const HolderDetails = ({
    id,
    onClose,
    onChanged,
}: {
    id: number;
    onClose: () => void;
    onChanged: () => void;
}) => {
    const [editing, setEditing] = useState(false);
    const load = asLoad(useHolderDrawer(id));
    const canUpdate = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.accountUpdate);
    // onChanged refreshes every holder query: the list and this drawer.
    const changed = onChanged;

    return (
        <Box sx={{ width: { xs: '100vw', sm: 560 }, p: 2 }} role="region" aria-labelledby="holder-title">
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                <Typography id="holder-title" variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {load.status === 'ready' ? load.data.holder.name : 'Titular'}
                </Typography>
                <IconButton aria-label="Fechar" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            {load.status === 'loading' && <Loading label="Carregando o titular…" />}
            {load.status === 'error' && <LoadFailed what="o titular" onRetry={load.retry} />}
            {load.status === 'ready' && (
                <>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <EntityChip status={load.data.holder.status} />
                        {load.data.holder.decided_at && (
                            <Typography variant="body2" color="text.secondary">
                                Última decisão em {formatDateTime(load.data.holder.decided_at)}
                                {load.data.holder.decided_by
                                    ? ` por ${load.data.holder.decided_by.name}`
                                    : ''}
                            </Typography>
                        )}
                    </Box>
                    {(load.data.holder.status_reason || load.data.holder.status === 'rejected') && (
                        <Alert severity="info" sx={{ mt: 1 }}>
                            {load.data.holder.status === 'rejected' ? 'Cadastro rejeitado. ' : ''}
                            {load.data.holder.status_reason
                                ? `Motivo: ${load.data.holder.status_reason}`
                                : ''}
                        </Alert>
                    )}
                    <Section title="Ações">
                        <HolderActions holder={load.data.holder} onChanged={changed} />
                    </Section>
                    <Section title="Documentos faltando">
                        {load.data.holder.missing_documents.length === 0 ? (
                            <Typography color="success.main">
                                Todos os documentos exigidos estão aprovados.
                            </Typography>
                        ) : (
                            <List dense aria-label="Documentos faltando">
                                {load.data.holder.missing_documents.map((label) => (
                                    <ListItem key={label} disableGutters>
                                        <ListItemText primary={label} />
                                    </ListItem>
                                ))}
                            </List>
                        )}
                    </Section>
                    <Divider sx={{ mt: 2 }} />
                    <Section title="Identificação">
                        <DescriptionList pairs={identification(load.data.holder)} label="Identificação" />
                    </Section>
                    <Section
                        title="Contato e endereço"
                        action={
                            canUpdate && load.data.holder.status !== 'closed' ? (
                                <Button size="small" onClick={() => setEditing(true)}>
                                    Editar
                                </Button>
                            ) : undefined
                        }
                    >
                        <DescriptionList
                            label="Contato e endereço"
                            pairs={[
                                ['E-mail', load.data.holder.email],
                                [
                                    load.data.holder.type === 'legal' ? 'Telefone' : 'Celular',
                                    formatPhone(load.data.holder.phone),
                                ],
                                ['Endereço', addressText(load.data.holder)],
                            ]}
                        />
                    </Section>
                    <People holder={load.data.holder} />
                    <Section title="Contas">
                        <HolderAccounts accounts={load.data.accounts} onChanged={changed} />
                    </Section>
                    <Section title="Usuários">
                        {load.data.users.length === 0 ? (
                            <Typography color="text.secondary">
                                {load.data.holder.responsible
                                    ? 'Conta operada pelo responsável.'
                                    : 'Nenhum usuário de acesso.'}
                            </Typography>
                        ) : (
                            <List dense aria-label="Usuários do titular">
                                {load.data.users.map((user) => (
                                    <ListItem key={user.uuid} disableGutters>
                                        <ListItemText
                                            primary={`${user.name} · ${formatDocument(user.username)}`}
                                            secondary={`${user.email} · ${statusInfo('entity', user.status).label} · Último acesso: ${user.last_login_at ? formatDateTime(user.last_login_at) : 'nunca'}`}
                                        />
                                    </ListItem>
                                ))}
                            </List>
                        )}
                    </Section>
                    <Section
                        title="Documentos"
                        action={
                            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                                <Button size="small" component={RouterLink} to={`/documentos?person=${id}`}>
                                    Analisar
                                </Button>
                                <Button
                                    size="small"
                                    component={RouterLink}
                                    to={`/upload-de-documentos?person=${id}`}
                                >
                                    Enviar
                                </Button>
                            </Box>
                        }
                    >
                        {load.data.documents.length === 0 ? (
                            <Typography color="text.secondary">Nenhum documento enviado.</Typography>
                        ) : (
                            <List dense aria-label="Documentos do titular">
                                {load.data.documents.map((doc) => {
                                    const info = statusInfo('document', doc.status);
                                    return (
                                        <ListItem
                                            key={doc.id}
                                            disableGutters
                                            secondaryAction={
                                                <Chip size="small" label={info.label} color={info.color} />
                                            }
                                        >
                                            <ListItemText
                                                primary={doc.type_label}
                                                secondary={`${doc.file_name} · ${formatDate(doc.created_at)}${doc.reason ? ` · ${doc.reason}` : ''}`}
                                                sx={{ pr: 12 }}
                                            />
                                        </ListItem>
                                    );
                                })}
                            </List>
                        )}
                    </Section>
                    {editing && (
                        <ContactDialog
                            holder={load.data.holder}
                            open
                            onClose={() => setEditing(false)}
                            onSaved={() => {
                                setEditing(false);
                                changed();
                            }}
                        />
                    )}
                </>
            )}
        </Box>
    );
};

/** A company's partners and attorney, a minor's responsible adult. */
const People = ({ holder }: { holder: HolderDetail }) => (
    <>
        {holder.partners && holder.partners.length > 0 && (
            <Section title="Sócios">
                <List dense aria-label="Sócios">
                    {holder.partners.map((partner) => (
                        <ListItem key={partner.document} disableGutters>
                            <ListItemText
                                primary={`${partner.name} · ${formatDocument(partner.document)}`}
                                secondary={`${(partner.share_bp / 100).toLocaleString('pt-BR')} % do capital${partner.administrator ? ' · Administrador' : ''} · ${partner.email}`}
                            />
                        </ListItem>
                    ))}
                </List>
            </Section>
        )}
        {holder.attorney && (
            <Section title="Procurador">
                <DescriptionList
                    label="Procurador"
                    pairs={[
                        ['Nome', holder.attorney.name],
                        ['CPF', formatDocument(holder.attorney.document)],
                        ['Contato', `${holder.attorney.email} · ${formatMobile(holder.attorney.phone)}`],
                        ['Procuração válida até', formatDate(holder.attorney.valid_until)],
                    ]}
                />
            </Section>
        )}
        {holder.responsible && (
            <Section title="Responsável">
                <DescriptionList
                    label="Responsável"
                    pairs={[
                        ['Nome', holder.responsible.name],
                        [
                            'CPF',
                            holder.responsible.document ? formatDocument(holder.responsible.document) : 'N/A',
                        ],
                        [
                            'Parentesco',
                            RELATIONSHIP_LABELS[holder.responsible.relationship] ??
                                holder.responsible.relationship,
                        ],
                    ]}
                />
            </Section>
        )}
    </>
);
