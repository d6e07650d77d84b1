/**
 * The rules of the profile page, shared by its forms and the sandbox bank (pure, no React): the "Sobre"
 * text, the e-mail and the photo. The new password follows src/domain/password.ts.
 */

export const ABOUT_MAX_LENGTH = 280;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
/** The page downscales a photo to fit this square before sending it. */
export const PHOTO_MAX_SIDE = 256;

export const PROFILE_MESSAGES = {
    emailRequired: 'Informe o e-mail.',
    emailInvalid: 'Informe um e-mail válido, por exemplo nome@empresa.com.br.',
    emailTaken: 'Este e-mail já está em uso por outro usuário.',
    aboutTooLong: `O texto “Sobre” deve ter no máximo ${ABOUT_MAX_LENGTH} caracteres.`,
    photoRequired: 'Escolha uma foto.',
    photoType: 'A foto deve ser uma imagem JPEG ou PNG.',
    photoSize: 'A foto deve ter no máximo 2 MB.',
    currentPasswordRequired: 'Informe a senha atual.',
    currentPasswordWrong: 'A senha atual está incorreta.',
    samePassword: 'A nova senha deve ser diferente da atual.',
    passwordRequired: 'Informe sua senha.',
    passwordWrong: 'Senha incorreta.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters as a person counts them (an emoji is one). */
export const textLength = (text: string) => [...text].length;

export const checkEmail = (email: string): string | null => {
    const value = email.trim();
    if (!value) return PROFILE_MESSAGES.emailRequired;
    return EMAIL.test(value) && value.length <= 254 ? null : PROFILE_MESSAGES.emailInvalid;
};

export const checkAbout = (about: string): string | null =>
    textLength(about.trim()) > ABOUT_MAX_LENGTH ? PROFILE_MESSAGES.aboutTooLong : null;

/** Type and size of a chosen photo: the first broken rule's message, or null. */
export const checkPhoto = (photo: { type: string; size: number }): string | null => {
    if (!PHOTO_TYPES.includes(photo.type)) return PROFILE_MESSAGES.photoType;
    return photo.size > PHOTO_MAX_BYTES ? PROFILE_MESSAGES.photoSize : null;
};
