/** Opening an additional account (sub-account) for an existing holder: messages shared by form and sandbox. */
export const SUBACCOUNT_MESSAGES = {
    document: 'Informe um CPF ou CNPJ válido.',
    holderMissing: 'Titular não encontrado.',
    holderInactive: 'Só um titular ativo pode abrir outra conta.',
    holderNotActiveNow: 'O titular não está mais ativo: a conta não pode ser aberta.',
    accountType: 'Escolha um tipo de conta ativo.',
    agency: 'Escolha uma agência.',
    alreadyPending: 'Este titular já tem uma conta deste tipo aguardando aprovação.',
} as const;
