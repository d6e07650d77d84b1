import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { statusLabel } from '../../domain/statuses';
import { type SliceTranslate, useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import type { HolderAccount, HolderDetail, HolderDocument, HolderUser } from './api';
import { ContactDialog } from './ContactDialog';
import { HolderAccounts } from './HolderAccounts';
import { HolderActions } from './HolderActions';
import { holderKind, originLabel, relationshipLabel } from './holderText';
import { holderMessages } from './messages';

type T = SliceTranslate<typeof holderMessages>;

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

const identification = (t: T, holder: HolderDetail): [string, string][] => [
    [t('holders.details.fields.type'), holderKind(holder)],
    [holder.type === 'legal' ? 'CNPJ' : 'CPF', formatDocument(holder.document)],
    ...(holder.trade_name
        ? [[t('holders.details.fields.trade_name'), holder.trade_name] as [string, string]]
        : []),
    ...(holder.company_kind
        ? [[t('holders.details.fields.company_kind'), holder.company_kind] as [string, string]]
        : []),
    ...(holder.founded_on
        ? [[t('holders.details.fields.founded_on'), formatDate(holder.founded_on)] as [string, string]]
        : []),
    ...(holder.monthly_revenue !== undefined
        ? [
              [t('holders.details.fields.monthly_revenue'), formatBRL(holder.monthly_revenue)] as [
                  string,
                  string,
              ],
          ]
        : []),
    ...(holder.birth_date
        ? [[t('holders.details.fields.birth_date'), formatDate(holder.birth_date)] as [string, string]]
        : []),
    ...(holder.mother_name
        ? [[t('holders.details.fields.mother_name'), holder.mother_name] as [string, string]]
        : []),
    ...(holder.monthly_income !== undefined
        ? [[t('holders.details.fields.monthly_income'), formatBRL(holder.monthly_income)] as [string, string]]
        : []),
    [t('holders.details.fields.created_at'), formatDateTime(holder.created_at)],
    [t('holders.details.fields.origin'), originLabel(holder.origin)],
    ...(holder.created_by
        ? [[t('holders.details.fields.created_by'), holder.created_by.name] as [string, string]]
        : []),
];

const addressText = (t: T, holder: HolderDetail) => {
    const a = holder.address;
    return t('holders.details.address_text', {
        street: a.street,
        number: a.number,
        complement: a.complement ? ` - ${a.complement}` : '',
        district: a.district,
        city: a.city,
        state: a.state,
        zip: a.zip.replace(/^(\d{5})(\d{3})$/, '$1-$2'),
    });
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
    const t = useMessages(holderMessages);
    const [editing, setEditing] = useState(false);
    const load = asLoad(useHolderDrawer(id));
    const canUpdate = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.accountUpdate);
    // onChanged refreshes every holder query: the list and this drawer.
    const changed = onChanged;

    return (
        <Box sx={{ width: { xs: '100vw', sm: 560 }, p: 2 }} role="region" aria-labelledby="holder-title">
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                <Typography id="holder-title" variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {load.status === 'ready' ? load.data.holder.name : t('holders.details.holder')}
                </Typography>
                <IconButton aria-label={t('holders.details.close')} onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            {load.status === 'loading' && <Loading label={t('holders.details.loading')} shape="detail" />}
            {load.status === 'error' && (
                <LoadFailed what={t('holders.details.failed')} onRetry={load.retry} />
            )}
            {load.status === 'ready' && (
                <>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <StatusChip vocabulary="entity" value={load.data.holder.status} />
                        {load.data.holder.decided_at && (
                            <Typography variant="body2" color="text.secondary">
                                {load.data.holder.decided_by
                                    ? t('holders.details.decided_at_by', {
                                          date: formatDateTime(load.data.holder.decided_at),
                                          name: load.data.holder.decided_by.name,
                                      })
                                    : t('holders.details.decided_at', {
                                          date: formatDateTime(load.data.holder.decided_at),
                                      })}
                            </Typography>
                        )}
                    </Box>
                    {(load.data.holder.status_reason || load.data.holder.status === 'rejected') && (
                        <Alert severity="info" sx={{ mt: 1 }}>
                            {load.data.holder.status === 'rejected' ? t('holders.details.rejected') : ''}
                            {load.data.holder.status_reason
                                ? t('holders.details.reason', { reason: load.data.holder.status_reason })
                                : ''}
                        </Alert>
                    )}
                    <Section title={t('holders.details.actions')}>
                        <HolderActions holder={load.data.holder} onChanged={changed} />
                    </Section>
                    <Section title={t('holders.details.missing_documents')}>
                        {load.data.holder.missing_documents.length === 0 ? (
                            <Typography color="success.main">
                                {t('holders.details.documents_complete')}
                            </Typography>
                        ) : (
                            <List dense aria-label={t('holders.details.missing_documents')}>
                                {load.data.holder.missing_documents.map((label) => (
                                    <ListItem key={label} disableGutters>
                                        <ListItemText primary={label} />
                                    </ListItem>
                                ))}
                            </List>
                        )}
                    </Section>
                    <Divider sx={{ mt: 2 }} />
                    <Section title={t('holders.details.identification')}>
                        <DescriptionList
                            pairs={identification(t, load.data.holder)}
                            label={t('holders.details.identification')}
                        />
                    </Section>
                    <Section
                        title={t('holders.details.contact')}
                        action={
                            canUpdate && load.data.holder.status !== 'closed' ? (
                                <Button size="small" onClick={() => setEditing(true)}>
                                    {t('holders.details.edit')}
                                </Button>
                            ) : undefined
                        }
                    >
                        <DescriptionList
                            label={t('holders.details.contact')}
                            pairs={[
                                [t('holders.details.email'), load.data.holder.email],
                                [
                                    load.data.holder.type === 'legal'
                                        ? t('holders.details.phone')
                                        : t('holders.details.mobile'),
                                    formatPhone(load.data.holder.phone),
                                ],
                                [t('holders.details.address'), addressText(t, load.data.holder)],
                            ]}
                        />
                    </Section>
                    <People holder={load.data.holder} />
                    <Section title={t('holders.details.accounts')}>
                        <HolderAccounts accounts={load.data.accounts} onChanged={changed} />
                    </Section>
                    <Section title={t('holders.details.users')}>
                        {load.data.users.length === 0 ? (
                            <Typography color="text.secondary">
                                {load.data.holder.responsible
                                    ? t('holders.details.operated_by_responsible')
                                    : t('holders.details.no_users')}
                            </Typography>
                        ) : (
                            <List dense aria-label={t('holders.details.users_label')}>
                                {load.data.users.map((user) => (
                                    <ListItem key={user.uuid} disableGutters>
                                        <ListItemText
                                            primary={`${user.name} · ${formatDocument(user.username)}`}
                                            secondary={t('holders.details.user_line', {
                                                email: user.email,
                                                status: statusLabel('entity', user.status),
                                                last_login: user.last_login_at
                                                    ? formatDateTime(user.last_login_at)
                                                    : t('holders.details.never'),
                                            })}
                                        />
                                    </ListItem>
                                ))}
                            </List>
                        )}
                    </Section>
                    <Section
                        title={t('holders.details.documents')}
                        action={
                            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                                <Button size="small" component={RouterLink} to={`/documentos?person=${id}`}>
                                    {t('holders.details.review')}
                                </Button>
                                <Button
                                    size="small"
                                    component={RouterLink}
                                    to={`/upload-de-documentos?person=${id}`}
                                >
                                    {t('holders.details.upload')}
                                </Button>
                            </Box>
                        }
                    >
                        {load.data.documents.length === 0 ? (
                            <Typography color="text.secondary">
                                {t('holders.details.no_documents')}
                            </Typography>
                        ) : (
                            <List dense aria-label={t('holders.details.documents_label')}>
                                {load.data.documents.map((doc) => {
                                    return (
                                        <ListItem
                                            key={doc.id}
                                            disableGutters
                                            secondaryAction={
                                                <StatusChip vocabulary="document" value={doc.status} />
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
const People = ({ holder }: { holder: HolderDetail }) => {
    const t = useMessages(holderMessages);
    return (
        <>
            {holder.partners && holder.partners.length > 0 && (
                <Section title={t('holders.details.partners')}>
                    <List dense aria-label={t('holders.details.partners')}>
                        {holder.partners.map((partner) => (
                            <ListItem key={partner.document} disableGutters>
                                <ListItemText
                                    primary={`${partner.name} · ${formatDocument(partner.document)}`}
                                    secondary={t(
                                        partner.administrator
                                            ? 'holders.details.partner_line_administrator'
                                            : 'holders.details.partner_line',
                                        {
                                            share: (partner.share_bp / 100).toLocaleString('pt-BR'),
                                            email: partner.email,
                                        },
                                    )}
                                />
                            </ListItem>
                        ))}
                    </List>
                </Section>
            )}
            {holder.attorney && (
                <Section title={t('holders.details.attorney')}>
                    <DescriptionList
                        label={t('holders.details.attorney')}
                        pairs={[
                            [t('holders.details.person.name'), holder.attorney.name],
                            ['CPF', formatDocument(holder.attorney.document)],
                            [
                                t('holders.details.person.contact'),
                                `${holder.attorney.email} · ${formatMobile(holder.attorney.phone)}`,
                            ],
                            [
                                t('holders.details.person.valid_until'),
                                formatDate(holder.attorney.valid_until),
                            ],
                        ]}
                    />
                </Section>
            )}
            {holder.responsible && (
                <Section title={t('holders.details.responsible')}>
                    <DescriptionList
                        label={t('holders.details.responsible')}
                        pairs={[
                            [t('holders.details.person.name'), holder.responsible.name],
                            [
                                'CPF',
                                holder.responsible.document
                                    ? formatDocument(holder.responsible.document)
                                    : t('holders.details.person.not_available'),
                            ],
                            [
                                t('holders.details.person.relationship'),
                                relationshipLabel(holder.responsible.relationship),
                            ],
                        ]}
                    />
                </Section>
            )}
        </>
    );
};
