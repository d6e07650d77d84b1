import { useRef, useState } from 'react';
import { csvFileProblem } from '../../domain/draweeCsv';
import { textOf } from '../../i18n';
import { csvMessages } from './messages';

const t = textOf(csvMessages);

/** What a CSV parser answers: the lines read (`ok: true`), or why the file cannot be read at all. */
type Answer<Parsed> = Parsed | { ok: false; error: string };

export type CsvFileState<Parsed> =
    | { step: 'choose'; error?: string }
    | { step: 'reading'; fileName: string }
    | { step: 'preview'; fileName: string; parsed: Parsed };

/**
 * A CSV chosen or dropped: checked (type, size), then parsed; only the last file tried counts, so a slow
 * read that ends after another file was picked (or the preview was cancelled) is dropped.
 */
export function useCsvFile<Parsed extends { ok: true }>(parse: (file: File) => Promise<Answer<Parsed>>) {
    const [state, setState] = useState<CsvFileState<Parsed>>({ step: 'choose' });
    const reading = useRef(0);

    const take = (file: File) => {
        const problem = csvFileProblem(file);
        if (problem) {
            setState({ step: 'choose', error: problem });
            return;
        }
        const attempt = ++reading.current;
        setState({ step: 'reading', fileName: file.name });
        parse(file).then(
            (parsed) => {
                if (attempt !== reading.current) return;
                setState(
                    parsed.ok
                        ? { step: 'preview', fileName: file.name, parsed }
                        : { step: 'choose', error: parsed.error },
                );
            },
            () => {
                if (attempt === reading.current) {
                    setState({ step: 'choose', error: t('ui_csv.read_failed') });
                }
            },
        );
    };
    const restart = () => {
        reading.current++;
        setState({ step: 'choose' });
    };
    return { state, take, restart };
}
