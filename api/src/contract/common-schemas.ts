import { Type, type TProperties, type TSchema } from '@sinclair/typebox';

/** Patterns shared by the contract and the frontend validators (spec section 5). */
export const MOBILE_PATTERN = '^1[2-9][0-9]{9}$';
export const SMS_CODE_PATTERN = '^[0-9]{6}$';

export const Mobile = Type.String({
  pattern: MOBILE_PATTERN,
  description: 'an 11-digit mobile number starting with 1 then 2-9',
  examples: ['13800000000'],
});

export const SmsCode = Type.String({
  pattern: SMS_CODE_PATTERN,
  description: 'the 6-digit code sent by SMS',
});

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'a positive id' });

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const PageQuery = {
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: 'page number' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'items per page' }),
  ),
};

/** Money travels as a decimal string in yuan ("128.50") so no client does float arithmetic. */
export const Money = Type.String({
  pattern: '^-?[0-9]+\\.[0-9]{2}$',
  description: 'yuan, two decimals',
});

export const Timestamp = Type.Integer({ description: 'Unix time in seconds' });

export function paged<T extends TSchema>(item: T) {
  return pagedWith(item, {});
}

/** A paged list with extra top-level facts (for example the categories to filter by). */
export function pagedWith<T extends TSchema, E extends TProperties>(item: T, extra: E) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    ...extra,
  });
}

export const Role = Type.Union([
  Type.Literal('staff'),
  Type.Literal('shop_manager'),
  Type.Literal('area_manager'),
]);

export const IsCheck = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 not joined, 1 pending review, 2 joined (full access)',
});

export const Sex = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 unknown, 1 male, 2 female',
});

export const User = Type.Object(
  {
    id: Type.Integer(),
    avatar: Type.String(),
    username: Type.String({ description: 'real name' }),
    nickname: Type.String(),
    display_name: Type.String({
      description:
        'the name to show for this person, the same everywhere: the real name, else the nickname, else the masked mobile',
    }),
    sex: Sex,
    is_check: IsCheck,
    mobile: Type.String(),
    money: Money,
    points: Type.Integer(),
    mp_openid: Type.String(),
    mini_openid: Type.String(),
    role: Role,
    team: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    shop: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    area: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    profile_complete: Type.Boolean({ description: 'real name, sex and mobile are set' }),
    has_password: Type.Boolean(),
  },
  { $id: 'User' },
);

export const Session = Type.Object(
  {
    token: Type.String({ description: 'a JWT; send it as the Authorization header' }),
    exp: Timestamp,
    user: User,
  },
  { $id: 'Session' },
);

export const Empty = Type.Null();
