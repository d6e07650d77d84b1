import type { ComponentType } from 'react';
import type { RegistrationCalls } from '../calls';
import type { Errors } from './paths';

export type { Registration, RegistrationMode } from '../api';

export interface WizardStep<D> {
    id: string;
    /** pt-BR: the stepper's label and the step's heading. */
    label: string;
    /** Payload paths this step holds: a server error on one of them brings the wizard back here. */
    fields: readonly string[];
    /** The step's own rules, pt-BR messages keyed by path; empty when it may go on. */
    validate: (draft: D) => Errors;
    /**
     * Server checks run after `validate` passes (unique CPF, e-mail...); resolves their field errors. `apply`
     * keeps what a check found in the draft (the responsible adult's masked name); `calls` reach the bank
     * through the data provider.
     */
    check?: (draft: D, apply: (change: (draft: D) => D) => void, calls: RegistrationCalls) => Promise<Errors>;
    /** The step's inputs (they read and write the draft through useWizard). */
    Body: ComponentType;
    /** Label–value pairs shown on the review step. */
    review: (draft: D) => (readonly [string, string])[];
}
