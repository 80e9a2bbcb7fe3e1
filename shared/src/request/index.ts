export {
  configureRequest,
  requestConfig,
  resetRequestConfig,
  DEFAULT_REQUEST_CONFIG,
  type RequestConfig,
} from './request-config';
export { RequestError, isRequestError, type RequestErrorKind } from './request-error';
export type {
  Envelope,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestCall,
  RequestOptions,
  TransferProgress,
} from './request-options';
export { get, post, request, requestEnvelope } from './helpers';
export { download, upload, type DownloadOptions, type UploadOptions } from './transfer';
export {
  api,
  fillPath,
  type ContractData,
  type ContractInit,
  type ContractMethod,
  type ContractOperation,
  type ContractPath,
} from './contract-api';
export {
  EXAM_INDEX_REQUESTS,
  HOME_REQUESTS,
  NEWS_LIST_REQUESTS,
  type EarlyRequest,
} from './early-requests';
export { pendingLoadingCount } from './loading-counter';
export { isOffline, prefetch } from './send';
export { resetPrefetched } from './early-replies';
export {
  onRequestFailure,
  type RequestFailure,
  type RequestFailureListener,
} from './failure-events';
