import { appText } from '../i18n';
import { StatusPage } from './StatusPage';

export const NotAuthorizedPage = () => (
    <StatusPage
        title={appText('app.shell.not_authorized')}
        action={{ label: appText('app.shell.go_home'), to: '/' }}
    >
        {appText('app.shell.not_authorized_text')}
    </StatusPage>
);

export const NotFoundPage = () => (
    <StatusPage
        title={appText('app.shell.not_found')}
        action={{ label: appText('app.shell.go_home'), to: '/' }}
    >
        {appText('app.shell.not_found_text')}
    </StatusPage>
);
