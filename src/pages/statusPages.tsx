import { StatusPage } from './StatusPage';

export const NotAuthorizedPage = () => (
    <StatusPage title="Acesso não autorizado" action={{ label: 'Ir para o início', to: '/' }}>
        Seu perfil não tem permissão para acessar esta página. Se precisar dela, fale com o administrador do
        seu banco.
    </StatusPage>
);

export const NotFoundPage = () => (
    <StatusPage title="Página não encontrada" action={{ label: 'Ir para o início', to: '/' }}>
        O endereço acessado não existe ou foi alterado.
    </StatusPage>
);

/** Self-registration is reachable without a session; its wizards arrive with the account-opening area. */
export const RegistrationComingSoonPage = () => (
    <StatusPage title="Em breve" action={{ label: 'Voltar para o login', to: '/login' }}>
        A abertura de conta pelo portal estará disponível em breve. Enquanto isso, procure o atendimento do
        seu banco.
    </StatusPage>
);
