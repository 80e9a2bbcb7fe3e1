import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { IdParams, IsCheck, PageQuery, Sex, Timestamp, User, paged } from './common-schemas';

export const JoinRequestStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const JoinState = Type.Object(
  {
    is_check: IsCheck,
    profile_complete: Type.Boolean(),
    request: Type.Union([
      Type.Object({
        id: Type.Integer(),
        status: JoinRequestStatus,
        team: Type.Object({ id: Type.Integer(), name: Type.String() }),
        shop: Type.Object({ id: Type.Integer(), name: Type.String() }),
        area: Type.Object({ id: Type.Integer(), name: Type.String() }),
        reason: Type.String({ description: 'why the request was rejected' }),
        created_at: Timestamp,
        reviewed_at: Type.Union([Timestamp, Type.Null()]),
      }),
      Type.Null(),
    ]),
  },
  { $id: 'JoinState' },
);

export const updateProfile = defineOperation({
  operationId: 'updateProfile',
  method: 'post',
  path: '/api/user/profile',
  tier: 'member',
  tag: 'joining',
  summary: 'Complete or edit the profile (real name, nickname, sex, avatar)',
  body: Type.Object(
    {
      username: Type.String({
        minLength: 2,
        maxLength: 20,
        description: 'real name, 2-20 characters',
      }),
      nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
      sex: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 male, 2 female' }),
      avatar: Type.Optional(
        Type.String({ maxLength: 300, description: 'URL returned by /api/upload' }),
      ),
    },
    { additionalProperties: false },
  ),
  data: User,
});

export const activateInvite = defineOperation({
  operationId: 'activateInvite',
  method: 'post',
  path: '/api/join/activate',
  tier: 'member',
  tag: 'joining',
  summary: 'Ask to join a team with its invite code (is_check 0 → 1, the area manager reviews)',
  body: Type.Object(
    {
      invite_code: Type.String({
        pattern: '^[A-Za-z0-9]{6}$',
        description: 'the 6-character invite code of a team',
      }),
    },
    { additionalProperties: false },
  ),
  data: JoinState,
  refusals: [
    'joining.profileFirst',
    'joining.noSuchCode',
    'joining.pending',
    'joining.alreadyJoined',
  ],
});

export const getJoinState = defineOperation({
  operationId: 'getJoinState',
  method: 'get',
  path: '/api/join/state',
  tier: 'member',
  tag: 'joining',
  summary: 'The review state of my latest join request',
  data: JoinState,
});

export const JoinRequest = Type.Object(
  {
    id: Type.Integer(),
    status: JoinRequestStatus,
    reason: Type.String(),
    created_at: Timestamp,
    reviewed_at: Type.Union([Timestamp, Type.Null()]),
    user: Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      nickname: Type.String(),
      display_name: Type.String({ description: 'the name to show, the same as everywhere' }),
      mobile: Type.String(),
      avatar: Type.String(),
      sex: Sex,
    }),
    team: Type.Object({ id: Type.Integer(), name: Type.String() }),
    shop: Type.Object({ id: Type.Integer(), name: Type.String() }),
  },
  { $id: 'JoinRequest' },
);

export const listJoinRequests = defineOperation({
  operationId: 'listJoinRequests',
  method: 'get',
  path: '/api/join/requests',
  tier: 'joined',
  tag: 'joining',
  summary: 'Join requests to review in my area (area managers)',
  query: Type.Object(
    { status: Type.Optional(JoinRequestStatus), ...PageQuery },
    { additionalProperties: false },
  ),
  data: paged(JoinRequest),
  refusals: ['joining.reviewersOnly'],
});

export const approveJoinRequest = defineOperation({
  operationId: 'approveJoinRequest',
  method: 'post',
  path: '/api/join/requests/{id}/approve',
  tier: 'joined',
  tag: 'joining',
  summary: 'Approve a join request (is_check 1 → 2)',
  params: IdParams,
  data: JoinRequest,
  refusals: ['joining.reviewersOnly', 'joining.reviewed'],
});

export const rejectJoinRequest = defineOperation({
  operationId: 'rejectJoinRequest',
  method: 'post',
  path: '/api/join/requests/{id}/reject',
  tier: 'joined',
  tag: 'joining',
  summary: 'Reject a join request with a reason (is_check 1 → 0)',
  params: IdParams,
  body: Type.Object(
    {
      reason: Type.String({ minLength: 1, maxLength: 200, description: 'shown to the applicant' }),
    },
    { additionalProperties: false },
  ),
  data: JoinRequest,
  refusals: ['joining.reviewersOnly', 'joining.reviewed'],
});

export const joiningOperations = [
  updateProfile,
  activateInvite,
  getJoinState,
  listJoinRequests,
  approveJoinRequest,
  rejectJoinRequest,
] as const;
