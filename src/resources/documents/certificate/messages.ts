import { defineMessages } from '../../../i18n';

/** The A1 certificate import page's texts. */
export const certificateMessages = defineMessages({
    certificate: {
        title: 'Importar certificado',
        heading: 'Importar certificado digital A1',
        intro: 'O certificado A1 (e-CNPJ ou e-CPF) é o arquivo que identifica a sua empresa ou você para assinar e transmitir documentos pelo banco, sem token nem cartão.',
        result: { title: 'Certificado importado', details: 'Dados do certificado importado' },
        form: {
            title: 'Novo certificado',
            password: 'Senha do certificado',
            password_help: 'A senha definida quando o certificado foi exportado.',
            show_password: 'Mostrar a senha do certificado',
            hide_password: 'Ocultar a senha do certificado',
            privacy:
                'O arquivo é aberto só para ler os dados do certificado: a chave privada e a senha não ficam guardadas.',
            submit: 'Importar certificado',
        },
        drop: {
            input: 'Arquivo do certificado (.pfx ou .p12)',
            change: 'Trocar arquivo',
            choose: 'Escolher arquivo',
            hint: 'Arraste o arquivo do certificado (.pfx ou .p12) para cá ou',
            bytes: '%{bytes} bytes',
            kilobytes: '%{size} KB',
        },
        list: {
            title: 'Certificados importados',
            loading: 'Carregando seus certificados…',
            what: 'seus certificados',
            empty: 'Nenhum certificado importado ainda.',
            item: 'Certificado de %{name}, série %{serial}',
            serial: 'série %{serial}',
            validity: 'Validade: %{validity}',
            imported_at: 'Importado em %{date}',
            remove: 'Remover certificado',
            remove_serial: 'Remover o certificado série %{serial}',
        },
        remove: {
            title: 'Remover certificado?',
            content:
                'O certificado de %{name} (série %{serial}) deixa de ser usado pelo banco. Para usá-lo de novo, importe o arquivo outra vez.',
            confirm: 'Remover',
            cancel: 'Cancelar',
            done: 'Certificado série %{serial} removido.',
        },
        summary: {
            holder: 'Titular',
            issuer: 'Emissor',
            validity: 'Validade',
            serial: 'Número de série',
            period: '%{from} a %{to} (%{left})',
        },
    },
});
