import Alert from '@mui/material/Alert';

/** What the bank said was wrong with the last call (its 422 messages, beside the step); nothing when none. */
export const Problems = ({ problems }: { problems: readonly string[] }) =>
    problems.length === 0 ? null : (
        <Alert severity="error">
            {problems.map((problem) => (
                <div key={problem}>{problem}</div>
            ))}
        </Alert>
    );
