import { StatusPage } from './StatusPage';

/** An open page outside the layout whose area is not built yet (the self-registration wizards). */
export const PublicComingSoonPage = ({ title }: { title: string }) => (
    <StatusPage title="Em breve" action={{ label: 'Voltar para o login', to: '/login' }}>
        A página “{title}” estará disponível em breve. Enquanto isso, procure o atendimento do seu banco.
    </StatusPage>
);
