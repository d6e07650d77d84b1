/** The portal's own pt-BR texts: resources (labels react-admin reads by convention) and `app.*`. */
export const appMessages = {
    resources: {
        'tipos-contas': {
            name: 'Tipo de conta |||| Tipos de conta',
            fields: {
                id: 'Código interno',
                name: 'Nome',
                code: 'Código',
                description: 'Descrição',
                monthly_fee: 'Tarifa mensal',
                active: 'Ativo',
                created_at: 'Criado em',
                updated_at: 'Atualizado em',
            },
            filters: {
                search: 'Buscar por nome ou código',
                status: 'Situação',
                active: 'Ativos',
                inactive: 'Inativos',
            },
            empty: 'Nenhum tipo de conta cadastrado.',
            help: {
                monthly_fee: 'Cobrada todo mês das contas deste tipo. Use 0,00 para isentar.',
                code: 'Define como o sistema trata as contas deste tipo.',
            },
        },
    },
    app: {
        title: 'Portal %{brand}',
        version: 'Versão %{version}',
        sandbox: {
            badge: 'Banco de demonstração',
            reset: 'Redefinir dados de demonstração',
            reset_title: 'Redefinir dados de demonstração?',
            reset_content:
                'Tudo o que foi criado ou alterado no banco de demonstração será desfeito e os dados iniciais voltam. Sua sessão continua aberta.',
            reset_done: 'Dados de demonstração redefinidos.',
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
        },
    },
};

type Leaves<T, P extends string = ''> = {
    [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue: `translate` calls typed with it fail the type check on a missing key. */
export type AppMessageKey = Leaves<typeof appMessages>;
