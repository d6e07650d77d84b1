import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { formatPercent, percentToBp, typePercent } from '../../../domain/percent';
import { typeCpf, typeMobile } from '../../../domain/typingMasks';
import { useMessages } from '../../../i18n';
import { registrationMessages } from '../messages';
import { useWizard } from '../wizard/context';
import { DateItem, EmailItem, SwitchItem, TextItem } from '../wizard/fields';

export interface PartnerDraft {
    name: string;
    cpf: string;
    birth_date: string;
    email: string;
    phone: string;
    /** The share as typed ('50', '33,34'); sent as basis points. */
    share_bp: string;
    administrator: boolean;
}

export const EMPTY_PARTNER: PartnerDraft = {
    name: '',
    cpf: '',
    birth_date: '',
    email: '',
    phone: '',
    share_bp: '',
    administrator: false,
};

interface PartnersHolder {
    partners: PartnerDraft[];
    representative: { name: string; cpf: string; birth_date: string; email: string; cellphone: string };
}

/** The partners (QSA): add and remove, share and administrator; the first starts as the representative. */
export const PartnersFields = () => {
    const t = useMessages(registrationMessages);
    const { draft, errors, update } = useWizard<PartnersHolder>();
    const { partners, representative } = draft;

    useEffect(() => {
        if (partners.length > 0) return;
        const { cellphone, ...person } = representative;
        update((d) => ({
            ...d,
            partners: [{ ...person, phone: cellphone, share_bp: '100', administrator: true }],
        }));
    }, [partners.length, representative, update]);

    const total = partners.reduce((sum, p) => sum + (percentToBp(p.share_bp) ?? 0), 0);
    const remove = (index: number) =>
        // Errors of later partners shift with them: clear them all rather than show them on the wrong card.
        update((d) => ({ ...d, partners: d.partners.filter((_, i) => i !== index) }), ['partners']);

    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
                {t('registration.partners.intro')}
            </Typography>
            {partners.map((_, index) => (
                <Box
                    // biome-ignore lint/suspicious/noArrayIndexKey: partners have no id; the index is their path.
                    key={index}
                    component="fieldset"
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
                >
                    <Box component="legend" sx={{ px: 0.5 }}>
                        {t('registration.partners.partner', { number: index + 1 })}
                    </Box>
                    <Box
                        sx={{
                            display: 'grid',
                            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                            columnGap: 2,
                        }}
                    >
                        <TextItem
                            name={`partners.${index}.name`}
                            label={t('registration.fields.full_name')}
                        />
                        <TextItem
                            name={`partners.${index}.cpf`}
                            label="CPF"
                            mask={typeCpf}
                            inputMode="numeric"
                        />
                        <DateItem
                            name={`partners.${index}.birth_date`}
                            label={t('registration.fields.birth_date')}
                        />
                        <EmailItem name={`partners.${index}.email`} label={t('registration.fields.email')} />
                        <TextItem
                            name={`partners.${index}.phone`}
                            label={t('registration.fields.cellphone')}
                            mask={typeMobile}
                            type="tel"
                            inputMode="tel"
                        />
                        <TextItem
                            name={`partners.${index}.share_bp`}
                            label={t('registration.partners.share')}
                            mask={typePercent}
                            inputMode="numeric"
                        />
                    </Box>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                        <SwitchItem
                            name={`partners.${index}.administrator`}
                            label={t('registration.partners.administrator')}
                        />
                        {partners.length > 1 && (
                            <Button
                                color="error"
                                startIcon={<Delete />}
                                onClick={() => remove(index)}
                                aria-label={t('registration.partners.remove_label', { number: index + 1 })}
                            >
                                {t('registration.partners.remove')}
                            </Button>
                        )}
                    </Box>
                </Box>
            ))}
            <Box
                sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                }}
            >
                <Button
                    startIcon={<Add />}
                    onClick={() =>
                        update((d) => ({ ...d, partners: [...d.partners, EMPTY_PARTNER] }), ['partners'])
                    }
                >
                    {t('registration.partners.add')}
                </Button>
                <Typography aria-live="polite" color={total === 10000 ? 'success.main' : 'text.secondary'}>
                    {t('registration.partners.total', { total: formatPercent(total) })}
                </Typography>
            </Box>
            {errors.partners && (
                <Alert severity="error" role="alert">
                    {errors.partners}
                </Alert>
            )}
        </Box>
    );
};
