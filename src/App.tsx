import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from 'date-fns/locale/pt-BR';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { LoginPage } from './authProvider/login/LoginPage';
import { currentBrand } from './brands';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { accountTypes } from './resources/accountTypes';

const brand = currentBrand();

/** Paths are the spec's (`/tipos-contas`), so the app uses a browser router, not react-admin's default hash. */
export const App = () => (
    <BrowserRouter>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR}>
            <Admin
                title={brand.title}
                dataProvider={dataProvider}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                loginPage={LoginPage}
                layout={Layout}
                notification={AppNotification}
                theme={lightTheme(brand)}
                darkTheme={darkTheme(brand)}
                defaultTheme="light"
                requireAuth
                disableTelemetry
            >
                <Resource {...accountTypes} />
            </Admin>
        </LocalizationProvider>
    </BrowserRouter>
);
