/** A company's payroll employee (`/register-employees`, `payment/payroll/accounts`). */
export interface Employee {
    id: number;
    uuid: string;
    /** The company (legal person) that pays. */
    owner_person_id: number;
    name: string;
    /** CPF, 11 digits. */
    cpf: string;
    email: string;
    /** 11 national digits. */
    phone: string;
    /** Monthly salary in cents. */
    salary: number;
    /** Where the salary goes: an account of this bank, or an account at another institution. */
    destination:
        | { kind: 'internal'; account_id: number }
        | {
              kind: 'external';
              /** ISPB of the Pix participant. */
              bank: string;
              branch_number: string;
              branch_digit: string;
              account_number: string;
              account_digit: string;
              type: 'checking' | 'savings';
          };
    status: 'active' | 'inactive';
    created_at: string;
    updated_at: string;
}
