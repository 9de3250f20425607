/**
 * Everything of the phone field that needs libphonenumber's metadata, fetched as one script only
 * when the form needs it (phoneLoader.ts): the interactive field and the rules that read a number.
 */
export { PhoneField } from './PhoneField';
export { isInvalidPhone, phoneTypedOver } from '@/lib/phone';
