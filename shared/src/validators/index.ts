export { isMobile } from './is-mobile';
export { isEmail } from './is-email';
export { isIdCard, idCardCheckCharacter } from './is-id-card';
export { isCode } from './is-code';
export { isAmount } from './is-amount';
