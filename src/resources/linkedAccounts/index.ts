export {
    EMPTY_OTHER_BANK,
    OTHER_BANK_FIELDS,
    type OtherBankDraft,
    type OtherBankField,
    OtherBankFields,
    otherBankDraftOf,
    otherBankInputOf,
} from './OtherBankFields';
export { routes } from './routes';
