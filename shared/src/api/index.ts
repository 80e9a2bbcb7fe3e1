// The API contract's types, generated from api/openapi.json (`npm run contract -w api`).
export type {
  ChatMessage,
  Faq,
  JoinRequest,
  JoinState,
  Order,
  Payment,
  RechargeOption,
  Session,
  Upload,
  User,
  ValidationError,
  WxLoginResult,
  components,
  operations,
  paths,
} from './schema.gen';
