import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { ReactNode } from 'react';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' calendar and texts in pt-BR, around each picker rather than the whole app: date-fns and the
 * pickers then load with the screens that have a date field, not with /login.
 */
export const DatesPtBR = ({ children }: { children: ReactNode }) => (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
        {children}
    </LocalizationProvider>
);
