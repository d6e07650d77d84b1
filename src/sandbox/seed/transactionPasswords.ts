import type { TransactionPasswordRecord } from '../types';
import { DEMO_USERS, type DemoUserKey } from './users';

/** The one demo holder without a transaction password, to try "create it on first use". */
export const WITHOUT_TRANSACTION_PASSWORD: DemoUserKey = 'titular_termos';

/** The demo PIN's salt and `sha256(salt:DEMO_TRANSACTION_PASSWORD)` (checked by transactionPassword.test.ts). */
export const DEMO_TRANSACTION_SALT = 'demo-seed-4f1a';
export const DEMO_TRANSACTION_HASH = '3069158f3a33a18877177de7ec904482859e5b9447693d76dbe29317de35c5b1';

/**
 * Every demo user's transaction password but one. Users are seeded in DEMO_USERS order from id 1, so this
 * needs no other collection (it also fills a bank stored before transaction passwords existed).
 */
export const createTransactionPasswords = (now: Date | number = Date.now()): TransactionPasswordRecord[] =>
    DEMO_USERS.flatMap((user, index) =>
        user.key === WITHOUT_TRANSACTION_PASSWORD
            ? []
            : [
                  {
                      user_id: index + 1,
                      salt: DEMO_TRANSACTION_SALT,
                      hash: DEMO_TRANSACTION_HASH,
                      wrong_tries: 0,
                      locked_until: null,
                      code_hash: null,
                      code_expires_at: null,
                      code_wrong_tries: 0,
                      updated_at: new Date(now).toISOString(),
                  },
              ],
    );
