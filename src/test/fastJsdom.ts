import { CacheProvider, type EmotionCache } from '@emotion/react';

/**
 * jsdom answers a question Testing Library asks for every element of every query by walking the whole page. The
 * same answer, found faster. Installed once per window: the files of a worker share one.
 */
export function speedUpJsdom() {
    const flag = Symbol.for('portal.fastJsdom');
    if ((window as never)[flag]) return;
    (window as unknown as Record<symbol, boolean>)[flag] = true;
    indexLabels();
    insertRulesDirectly();
}

/** Emotion's default cache, the one MUI's components use (React 19: a context is its own provider). */
const emotionCache = () => (CacheProvider as unknown as { _currentValue: EmotionCache | null })._currentValue;

/**
 * Emotion in development gives every rule a `<style>` element of its own, and jsdom parses the element's whole text
 * again when the rule's text arrives (6 % of the boleto list's time, measured; about half of it goes). Production's way (`insertRule` into one sheet,
 * "speedy") puts the same rules in the same order in the page, so every computed style stays as it was.
 */
function insertRulesDirectly() {
    const cache = emotionCache();
    if (cache) cache.sheet.isSpeedy = true;
}

const LABELABLE = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';
const CONTROLS = [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
];

/**
 * A control's labels: jsdom walks the document for every label, and for each label with `for` walks it again to find
 * its control (the square of the page's size per accessible name). Here from jsdom's id index and the control's
 * ancestors, in document order as the standard says.
 */
function indexLabels() {
    for (const Control of CONTROLS) {
        const original = Object.getOwnPropertyDescriptor(Control.prototype, 'labels')?.get;
        if (!original) continue;
        Object.defineProperty(Control.prototype, 'labels', {
            configurable: true,
            get(this: HTMLElement) {
                const document = this.ownerDocument;
                if (this.getRootNode() !== document || !this.matches(LABELABLE)) return original.call(this);
                const labels: HTMLLabelElement[] = [];
                if (this.id && document.getElementById(this.id) === this) {
                    labels.push(
                        ...document.querySelectorAll<HTMLLabelElement>(`label[for="${CSS.escape(this.id)}"]`),
                    );
                }
                for (let node = this.parentElement; node; node = node.parentElement) {
                    if (
                        node instanceof HTMLLabelElement &&
                        !node.hasAttribute('for') &&
                        node.querySelector(LABELABLE) === this
                    ) {
                        labels.push(node);
                    }
                }
                return labels.sort((a, b) =>
                    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
                );
            },
        });
    }
}

/**
 * Emotion adds a style sheet for every MUI rule a page uses and keeps them for the life of the window, which the
 * files of a worker share: thousands of sheets by a worker's last file, and jsdom matches every rule of every sheet
 * each time an element's style is asked (Testing Library does so for every element it names). After each test the
 * sheets go, and Emotion forgets it inserted them, so the next page inserts what it uses again.
 */
export function forgetStyleSheets() {
    const cache = emotionCache();
    if (!cache) return;
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
