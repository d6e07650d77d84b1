import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { formatCpf } from '../../domain/cpf';
import {
    ATTORNEY_UPLOAD_TYPES,
    DOCUMENT_LABELS,
    type DocumentOwner,
    type DocumentType,
    holderUploadTypes,
    IDENTITY_UPLOAD_TYPES,
    partnerUploadTypes,
    requiredDocuments,
} from '../../domain/documents';
import { type MessageKey, useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { DocumentView, HolderDocuments } from './api';
import { DocumentUpload } from './DocumentUpload';
import { documentMessages } from './messages';
import { useHolderDocuments } from './useHolderDocuments';

interface Slot {
    type: DocumentType;
    owner: DocumentOwner;
    ownerDocument?: string;
}

const holderShape = (data: HolderDocuments) => ({
    type: data.person.type,
    responsible: data.person.minor || undefined,
    attorney: data.person.attorney ?? undefined,
});

/** Whether the registration's analysis needs this type (or one of its alternatives, RG or CNH). */
const isRequired = (data: HolderDocuments, type: DocumentType) =>
    requiredDocuments(holderShape(data)).some((r) => r.anyOf.includes(type));

const latestOf = (documents: DocumentView[], slot: Slot) =>
    documents.find(
        (d) =>
            d.type === slot.type &&
            d.owner === slot.owner &&
            (d.owner_document ?? undefined) === slot.ownerDocument,
    );

type DocumentKey = MessageKey<typeof documentMessages>;

interface ScreenProps {
    title: DocumentKey;
    intro: DocumentKey;
    /** What to send, from the holder's data; or a message when there is nothing to send here. */
    slots: (data: HolderDocuments) => Slot[] | ReactNode;
    /** Above the cards (the partner picker). */
    header?: (data: HolderDocuments) => ReactNode;
}

/** The frame of every upload page: whose documents, what is still missing, one upload card per type. */
const UploadScreen = ({ title, intro, slots, header }: ScreenProps) => {
    const t = useMessages(documentMessages);
    const { personId, staff, data, failed, retry, reload } = useHolderDocuments();
    const content = () => {
        if (personId === null) {
            return (
                <Alert severity="info">
                    {t('documents.upload.choose_holder_before')}{' '}
                    <Link component={RouterLink} to="/documentos">
                        {t('documents.common.documents')}
                    </Link>{' '}
                    {t('documents.upload.choose_holder_after')}
                </Alert>
            );
        }
        if (failed) return <LoadFailed what={t('documents.upload.what')} onRetry={retry} />;
        if (!data) return <Loading label={t('documents.common.loading')} />;
        const wanted = slots(data);
        const pending = data.requirements.filter((r) => r.state === 'missing' || r.state === 'rejected');
        return (
            <>
                {(staff || data.person.id !== getUser()?.person_id) && (
                    <Typography sx={{ mb: 1 }}>
                        {t('documents.upload.holder')} <strong>{data.person.name}</strong>
                    </Typography>
                )}
                {pending.length > 0 && (
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {t('documents.upload.missing', { list: pending.map((r) => r.label).join(', ') })}
                    </Alert>
                )}
                {header?.(data)}
                {Array.isArray(wanted) ? (
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                        {wanted.map((slot) => (
                            <DocumentUpload
                                key={`${slot.type}-${slot.ownerDocument ?? ''}`}
                                fields={{ personId: data.person.id, ...slot }}
                                label={DOCUMENT_LABELS[slot.type]}
                                required={isRequired(data, slot.type)}
                                latest={latestOf(data.documents, slot)}
                                onUploaded={reload}
                            />
                        ))}
                    </Box>
                ) : (
                    wanted
                )}
            </>
        );
    };
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t(title)} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t(title)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t(intro)}
            </Typography>
            {content()}
            <Typography variant="body2" sx={{ mt: 3 }}>
                <Link
                    component={RouterLink}
                    to={personId && staff ? `/documentos?person=${personId}` : '/documentos'}
                >
                    {t('documents.upload.see_sent')}
                </Link>
            </Typography>
        </Box>
    );
};

