import { completeLogin } from '../authProvider';
import { authApi } from '../authProvider/api';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../sandbox/seed/users';

export const demoUser = (key: DemoUserKey) => {
    const user = DEMO_USERS.find((u) => u.key === key);
    if (!user) throw new Error(`Usuário de demonstração desconhecido: ${key}`);
    return user;
};

/** Signs a demo user in through the sandbox's real login calls (SMS step included where the user has it). */
export const signIn = async (key: DemoUserKey) => {
    const user = demoUser(key);
    let code: string | undefined;
    if (user.two_factor) code = (await authApi.requestSms(user.username, user.phone)).sandbox_code;
    const answer = await authApi.login({ username: user.username, password: DEMO_PASSWORD, code });
    if (!answer.access_token) throw new Error('login sem token');
    await completeLogin(answer.access_token);
    return user;
};
