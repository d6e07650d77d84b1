import { type NodePath, parseSync, type types as t, traverse } from '@babel/core';

/**
 * Finds user-visible text written in a component instead of read from the catalogue (issue 14):
 * - `jsx`: text between tags, and strings that end up as a child or as a text attribute (`label`, `title`,
 *   `aria-label`, `helperText`, `placeholder`, ...), through `? :`, `&&`, `||`, `+` and template literals;
 * - `prose`: any other string that reads as pt-BR prose (an accented letter, or a capitalised word followed
 *   by more words), e.g. a notice, a column label in an array, a CSV header. Keys, paths, CSS and
 *   developer-facing errors (`throw new Error`, `console`) are not prose.
 */
export interface Literal {
    kind: 'jsx' | 'prose';
    line: number;
    text: string;
}

export const TEXT_ATTRIBUTES = new Set([
    'label',
    'title',
    'aria-label',
    'aria-description',
    'aria-valuetext',
    'helperText',
    'placeholder',
    'alt',
    'emptyText',
    'noOptionsText',
    'loadingText',
    'primary',
    'secondary',
    'subheader',
    'tooltip',
    'confirmLabel',
    'cancelLabel',
    'heading',
    'description',
    'text',
    'message',
    'what',
    'confirm',
    'cancel',
    'content',
    'caption',
    'submitLabel',
    'buttonLabel',
    'inputLabel',
    'prompt',
    'limits',
    'help',
    'showLabel',
    'hideLabel',
    'filteredText',
    'loading',
    'subtitle',
    'legend',
    'labelRowsPerPage',
]);

const HAS_LETTER = /\p{L}{2}/u;
/** A catalogue key ('ui.period.label'), kept in a config object and translated where it is shown. */
const KEY = /^[a-z][\w-]*(?:\.[\w-]+)+$/;
/** Accented letters, or "Capitalised words like this", or three lowercase words in a row. */
const PROSE = /[À-ÿ]|^[A-ZÀ-Þ][a-zß-ÿ]+(?:[ ,:]+[\p{L}\d]+)+|\p{Ll}{2,} \p{Ll}{2,} \p{Ll}{2,}/u;
/** One capitalised word ('Valor', 'Conta'): text unless the code compares it or uses it as a key. */
const WORD = /^[A-ZÀ-Þ][a-zß-ÿ]{2,}$/;
/** Allowed inside JSX: brand and product names that are the same in every language. */
const ALLOWED = new Set([
    'Pix',
    'CPF',
    'CNPJ',
    'CEP',
    'E-mail',
    'PDF',
    'CSV',
    'QR Code',
    'R$',
    'Pix Copia e Cola',
]);

const FLOW_THROUGH = new Set([
    'ConditionalExpression',
    'LogicalExpression',
    'BinaryExpression',
    'TemplateLiteral',
    'TSAsExpression',
    'TSSatisfiesExpression',
    'ParenthesizedExpression',
    'SequenceExpression',
]);

/** Whether the literal's value is rendered: it reaches a JSX child or a text attribute unchanged. */
const rendered = (path: NodePath): boolean => {
    let current: NodePath | null = path;
    while (current?.parentPath) {
        const parent: NodePath = current.parentPath;
        if (parent.isConditionalExpression() && current.key === 'test') return false;
        // `a === 'x'` is a test, `'a' + b` is text; `'x' && b` renders b, `a || 'x'` and `a ?? 'x'` may render 'x'.
        if (parent.isBinaryExpression() && parent.node.operator !== '+') return false;
        if (parent.isLogicalExpression() && parent.node.operator === '&&' && current.key === 'left')
            return false;
        if (FLOW_THROUGH.has(parent.node.type)) {
            current = parent;
            continue;
        }
        if (parent.isJSXExpressionContainer()) {
            const owner = parent.parentPath;
            if (owner?.isJSXElement() || owner?.isJSXFragment()) return true;
            return !!owner?.isJSXAttribute() && TEXT_ATTRIBUTES.has(attributeName(owner.node));
        }
        if (parent.isJSXAttribute()) return TEXT_ATTRIBUTES.has(attributeName(parent.node));
        return false;
    }
    return false;
};

