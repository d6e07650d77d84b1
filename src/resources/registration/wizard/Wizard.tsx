import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ComponentType, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { textOf, useMessages } from '../../../i18n';
import { BusySubmitButton } from '../../../ui/BusyButton';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { fieldErrorsOf, type TermsOfUse } from '../api';
import { type RegistrationCalls, useRegistrationCalls } from '../calls';
import { registrationMessages } from '../messages';
import { WizardContext, type WizardState } from './context';
import { LeaveGuard } from './LeaveGuard';
import { type Errors, hasErrors, ownsField, setPath, withoutErrors } from './paths';
import { clearProgress, loadProgress, saveProgress } from './progress';
import { ReviewStep } from './ReviewStep';
import { TermsStep } from './TermsStep';
import type { Registration, RegistrationMode, WizardStep } from './types';
import { WizardStepper } from './WizardStepper';

export interface WizardProps<D> {
    /** sessionStorage key of the progress (one per wizard and mode). */
    storageKey: string;
    mode: RegistrationMode;
    empty: D;
    steps: readonly WizardStep<D>[];
    /** Paths never written to storage (passwords). */
    secrets: readonly string[];
    submitLabel: string;
    submit: (draft: D, termsVersion: string, calls: RegistrationCalls) => Promise<Registration>;
    Result: ComponentType<{ registration: Registration; draft: D; restart: () => void }>;
}

const text = textOf(registrationMessages);
const messageOf = (failure: unknown) =>
    failure instanceof Error && failure.message ? failure.message : text('registration.wizard.failed');

/** Where a saved draft resumes: its step, or the first earlier one that needs input again (a password). */
const resume = <D,>(storageKey: string, empty: D & object, steps: readonly WizardStep<D>[]) => {
    const saved = loadProgress(storageKey, empty);
    if (!saved) return { draft: empty, step: 0, restored: false };
    const invalid = steps.findIndex((step) => hasErrors(step.validate(saved.draft)));
    const last = invalid === -1 ? steps.length + 1 : invalid;
    return { draft: saved.draft, step: Math.max(0, Math.min(saved.step, last)), restored: true };
};

/**
 * The one engine of the registration wizards: the given steps, then a review and the terms of use. Each step
 * is checked (its rules, then the server's) before the next opens; a 422 from the final call goes back to
 * the step holding its field. Progress is kept in sessionStorage (never the secrets) and restored on reload.
 */
