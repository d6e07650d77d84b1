import { registerSlice as defineMessages } from './slices';

/**
 * pt-BR texts of the pages open without a session: /alterarsenha and /user-remember. Placeholders use
 * polyglot's `%{name}`, so the object can join the catalogue as it is.
 */
export const publicPagesMessages = defineMessages({
    app: {
        public: {
            back_to_login: 'Voltar ao login',
            go_to_login: 'Ir para o login',
            back: 'Voltar',
            cpf: 'CPF',
            invalid_cpf: 'Informe um CPF válido.',
            change_password: {
                title: 'Alterar senha',
                cpf_step: 'Informe seu CPF',
                cpf_help: 'Enviaremos um código de 6 dígitos para o e-mail e o celular cadastrados.',
                send: 'Enviar código',
                token_step: 'Digite o código recebido',
                sent_to: 'Enviamos um código de 6 dígitos para o e-mail %{email} e para o celular %{phone}.',
                neutral: 'Se o CPF estiver cadastrado, enviaremos um código.',
                expires: 'O código vale por 10 minutos.',
                sandbox_token: 'Banco de demonstração: o código enviado é %{token}.',
                token: 'Código de 6 dígitos',
                invalid_token: 'O código tem 6 dígitos.',
                confirm: 'Confirmar código',
                resend: 'Reenviar código',
                resent: 'Enviamos um novo código.',
                password_step: 'Crie sua nova senha',
                rules: 'Pelo menos 8 caracteres, com letras e números, sem o seu CPF.',
                password: 'Nova senha',
                confirmation: 'Confirme a nova senha',
                show_password: 'Mostrar a nova senha',
                hide_password: 'Ocultar a nova senha',
                show_confirmation: 'Mostrar a confirmação da senha',
                hide_confirmation: 'Ocultar a confirmação da senha',
                submit: 'Alterar senha',
                restart: 'Começar de novo',
                done_title: 'Senha alterada',
                done_text:
                    'Sua nova senha já vale para o próximo acesso. Por segurança, encerramos as sessões abertas com a senha antiga.',
            },
            remember_user: {
                title: 'Recuperar usuário',
                help: 'Informe o e-mail ou o celular do seu cadastro e enviaremos seu usuário (o CPF de acesso).',
                channel: 'Buscar pelo',
                email_option: 'E-mail',
                phone_option: 'Celular',
                email: 'E-mail cadastrado',
                phone: 'Celular cadastrado',
                invalid_email: 'Informe um e-mail válido, por exemplo nome@empresa.com.br.',
                invalid_phone: 'Informe um celular válido com DDD, por exemplo (11) 98765-4321.',
                submit: 'Enviar meu usuário',
                done_title: 'Usuário enviado',
                sandbox_username: 'Banco de demonstração: seu usuário é %{username}.',
            },
        },
    },
});
