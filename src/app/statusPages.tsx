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