/** `/upload-de-documentos`: the holder's documents for its kind of registration, then the optional ones. */
export const UploadDocumentsPage = () => (
    <UploadScreen
        title="documents.upload.all.title"
        intro="documents.upload.all.intro"
        slots={(data) =>
            holderUploadTypes(holderShape(data)).map((type): Slot => ({ type, owner: 'holder' }))
        }
    />
);

/** `/upload-identidade`: front and back of the identity document and a selfie holding it. */
export const IdentityUploadPage = () => (
    <UploadScreen
        title="documents.upload.identity.title"
        intro="documents.upload.identity.intro"
        slots={() => IDENTITY_UPLOAD_TYPES.map((type): Slot => ({ type, owner: 'holder' }))}
    />
);

/** `/upload-procurador`: the power of attorney and the attorney's identity and address. */
export const AttorneyUploadPage = () => {
    const t = useMessages(documentMessages);
    return (
        <UploadScreen
            title="documents.upload.attorney.title"
            intro="documents.upload.attorney.intro"
            header={(data) =>
                data.person.attorney && (
                    <Typography sx={{ mb: 2 }}>
                        {t('documents.upload.attorney.name')} <strong>{data.person.attorney.name}</strong>{' '}
                        {t('documents.upload.attorney.cpf', {
                            cpf: formatCpf(data.person.attorney.document),
                        })}
                    </Typography>
                )
            }
            slots={(data) => {
                const attorney = data.person.attorney;
                if (!attorney) return <Alert severity="info">{t('documents.upload.attorney.none')}</Alert>;
                return ATTORNEY_UPLOAD_TYPES.map(
                    (type): Slot => ({ type, owner: 'attorney', ownerDocument: attorney.document }),
                );
            }}
        />
    );
};

/** The partner chosen by CPF (`?partner=`), kept in the address so a notice's link opens the right one. */
const PartnerPicker = ({ data }: { data: HolderDocuments }) => {
    const t = useMessages(documentMessages);
    const [params, setParams] = useSearchParams();
    return (
        <TextField
            select
            label={t('documents.upload.partner.picker')}
            value={params.get('partner') ?? ''}
            onChange={(event) => {
                const next = new URLSearchParams(params);
                next.set('partner', event.target.value);
                setParams(next, { replace: true });
            }}
            sx={{ mb: 2, minWidth: { xs: '100%', sm: 360 } }}
            helperText={t('documents.upload.partner.picker_help')}
        >
            {data.person.partners.map((partner) => (
                <MenuItem key={partner.document} value={partner.document}>
                    {formatCpf(partner.document)} · {partner.name}
                    {partner.administrator ? ` ${t('documents.upload.partner.administrator')}` : ''}
                </MenuItem>
            ))}
        </TextField>
    );
};

/** `/upload-documentos-socio`: a company partner's documents, the partner chosen by CPF. */
export const PartnerDocumentsPage = () => {
    const t = useMessages(documentMessages);
    const [params] = useSearchParams();
    const chosen = params.get('partner');
    return (
        <UploadScreen
            title="documents.upload.partner.title"
            intro="documents.upload.partner.intro"
            header={(data) => data.person.partners.length > 0 && <PartnerPicker data={data} />}
            slots={(data) => {
                if (data.person.partners.length === 0) {
                    return <Alert severity="info">{t('documents.upload.partner.none')}</Alert>;
                }
                const partner = data.person.partners.find((p) => p.document === chosen);
                if (!partner) return null;
                return partnerUploadTypes(partner).map(
                    (type): Slot => ({
                        type,
                        owner: 'partner',
                        ownerDocument: partner.document,
                    }),
                );
            }}
        />
    );
};
