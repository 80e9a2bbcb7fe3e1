export {
  ERROR_CATALOGUE,
  FALLBACK_ERROR_KEY,
  SUCCESS_CODES,
  type ErrorCase,
  type ErrorRow,
  type ErrorText,
} from './error-catalogue';
export {
  classifyResponse,
  type ClassifiedResponse,
  type ResponseBody,
  type ResponseFailure,
  type ResponseInput,
} from './classify-response';
export { toastText, type ToastMessage } from '../toast-message';