const attributeName = (node: t.JSXAttribute) =>
    node.name.type === 'JSXIdentifier'
        ? node.name.name
        : `${node.name.namespace.name}:${node.name.name.name}`;

/** Strings that are code, not text: module paths, keys, types, developer errors, log lines. */
const isCode = (path: NodePath): boolean => {
    const parent = path.parentPath;
    if (!parent) return true;
    if (
        parent.isImportDeclaration() ||
        parent.isExportNamedDeclaration() ||
        parent.isExportAllDeclaration() ||
        parent.isTSLiteralType() ||
        parent.isTSExternalModuleReference() ||
        parent.isDirective()
    )
        return true;
    if (parent.isObjectProperty() && path.key === 'key') return true;
    if (parent.isTSEnumMember() || parent.isTSPropertySignature()) return true;
    if (parent.isImportSpecifier() || parent.isExportSpecifier()) return true;
    return !!path.findParent(
        (p) =>
            p.isNewExpression() ||
            (p.isCallExpression() &&
                p.get('callee').isMemberExpression() &&
                (p.get('callee') as NodePath<t.MemberExpression>)
                    .get('object')
                    .isIdentifier({ name: 'console' })),
    );
};

/** `x === 'Enter'`, `case 'Enter':`, `{ Enter: … }[key]`: a value the code tests, not text it shows. */
const compared = (path: NodePath): boolean => {
    const parent = path.parentPath;
    return !!(
        (parent?.isBinaryExpression() && parent.node.operator !== '+') ||
        parent?.isSwitchCase() ||
        (parent?.isMemberExpression() && path.key === 'property') ||
        (parent?.isCallExpression() && path.key !== 'callee' && !parent.get('callee').isIdentifier())
    );
};

const lineOf = (path: NodePath) => path.node.loc?.start.line ?? 0;

/** `label: 'Nome'` in an object (a column, a menu entry, a step): text even when it is one plain word. */
const textProperty = (path: NodePath): boolean => {
    const parent = path.parentPath;
    if (!parent?.isObjectProperty() || path.key !== 'value') return false;
    const key = parent.node.key;
    const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : '';
    return TEXT_ATTRIBUTES.has(name) || name === 'header';
};

/** A line marked `// not text` (or the line above it): a font name, a sample value, a code word. */
const NOT_TEXT = '// not text';

export const findLiterals = (code: string, filename: string): Literal[] => {
    const ast = parseSync(code, {
        filename,
        configFile: false,
        babelrc: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
    });
    if (!ast) return [];
    const lines = code.split('\n');
    const found: Literal[] = [];
    const report = (kind: Literal['kind'], path: NodePath, value: string) => {
        const text = value.trim().replace(/\s+/g, ' ');
        const line = lineOf(path);
        if (ALLOWED.has(text) || lines[line - 1]?.includes(NOT_TEXT) || lines[line - 2]?.trim() === NOT_TEXT)
            return;
        found.push({ kind, line, text });
    };
    const visit = (path: NodePath, value: string) => {
        if (!HAS_LETTER.test(value) || KEY.test(value) || isCode(path)) return;
        if (rendered(path)) report('jsx', path, value);
        else if (textProperty(path) || PROSE.test(value.trim()) || (WORD.test(value) && !compared(path)))
            report('prose', path, value);
    };
    traverse(ast, {
        JSXText(path) {
            if (HAS_LETTER.test(path.node.value)) report('jsx', path, path.node.value);
        },
        StringLiteral(path) {
            visit(path, path.node.value);
        },
        TemplateLiteral(path) {
            const text = path.node.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
            visit(path, text);
        },
    });
    return found;
};
