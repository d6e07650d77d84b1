import type { SessionUser } from './session';

/**
 * `GET access/profile` as a backend may answer it: spec 1 §3 names the user's id "uid (or uuid)", and
 * `terms_pending` asks the user to accept the current terms of use before the session starts.
 */
export type ProfileAnswer = Omit<SessionUser, 'uuid'> & {
    uuid?: string | null;
    uid?: string | null;
    terms_pending?: boolean;
};

/** The one place the profile becomes the session's user: `uid` is read as `uuid`, the terms flag is left out. */
export const sessionUserOf = ({ uid, uuid, terms_pending: _, ...profile }: ProfileAnswer): SessionUser => {
    const id = uuid || uid;
    if (!id) throw new Error('Perfil sem uuid');
    return { ...profile, uuid: id };
};
