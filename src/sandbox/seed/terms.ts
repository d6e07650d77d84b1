/**
 * The terms of use of the digital account (`GET access/terms_of_use`): a self-registration accepts this
 * version inside its payload, a user registered by staff accepts it later (`access/terms_of_use/accept`).
 */

export const TERMS_VERSION = '2026.1';

export const TERMS_OF_USE = {
    version: TERMS_VERSION,
    title: 'Termos e Condições de Uso da Conta Digital',
    published_at: '2026-01-05T12:00:00.000Z',
    sections: [
        {
            heading: '1. Objeto e aceite',
            text:
                'Estes Termos regulam a abertura e o uso da conta de pagamento digital oferecida pelo Banco ' +
                'Digital S.A. ("Banco") a pessoas físicas, pessoas jurídicas e menores de idade representados ' +
                'por seu responsável legal. Ao concluir o cadastro e marcar a opção de aceite, você declara ' +
                'que leu, entendeu e concorda com todas as condições aqui descritas.',
        },
        {
            heading: '2. Cadastro e veracidade das informações',
            text:
                'Você se compromete a informar dados completos, corretos e atualizados, como nome, CPF ou ' +
                'CNPJ, data de nascimento, endereço, e-mail, celular e renda ou faturamento. O e-mail e o ' +
                'celular são confirmados por código. Informações falsas ou incompletas podem levar à recusa ' +
                'do cadastro ou ao encerramento da conta, sem prejuízo das medidas legais cabíveis.',
        },
        {
            heading: '3. Análise e aprovação da conta',
            text:
                'A conta nasce em análise. Para aprová-la, o Banco pode pedir documentos de identificação, ' +
                'comprovante de endereço, selfie, contrato social, quadro de sócios e procurações, conforme o ' +
                'tipo de cadastro. O Banco pode recusar a abertura de contas que não atendam às suas ' +
                'políticas de cadastro e de prevenção a fraudes, informando o motivo quando a lei permitir.',
        },
        {
            heading: '4. Acesso, senha e segurança',
            text:
                'O acesso ao portal é feito com seu CPF e uma senha pessoal e intransferível, que deve ter ' +
                'pelo menos 8 caracteres, com letras e números, e não pode conter o seu CPF. Nunca ' +
                'compartilhe senhas ou códigos recebidos por SMS ou e-mail: o Banco nunca os pede por ' +
                'telefone. Em caso de perda, roubo ou suspeita de uso indevido, altere a senha e avise o ' +
                'atendimento imediatamente.',
        },
        {
            heading: '5. Movimentações',
            text:
                'Depois de aprovada, a conta permite receber e enviar Pix, transferências, pagar boletos e ' +
                'tributos e emitir cobranças, dentro dos limites definidos pelo Banco e por você. Operações ' +
                'acima de determinados valores podem passar por aprovação interna. Você é responsável por ' +
                'conferir os dados do recebedor antes de confirmar cada operação.',
        },
        {
            heading: '6. Tarifas',
            text:
                'As tarifas de manutenção e de serviços estão na Tabela de Tarifas disponível no portal e ' +
                'são debitadas da própria conta. Qualquer aumento de tarifa será comunicado com pelo menos ' +
                '30 dias de antecedência, conforme a regulamentação do Banco Central do Brasil.',
        },
        {
            heading: '7. Conta de menor de idade',
            text:
                'A conta de menor de 18 anos é aberta e movimentada por sua mãe, seu pai ou seu responsável ' +
                'legal, que responde pelas operações realizadas e pela guarda das credenciais. Ao completar ' +
                '18 anos, o titular poderá assumir a conta após atualizar o cadastro.',
        },
        {
            heading: '8. Privacidade e proteção de dados',
            text:
                'Seus dados pessoais são tratados de acordo com a Lei Geral de Proteção de Dados (Lei nº ' +
                '13.709/2018), para executar este contrato, cumprir obrigações legais e regulatórias e ' +
                'prevenir fraudes. Você pode pedir acesso, correção e informações sobre o compartilhamento ' +
                'dos seus dados pelos canais de atendimento. Os dados são guardados pelo prazo exigido em lei.',
        },
        {
            heading: '9. Prevenção à lavagem de dinheiro',
            text:
                'O Banco monitora as operações para cumprir a Lei nº 9.613/1998 e as normas do Banco Central. ' +
                'Operações atípicas podem ser comunicadas às autoridades competentes, e o Banco pode pedir ' +
                'informações ou documentos que comprovem a origem dos recursos.',
        },
        {
            heading: '10. Bloqueio e encerramento',
            text:
                'A conta pode ser bloqueada por ordem judicial, suspeita de fraude ou descumprimento destes ' +
                'Termos. Você pode pedir o encerramento a qualquer tempo, desde que não haja saldo nem ' +
                'operações pendentes. O Banco também pode encerrar a conta mediante aviso prévio de 30 dias.',
        },
        {
            heading: '11. Comunicações',
            text:
                'As comunicações sobre a conta são feitas pelo portal, por e-mail e por SMS para os endereços ' +
                'cadastrados. Mantenha-os atualizados: avisos enviados a eles são considerados recebidos.',
        },
        {
            heading: '12. Alterações destes Termos',
            text:
                'O Banco pode atualizar estes Termos. A nova versão é publicada no portal e seu aceite é ' +
                'solicitado no próximo acesso; o uso da conta depois disso confirma a concordância.',
        },
        {
            heading: '13. Atendimento e ouvidoria',
            text:
                'Dúvidas, reclamações e cancelamentos podem ser tratados pelos canais de atendimento indicados ' +
                'no portal. Se a solução não for satisfatória, você pode recorrer à Ouvidoria do Banco e ao ' +
                'Banco Central do Brasil.',
        },
        {
            heading: '14. Foro',
            text:
                'Fica eleito o foro do domicílio do titular para dirimir questões decorrentes destes Termos, ' +
                'nos termos do Código de Defesa do Consumidor.',
        },
    ],
} as const;
