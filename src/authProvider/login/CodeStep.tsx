import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useAppTranslate } from '../../i18n';
import { OneTimeCodeField } from '../public/OneTimeCodeField';
import { SubmitButton } from './SubmitButton';

interface Props {
    /** The sandbox has no SMS gateway: it hands the code back and the page shows it. */
    sandboxCode?: string;
    onSubmit: (code: string) => Promise<Record<string, string>>;
    onBack: () => void;
}

/** SMS step, part two: the one-time code goes with POST /login/web. */
export const CodeStep = ({ sandboxCode, onSubmit, onBack }: Props) => {
    const translate = useAppTranslate();
    const [code, setCode] = useState('');
    const [error, setError] = useState<string>();
    const [loading, setLoading] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (code.length !== 6) {
            setError(translate('app.login.invalid_code'));
            return;
        }
        setError(undefined);
        setLoading(true);
        const errors = await onSubmit(code);
        setError(errors.code ?? errors.password ?? errors.username);
        setLoading(false);
    };

    return (
        <form onSubmit={submit} noValidate>
            <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('app.login.code_step')}
            </Typography>
            {sandboxCode && (
                <Alert severity="info" sx={{ mb: 1 }}>
                    {translate('app.login.sandbox_code', { code: sandboxCode })}
                </Alert>
            )}
            <OneTimeCodeField
                label={translate('app.login.code')}
                value={code}
                onChange={setCode}
                error={error}
            />
            <SubmitButton loading={loading}>{translate('app.login.confirm')}</SubmitButton>
            <Button fullWidth onClick={onBack} sx={{ mt: 1 }}>
                {translate('app.login.back')}
            </Button>
        </form>
    );
};
