import { type BoundFunctions, type queries, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Helpers of the registration wizards' tests: a person filling the steps. */

/** Replaces a field's text (pasted: the masks shape it as they do typing; an amount is pasted as written). */
export const type = async (
    user: UserEvent,
    label: string | RegExp,
    text: string,
    scope: BoundFunctions<typeof queries> = screen,
) => {
    const field = await scope.findByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
};

export const next = async (user: UserEvent) =>
    user.click(screen.getByRole('button', { name: /^(Próximo|Voltar à revisão)$/ }));

/** Waits for a step's heading; `focus`: it took the focus (a step opened by Next or Back, not the page load). */
export const onStep = async (label: string, focus = true) => {
    // The first step waits for the wizard's chunk to load.
    const heading = await screen.findByRole('heading', { level: 2, name: label }, { timeout: 15_000 });
    if (focus) expect(heading).toHaveFocus();
};

export const choose = async (user: UserEvent, label: string, option: string | RegExp) => {
    await user.click(await screen.findByRole('combobox', { name: label }));
    await user.click((await screen.findAllByRole('option', { name: option }))[0]);
};

/** Sends the code to the e-mail or mobile and confirms it with the code the sandbox hands back. */
export const confirmByCode = async (user: UserEvent, noun: 'e-mail' | 'celular') => {
    await user.click(screen.getByRole('button', { name: `Enviar código ao ${noun}` })); // not text
    const hint = await screen.findByText(/Ambiente de demonstração: o código enviado é \d{6}/);
    const code = /(\d{6})/.exec(hint.textContent ?? '')?.[1] ?? '';
    await type(user, `Código do ${noun}`, code); // not text
    await user.click(screen.getByRole('button', { name: 'Confirmar código' })); // not text
    await screen.findByText(`${noun === 'e-mail' ? 'E-mail' : 'Celular'} confirmado.`); // not text
};

export const fillAddress = async (user: UserEvent, cep = '01310100', number = '1000') => {
    await type(user, 'CEP', cep);
    expect(await screen.findByDisplayValue('Avenida Paulista')).toBeInTheDocument(); // not text
    await type(user, 'Número', number); // not text
};

export const acceptTermsAndSubmit = async (user: UserEvent, submitLabel: string) => {
    await onStep('Termos de uso', false); // not text
    await user.click(await screen.findByRole('checkbox', { name: 'Li e aceito os termos de uso' })); // not text
    await user.click(screen.getByRole('button', { name: submitLabel }));
};

export const fieldError = (label: string) => {
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    return document.getElementById(describedBy.split(' ')[0])?.textContent ?? '';
};

export const reviewSection = (label: string) => within(screen.getByRole('region', { name: label }));
