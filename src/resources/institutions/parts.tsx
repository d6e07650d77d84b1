import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { InstitutionEvent } from '../../contract/accounts';
import type { InstitutionFigures } from '../../contract/institutions';
import type { Address } from '../../contract/people';
import { formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { FigureCard } from '../../ui/FigureCard';
import { institutionMessages } from './messages';

/** The record a detail or edit page is about: `?id=`. */
export const useIdParam = (name = 'id') => {
    const [params] = useSearchParams();
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
};

export const addressText = (address: Address | null | undefined) =>
    address
        ? [
              `${address.street}, ${address.number}${address.complement ? ` ${address.complement}` : ''}`,
              address.district,
              `${address.city}/${address.state}`,
              `CEP ${address.zip.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`,
          ].join(' · ')
        : '';

export const phoneText = (phone: string) => phone.replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');

/** An institution's figures: units, accounts, balance and this month's flows. */
export const Figures = ({ figures, units }: { figures: InstitutionFigures; units?: string }) => {
    const t = useMessages(institutionMessages);
    return (
        <Box
            component="section"
            aria-label={t('institutions.figures.label')}
            sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: {
                    xs: 'repeat(2, minmax(0, 1fr))',
                    md: 'repeat(auto-fit, minmax(150px, 1fr))',
                },
                mb: 2,
            }}
        >
            {units !== undefined && (
                <FigureCard label={units} size="h6">
                    {figures.agencies}
                </FigureCard>
            )}
            <FigureCard
                label={t('institutions.figures.accounts')}
                size="h6"
                footer={
                    <Typography variant="caption" color="text.secondary">
                        {t('institutions.figures.active', { count: figures.active_accounts })}
                    </Typography>
                }
            >
                {figures.accounts}
            </FigureCard>
            <FigureCard label={t('institutions.figures.balance')} size="h6">
                {formatBRL(figures.balance)}
            </FigureCard>
            <FigureCard label={t('institutions.figures.inflow')} size="h6">
                {formatBRL(figures.inflow_month)}
            </FigureCard>
            <FigureCard label={t('institutions.figures.outflow')} size="h6">
                {formatBRL(figures.outflow_month)}
            </FigureCard>
        </Box>
    );
};

const FIELD_KEYS = [
    'name',
    'trade_name',
    'code',
    'ispb',
    'document',
    'email',
    'phone',
    'address',
    'status',
    'number',
    'digit',
    'bank_id',
] as const;

/** Who created, changed and opened what, newest first. */
export const History = ({ events }: { events: readonly InstitutionEvent[] }) => {
    const t = useMessages(institutionMessages);
    const fieldName = (field: string) =>
        (FIELD_KEYS as readonly string[]).includes(field)
            ? t(`institutions.history.fields.${field as (typeof FIELD_KEYS)[number]}`)
            : field;
    const what = (event: InstitutionEvent) => {
        if (event.action === 'updated')
            return t('institutions.history.updated', {
                fields: (event.detail ?? '').split(', ').map(fieldName).join(', '),
            });
        if (event.action === 'created') return t('institutions.history.created');
        return t(`institutions.history.${event.action}`, { detail: event.detail ?? '' });
    };
    return (
        <Box component="section" aria-labelledby="institution-history">
            <Typography id="institution-history" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('institutions.history.title')}
            </Typography>
            {events.length === 0 ? (
                <Typography color="text.secondary">{t('institutions.history.empty')}</Typography>
            ) : (
                <List dense disablePadding>
                    {events.map((event) => (
                        <ListItem key={`${event.at}-${event.action}-${event.detail ?? ''}`} disableGutters>
                            <ListItemText
                                primary={what(event)}
                                secondary={t('institutions.history.by', {
                                    when: formatDateTime(event.at),
                                    user: event.user,
                                })}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
        </Box>
    );
};
