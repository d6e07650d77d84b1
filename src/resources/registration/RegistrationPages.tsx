import { type ComponentType, useMemo } from 'react';
import { useMessages } from '../../i18n';
import {
    COMPANY_SECRETS,
    type CompanyDraft,
    companySteps,
    emptyCompany,
    submitCompany,
} from './companyWizard';
import { PublicFrame, StaffFrame } from './frames';
import { registrationMessages } from './messages';
import { EMPTY_MINOR, MINOR_SECRETS, type MinorDraft, minorSteps, submitMinor } from './minorWizard';
import { EMPTY_PERSON, PERSON_SECRETS, type PersonDraft, personSteps, submitPerson } from './personWizard';
import { RegistrationResult } from './RegistrationResult';
import { cpfOf } from './typedValues';
import type { Registration, RegistrationMode } from './wizard/types';
import { Wizard } from './wizard/Wizard';

type ResultProps<D> = { registration: Registration; draft: D; restart: () => void };

/** The result screen of a wizard: who the holder is and who signs in. */
const resultOf = <D,>(mode: RegistrationMode, holder: (d: D) => string, username: (d: D) => string) =>
    (({ registration, draft, restart }: ResultProps<D>) => (
        <RegistrationResult
            registration={registration}
            mode={mode}
            holder={holder(draft)}
            username={username(draft)}
            restart={restart}
        />
    )) as ComponentType<ResultProps<D>>;

const PersonWizard = ({ mode }: { mode: RegistrationMode }) => {
    const t = useMessages(registrationMessages);
    const setup = useMemo(
        () => ({
            steps: personSteps(mode),
            submit: submitPerson(mode),
            Result: resultOf<PersonDraft>(
                mode,
                (d) => d.name,
                (d) => cpfOf(d.cpf),
            ),
        }),
        [mode],
    );
    return (
        <Wizard
            storageKey={`pf:${mode}`}
            mode={mode}
            empty={EMPTY_PERSON}
            secrets={PERSON_SECRETS}
            submitLabel={
                mode === 'public' ? t('registration.submit.open_mine') : t('registration.submit.open')
            }
            {...setup}
        />
    );
};

const COMPANY = emptyCompany();
const ENTREPRENEUR = emptyCompany('MEI');

const CompanyWizard = ({ mode, owner }: { mode: RegistrationMode; owner: boolean }) => {
    const t = useMessages(registrationMessages);
    const setup = useMemo(
        () => ({
            steps: companySteps(mode, owner),
            submit: submitCompany(mode, owner),
            Result: resultOf<CompanyDraft>(
                mode,
                (d) => d.company.name,
                (d) => cpfOf(d.representative.cpf),
            ),
        }),
        [mode, owner],
    );
    return (
        <Wizard
            storageKey={`${owner ? 'mei' : 'pj'}:${mode}`}
            mode={mode}
            empty={owner ? ENTREPRENEUR : COMPANY}
            secrets={COMPANY_SECRETS}
            submitLabel={
                mode === 'public' ? t('registration.submit.open_company') : t('registration.submit.open')
            }
            {...setup}
        />
    );
};

const MinorWizard = ({ mode }: { mode: RegistrationMode }) => {
    const t = useMessages(registrationMessages);
    const setup = useMemo(
        () => ({
            steps: minorSteps(mode),
            submit: submitMinor(mode),
            Result: resultOf<MinorDraft>(
                mode,
                (d) => d.minor.name,
                (d) => cpfOf(d.responsible.cpf),
            ),
        }),
        [mode],
    );
    return (
        <Wizard
            storageKey={`menor:${mode}`}
            mode={mode}
            empty={EMPTY_MINOR}
            secrets={MINOR_SECRETS}
            submitLabel={t('registration.submit.open_minor')}
            {...setup}
        />
    );
};

/** /cadastro-pessoa-fisica: staff open a natural person's account (access/backoffice/register/cpf). */
export const StaffPersonPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <StaffFrame title={t('registration.pages.staff_person')}>
            <PersonWizard mode="staff" />
        </StaffFrame>
    );
};

/** /cadastro-pessoa-juridica: staff open a company's account (access/backoffice/register/cnpj). */
export const StaffCompanyPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <StaffFrame title={t('registration.pages.staff_company')}>
            <CompanyWizard mode="staff" owner={false} />
        </StaffFrame>
    );
};

/** /cadastro-conta-menor: staff open a minor's account with its responsible adult. */
export const StaffMinorPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <StaffFrame title={t('registration.pages.staff_minor')}>
            <MinorWizard mode="staff" />
        </StaffFrame>
    );
};

/** /registro-pf: a person opens their own account, without a session (access/signup/cpf). */
export const PublicPersonPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <PublicFrame title={t('registration.pages.public_person')}>
            <PersonWizard mode="public" />
        </PublicFrame>
    );
};

/** /registro-pj: a company's representative opens its account (access/signup/cnpj). */
export const PublicCompanyPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <PublicFrame title={t('registration.pages.public_company')}>
            <CompanyWizard mode="public" owner={false} />
        </PublicFrame>
    );
};

/** /registro-empreendedor: the PJ wizard preset for a MEI, whose owner is the one partner. */
export const PublicEntrepreneurPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <PublicFrame title={t('registration.pages.public_entrepreneur')}>
            <CompanyWizard mode="public" owner />
        </PublicFrame>
    );
};

/** /registro-menor: a holder opens an account for a minor in their care (access/signup/minor). */
export const PublicMinorPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <PublicFrame title={t('registration.pages.public_minor')}>
            <MinorWizard mode="public" />
        </PublicFrame>
    );
};
