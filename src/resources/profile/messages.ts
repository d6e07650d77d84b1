import { defineMessages } from '../../i18n';

/** `/perfil`: the signed-in user's data and photo, password and SMS confirmation. */
export const profileMessages = defineMessages({
    profile: {
        page: {
            title: 'Meu perfil',
            loading: 'Carregando o perfil',
            retry: 'Tentar de novo',
            load_failed: 'Não foi possível carregar o seu perfil.',
        },
        personal: {
            title: 'Dados pessoais',
            name: 'Nome',
            role: 'Perfil',
            registration:
                'Nome e CPF vêm do seu cadastro. Para corrigi-los, fale com o atendimento do seu banco.',
            about: 'Sobre',
            about_length: '%{length} de %{max} caracteres',
            save: 'Salvar dados',
            notices: { saved: 'Dados atualizados.' },
        },
        photo: {
            preview_alt: 'Pré-visualização da nova foto',
            photo_of: 'Foto de %{name}',
            input: 'Nova foto',
            save: 'Salvar foto',
            cancel: 'Cancelar',
            change: 'Trocar foto',
            send: 'Enviar foto',
            preview_help: 'Pré-visualização: a foto muda depois de salvar.',
            help: 'JPEG ou PNG, até 2 MB.',
            errors: { unreadable: 'Não foi possível ler esta imagem. Escolha outra.' },
            notices: { saved: 'Foto atualizada.' },
        },
        password: {
            title: 'Senha',
            current: 'Senha atual',
            show_current: 'Mostrar a senha atual',
            hide_current: 'Ocultar a senha atual',
            new: 'Nova senha',
            new_help: 'Pelo menos 8 caracteres, com letras e números, sem o seu CPF.',
            show_new: 'Mostrar a nova senha',
            hide_new: 'Ocultar a nova senha',
            confirmation: 'Confirme a nova senha',
            show_confirmation: 'Mostrar a confirmação da senha',
            hide_confirmation: 'Ocultar a confirmação da senha',
            submit: 'Alterar senha',
            notices: {
                changed: 'Senha alterada. Outras sessões abertas com a senha antiga foram encerradas.',
            },
        },
        two_factor: {
            title: 'Confirmação por SMS',
            on: {
                state: 'Ativada',
                explain:
                    'Ao entrar, além da senha, pedimos o código enviado por SMS ao seu celular cadastrado.',
                verb: 'Ativar',
                action: 'Ativar confirmação por SMS',
                notice: 'Confirmação por SMS ativada.',
            },
            off: {
                state: 'Desativada',
                explain: 'Ative para receber um código por SMS no celular cadastrado a cada login.',
                verb: 'Desativar',
                action: 'Desativar confirmação por SMS',
                notice: 'Confirmação por SMS desativada.',
            },
            confirm: 'Para confirmar, informe sua senha atual.',
            password: 'Senha atual',
            show_password: 'Mostrar a senha',
            hide_password: 'Ocultar a senha',
        },
    },
});
