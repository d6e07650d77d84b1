import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts free text in a field as a person pasting it would: the field is clicked (as `user.type` does first), then the
 * text arrives at the end of what is there in one input event instead of one per character (each keystroke
 * re-renders the whole form, a second per sentence in jsdom). For text whose keystrokes a test does not check: a
 * mask, or a field checked while it is being typed, is typed.
 */
export const fill = async (user: UserEvent, field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
};
