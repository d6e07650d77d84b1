import type { SessionUser } from '../../authProvider/session';
import type { Role } from '../../contract/roles';
import { textOf } from '../../i18n';
import { layoutMessages } from './messages';

const t = textOf(layoutMessages);
const HOLDER_ROLE: Role = 'cliente';

/**
 * What the signed-in user is to the bank, as they would say it: staff see their role ("Back Office"), a holder
 * whether they bank as a person or as a company, never the staff's word for them ("Cliente").
 */
export const userStanding = (user: Pick<SessionUser, 'role' | 'userRole' | 'type'> | null): string => {
    if (!user) return '';
    if (user.role !== HOLDER_ROLE) return user.userRole;
    return t(user.type === 'legal' ? 'layout.standing.legal' : 'layout.standing.natural');
};
