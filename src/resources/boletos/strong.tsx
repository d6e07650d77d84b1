import { createElement, Fragment, type ReactNode } from 'react';

/** A catalogue text whose `<b>…</b>` parts are shown in bold (column names, Excel's format names). */
export const withStrong = (text: string): ReactNode =>
    createElement(
        Fragment,
        null,
        ...text
            .split(/<b>(.*?)<\/b>/)
            .map((part, index) => (index % 2 ? createElement('strong', null, part) : part)),
    );
