import { createContext, useContext } from 'react';
import type { Errors } from './paths';
import type { RegistrationMode } from './types';

export interface WizardState<D> {
    draft: D;
    errors: Errors;
    mode: RegistrationMode;
    /** Writes one path of the draft and clears its error. */
    set: (path: string, value: unknown) => void;
    /** Several changes at once (a CEP filling the address), clearing the errors of `clear`. */
    update: (change: (draft: D) => D, clear?: readonly string[]) => void;
    /** Adds errors found by a field's own action (a code that does not match). */
    addErrors: (errors: Errors) => void;
}

export const WizardContext = createContext<WizardState<unknown> | null>(null);

/** The draft, errors and setters of the wizard around a step. */
export const useWizard = <D>() => {
    const state = useContext(WizardContext);
    if (!state) throw new Error('useWizard fora de um assistente de cadastro');
    return state as unknown as WizardState<D>;
};
