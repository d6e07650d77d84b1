import { defineMessages } from '../../i18n';

/** The new terms of use a user accepts right after signing in. */
export const termsMessages = defineMessages({
    login_terms: {
        intro: 'Atualizamos os termos de uso da sua conta. Leia a nova versão e aceite para continuar.',
        version: 'Versão %{version}, publicada em %{date}',
        loading: 'Carregando os termos de uso…',
        load_failed: 'Não foi possível carregar os termos de uso.',
        retry: 'Tentar de novo',
        accept: 'Aceitar',
        accept_failed: 'Não foi possível registrar o seu aceite. Tente de novo.',
        leave: 'Sair',
    },
});
