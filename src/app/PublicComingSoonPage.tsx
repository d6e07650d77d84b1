import { appText } from '../i18n';
import { StatusPage } from './StatusPage';

/** An open page outside the layout whose area is not built yet (the self-registration wizards). */
export const PublicComingSoonPage = ({ title }: { title: string }) => (
    <StatusPage
        title={appText('app.shell.coming_soon')}
        action={{ label: appText('app.shell.back_to_login'), to: '/login' }}
    >
        {appText('app.shell.public_coming_soon_text', { title })}
    </StatusPage>
);
