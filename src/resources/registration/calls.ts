import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider } from '../../dataProvider';
import type { Channel, Registration, RegistrationKind, RegistrationMode, SentCode } from './api';

const RESOURCE = 'cadastro';

/**
 * The registration wizards' checks and submissions through the data provider (resource 'cadastro'). Quiet:
 * every failure of these calls is shown by the field or the step that made it.
 */
export const registrationCalls = (dataProvider: BankDataProvider) => {
    const verb = <T>(name: string, params: { id?: string; data: unknown }) =>
        dataProvider.verb<T>(RESOURCE, name, { ...params, quiet: true }).then(({ data }) => data);
    return {
        checkUnique: (kind: 'cpf' | 'cnpj' | 'email', value: string) =>
            verb('unique', { id: kind, data: { [kind]: value } }),
        validateEmail: (email: string) =>
            verb<{ valid: boolean; suggestion: string | null }>('validateEmail', { data: { email } }),
        validateCellphone: (cellphone: string) => verb('validateCellphone', { data: { cellphone } }),
        sendCode: (channel: Channel, target: string) =>
            verb<SentCode>('sendCode', { data: { channel, target } }),
        confirmCode: async (channel: Channel, target: string, code: string) =>
            (await verb<{ token: string }>('confirmCode', { data: { channel, target, code } })).token,
        findResponsible: (cpf: string, birth_date: string) =>
            verb<{ person_id: number; name_masked: string }>('responsible', { data: { cpf, birth_date } }),
        /** Self-registration or staff registration of one kind. */
        register: (mode: RegistrationMode, kind: RegistrationKind, payload: unknown) =>
            verb<Registration>(mode === 'public' ? 'signup' : 'staffRegister', { id: kind, data: payload }),
    };
};

export type RegistrationCalls = ReturnType<typeof registrationCalls>;

/** The calls over the app's data provider. */
export const useRegistrationCalls = (): RegistrationCalls => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return useMemo(() => registrationCalls(dataProvider), [dataProvider]);
};