export const Wizard = <D extends object>({
    storageKey,
    mode,
    empty,
    steps,
    secrets,
    submitLabel,
    submit,
    Result,
}: WizardProps<D>) => {
    const t = useMessages(registrationMessages);
    const [start] = useState(() => resume(storageKey, empty, steps));
    const [draft, setDraft] = useState<D>(start.draft);
    const [index, setIndex] = useState(start.step);
    const [reached, setReached] = useState(start.step);
    const [restored, setRestored] = useState(start.restored);
    const [errors, setErrors] = useState<Errors>({});
    const [failure, setFailure] = useState<string>();
    const [busy, setBusy] = useState(false);
    const [backToReview, setBackToReview] = useState(false);
    const [accepted, setAccepted] = useState(false);
    const [result, setResult] = useState<Registration>();
    const [focusError, setFocusError] = useState(0);
    const formRef = useRef<HTMLFormElement>(null);

    const review = steps.length;
    const termsIndex = steps.length + 1;
    const labels = [
        ...steps.map((step) => step.label),
        t('registration.wizard.review'),
        t('registration.wizard.terms'),
    ];
    const calls = useRegistrationCalls();
    // Quiet: the step shows its own "could not load" state.
    const terms = asLoad(useRead<TermsOfUse>('cadastro', 'terms', index >= review ? { quiet: true } : null));
    const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(empty), [draft, empty]);

    useEffect(() => {
        if (result) return;
        if (dirty) saveProgress(storageKey, index, draft, secrets);
        else clearProgress(storageKey);
    }, [storageKey, index, draft, secrets, dirty, result]);

    useEffect(() => {
        if (focusError === 0) return;
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, [focusError]);

    // Stable setters: fields run effects on them (the CEP lookup).
    const setters = useMemo(
        () => ({
            set: (path: string, value: unknown) => {
                setDraft((current) => setPath(current, path, value));
                setErrors((current) => withoutErrors(current, path));
            },
            update: (change: (current: D) => D, clear: readonly string[] = []) => {
                setDraft(change);
                setErrors((current) => clear.reduce(withoutErrors, current));
            },
            addErrors: (found: Errors) => setErrors((current) => ({ ...current, ...found })),
        }),
        [],
    );
    const state: WizardState<D> = { draft, errors, mode, ...setters };

    const open = (next: number) => {
        setFailure(undefined);
        setIndex(next);
        setReached((r) => Math.max(r, next));
    };

    const showErrors = (found: Errors) => {
        setErrors(found);
        setFocusError((n) => n + 1);
    };

    /** After an "Alterar": every step must still hold before the review opens again. */
    const toReview = () => {
        const invalid = steps.findIndex((step) => hasErrors(step.validate(draft)));
        if (invalid === -1) {
            setBackToReview(false);
            open(review);
        } else {
            showErrors(steps[invalid].validate(draft));
            open(invalid);
        }
    };

    /** The first step holding one of these errors' fields, or -1. */
    const ownerOf = (found: Errors) =>
        steps.findIndex((step) => Object.keys(found).some((key) => ownsField(step.fields, key)));

    const next = async () => {
        const step = steps[index];
        const found = step.validate(draft);
        if (hasErrors(found)) {
            // A rule across steps (the representative's role) may point back to an earlier step.
            const owner = ownerOf(found);
            if (
                owner !== -1 &&
                owner !== index &&
                !Object.keys(found).some((key) => ownsField(step.fields, key))
            ) {
                setBackToReview(false);
                open(owner);
            }
            return showErrors(found);
        }
        setErrors({});
        if (step.check) {
            setBusy(true);
            try {
                const checked = await step.check(draft, (change) => setDraft(change), calls);
                if (hasErrors(checked)) return showErrors(checked);
            } catch (error) {
                return setFailure(messageOf(error));
            } finally {
                setBusy(false);
            }
        }
        if (backToReview) toReview();
        else open(index + 1);
    };

    const finish = async () => {
        if (!accepted) return showErrors({ terms_version: t('registration.wizard.accept_terms') });
        if (terms.status !== 'ready') return;
        // A step left through the stepper may have been changed into something its rules refuse.
        const invalid = steps.findIndex((step) => hasErrors(step.validate(draft)));
        if (invalid !== -1) {
            setBackToReview(true);
            open(invalid);
            return showErrors(steps[invalid].validate(draft));
        }
        setBusy(true);
        setFailure(undefined);
        try {
            const registration = await submit(draft, terms.data.version, calls);
            clearProgress(storageKey);
            setResult(registration);
        } catch (error) {
            const found = fieldErrorsOf(error);
            if (!found) return setFailure(messageOf(error));
            const owner = ownerOf(found);
            showErrors(found);
            if (owner === -1) return setFailure(Object.values(found).join(' '));
            setBackToReview(true);
            open(owner);
        } finally {
            setBusy(false);
        }
    };

    const onSubmit = (event: FormEvent) => {
        event.preventDefault();
        if (busy) return;
        if (index < review) void next();
        else if (index === review) open(termsIndex);
        else void finish();
    };

    const restart = () => {
        clearProgress(storageKey);
        setDraft(empty);
        setErrors({});
        setFailure(undefined);
        setAccepted(false);
        setBackToReview(false);
        setRestored(false);
        setResult(undefined);
        setIndex(0);
        setReached(0);
    };

    if (result) return <Result registration={result} draft={draft} restart={restart} />;

    const Body = index < review ? steps[index].Body : null;
    const nextLabel =
        index === termsIndex
            ? submitLabel
            : backToReview && index < review
              ? t('registration.wizard.back_to_review')
              : t('registration.wizard.next');
    return (
        <WizardContext.Provider value={state as WizardState<unknown>}>
            <LeaveGuard active={dirty} />
            <WizardStepper labels={labels} active={index} reached={reached} onOpen={open} />
            {restored && (
                <Alert
                    severity="info"
                    sx={{ mb: 2 }}
                    onClose={() => setRestored(false)}
                    action={
                        <Button color="inherit" size="small" onClick={restart}>
                            {t('registration.wizard.restart')}
                        </Button>
                    }
                >
                    {t('registration.wizard.restored')}
                </Alert>
            )}
            <Box component="form" ref={formRef} onSubmit={onSubmit} noValidate>
                <FocusedHeading key={index} component="h2" sx={{ mb: 1 }}>
                    {labels[index]}
                </FocusedHeading>
                {Body && <Body />}
                {index === review && (
                    <ReviewStep
                        steps={steps}
                        draft={draft}
                        onChange={(i) => {
                            setBackToReview(true);
                            open(i);
                        }}
                    />
                )}
                {index === termsIndex && (
                    <TermsStep
                        terms={terms}
                        accepted={accepted}
                        onAccept={(value) => {
                            setAccepted(value);
                            setErrors((current) => withoutErrors(current, 'terms_version'));
                        }}
                        error={errors.terms_version}
                    />
                )}
                {failure && (
                    <Alert severity="error" sx={{ mt: 2 }}>
                        {failure}
                    </Alert>
                )}
                <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2, flexWrap: 'wrap' }}
                >
                    <Button onClick={() => open(index - 1)} disabled={busy || index === 0}>
                        {t('registration.wizard.back')}
                    </Button>
                    <BusySubmitButton busy={busy}>{nextLabel}</BusySubmitButton>
                </Box>
            </Box>
        </WizardContext.Provider>
    );
};
