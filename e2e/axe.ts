import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings (WCAG 2.1 A/AA rules) on what is on screen, one line each. */
export const seriousFindings = async (page: Page) => {
    // The pointer stays where the last click was; a hover colour under it is not what the page shows at rest.
    await page.mouse.move(0, 0);
    // Legacy mode runs axe once in the page; the default also opens a blank page per scan to merge frames'
    // results, and these screens have no frames.
    const result = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
    return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
};
