import { ACCOUNT_TYPE_LABELS } from '../domain/accountTypes';
import type { MessageKey } from './slices';

/** The shell's pt-BR texts (`app.*`, loaded with the login page) and the labels every area shares. */
export const appMessages = {
    /** Account-type labels (spec 2 §3): the domain's table, which a brand may rename (src/i18n/brands.ts). */
    account_types: ACCOUNT_TYPE_LABELS,
    app: {
        shell: {
            home: 'Início',
            crumb_create: 'Novo',
            crumb_edit: 'Editar',
            greeting: { morning: 'Bom dia', afternoon: 'Boa tarde', evening: 'Boa noite' },
            greeting_name: '%{greeting}, %{name}',
            shortcuts: 'Atalhos',
            shortcuts_general: 'Geral',
            coming_soon: 'Em breve',
            coming_soon_text: 'A página “%{title}” ainda não está disponível nesta versão do portal.',
            public_coming_soon_text:
                'A página “%{title}” estará disponível em breve. Enquanto isso, procure o atendimento do seu banco.',
            back_to_login: 'Voltar para o login',
            go_home: 'Ir para o início',
            not_authorized: 'Acesso não autorizado',
            not_authorized_text:
                'Seu perfil não tem permissão para acessar esta página. Se precisar dela, fale com o administrador do seu banco.',
            not_found: 'Página não encontrada',
            not_found_text: 'O endereço acessado não existe ou foi alterado.',
            success_title: 'Operação concluída',
            menu: 'Menu principal',
            menu_filter: 'Filtrar menu',
            menu_nothing: 'Nenhuma página encontrada.',
            my_profile: 'Meu perfil',
            notifications: 'Notificações',
            notifications_unread:
                'Notificações: %{smart_count} não lida |||| Notificações: %{smart_count} não lidas',
            breadcrumbs: 'Você está em',
            star_add: 'Adicionar às favoritas',
            star_remove: 'Remover das favoritas',
            starred: 'Páginas favoritas',
            starred_none: 'Nenhuma página favorita',
            starred_help: 'Use a estrela ao lado do título.',
            starred_full: 'Você já tem %{max} páginas favoritas: remova uma para adicionar outra.',
            displaced:
                'Você logou em outro dispositivo e sua sessão foi encerrada. Efetue o login novamente.',
            leave: 'Sair',
            log_in: 'Fazer login',
        },
        title: 'Portal %{brand}',
        version: 'Versão %{version}',
        sandbox: {
            badge: 'Banco de demonstração',
            reset: 'Redefinir dados de demonstração',
            reset_title: 'Redefinir dados de demonstração?',
            reset_content:
                'Tudo o que foi criado ou alterado no banco de demonstração será desfeito e os dados iniciais voltam. Sua sessão continua aberta.',
            reset_done: 'Dados de demonstração redefinidos.',
            reset_confirm: 'Redefinir',
            reset_cancel: 'Cancelar',
        },
        theme: { light: 'Tema claro', dark: 'Tema escuro' },
        notice: { code: 'Código do erro: %{code}', close: 'Fechar aviso' },
        money: { invalid: 'Informe um valor em reais, por exemplo 1.234,56.' },
        login: {
            heading: 'Acesse sua conta',
            username: 'CPF',
            password: 'Senha',
            show_password: 'Mostrar senha',
            hide_password: 'Ocultar senha',
            submit: 'Entrar',
            invalid_cpf: 'Informe um CPF válido.',
            required: 'Campo obrigatório.',
            phone_step: 'Confirme seu celular',
            phone_help: 'Enviaremos um código por SMS para o celular cadastrado (%{hint}).',
            phone: 'Celular',
            invalid_phone: 'Informe um celular válido com DDD, por exemplo (11) 98765-4321.',
            send_sms: 'Enviar código',
            code_step: 'Digite o código recebido por SMS',
            code: 'Código de 6 dígitos',
            invalid_code: 'O código tem 6 dígitos.',
            sandbox_code: 'Banco de demonstração: o código enviado é %{code}.',
            confirm: 'Confirmar e entrar',
            back: 'Voltar',
            forgot_password: 'Esqueci minha senha',
            forgot_username: 'Esqueci meu usuário',
            open_account: 'Abra sua conta',
            takeover:
                'Você já está logado em outro computador ou navegador. Clique em "Usar aqui" para iniciar sua sessão.',
            close: 'Fechar',
            use_here: 'Usar aqui',
            sandbox_brand: 'Marca (demonstração)',
        },
    },
};

/** Every key of the shell catalogue: `translate` calls typed with it fail the type check on a missing key. */
export type AppMessageKey = MessageKey<typeof appMessages>;
