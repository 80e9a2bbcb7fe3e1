import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../clock';
import type { Db } from '../db/open-database';
import {
  OPENID_COLUMN,
  WX_CODE_TTL_SECONDS,
  issueWxCode,
  newOpenid,
  type WxKind,
} from '../features/auth/wechat-identities';
import { findUser } from '../features/users/user-row';
import type { Services } from '../services';
import { describeUser, listDemoUsers } from './demo-users';
import { html, sendPage } from './layout';
import {
  DevPageError,
  bodyOf,
  oneOf,
  optionalText,
  queryOf,
  requiredId,
  wantsJson,
  type Fields,
} from './request-input';
import { optionalAppUrl } from './trusted-origins';

const KINDS = ['mini', 'app', 'mp'] as const satisfies readonly WxKind[];

const KIND_INFO: Record<WxKind, { name: string; endpoint: string }> = {
  mini: { name: 'Mini Program', endpoint: 'POST /api/login/wx_mini' },
  app: { name: 'App', endpoint: 'POST /api/login/wx_app' },
  mp: { name: 'Official Account browser', endpoint: 'POST /api/login/wx_app' },
};

const NEW_USER = 'new';

type AuthorizeRequest = { kind: WxKind; redirectUri: URL | undefined; state: string | undefined };

function readAuthorizeRequest(services: Services, fields: Fields): AuthorizeRequest {
  return {
    kind: oneOf(fields, 'kind', KINDS),
    redirectUri: optionalAppUrl(services, fields, 'redirect_uri'),
    state: optionalText(fields, 'state', 256),
  };
}

/** The openid WeChat would report for this account, created and stored on first use. */
function openidOf(db: Db, kind: WxKind, userId: number): { openid: string; who: string } {
  const user = findUser(db, userId);
  if (!user) throw new DevPageError(422, `user_id ${userId} is not an existing account`);
  const column = OPENID_COLUMN[kind];
  const existing = user[column];
  if (existing) return { openid: existing, who: describeUser(user) };
  const openid = newOpenid(kind);
  db.prepare(`UPDATE users SET ${column} = ?, updated_at = ? WHERE id = ?`).run(
    openid,
    nowSeconds(),
    user.id,
  );
  return { openid, who: describeUser(user) };
}

export function registerWechatAuthorizePage(scope: FastifyInstance, services: Services): void {
  const formTargets = services.config.corsOrigins;

  scope.get('/api/dev/wx-authorize', (request, reply) => {
    const { kind, redirectUri, state } = readAuthorizeRequest(services, queryOf(request));
    const users = listDemoUsers(services.db);
    const column = OPENID_COLUMN[kind];
    const bound = new Set(
      services.db
        .prepare<[], { id: number }>(`SELECT id FROM users WHERE ${column} IS NOT NULL`)
        .all()
        .map((row) => row.id),
    );
    return sendPage(
      reply,
      {
        title: `WeChat authorize · ${KIND_INFO[kind].name}`,
        body: html`<section>
          <p>
            Simulated WeChat: choose who is using WeChat. The app receives a one-time code for
            <strong>${KIND_INFO[kind].endpoint}</strong>.
          </p>
          ${redirectUri ? html`<p class="muted">Returns to ${redirectUri.href}</p>` : null}
          <form method="post" action="/api/dev/wx-authorize">
            <input type="hidden" name="kind" value="${kind}" />
            ${redirectUri ? html`<input type="hidden" name="redirect_uri" value="${redirectUri.href}" />` : null}
            ${state === undefined ? null : html`<input type="hidden" name="state" value="${state}" />`}
            <ul class="list">
              ${users.map(
                (u) =>
                  html`<li>
                    <span class="grow"
                      >${u.mobile} · ${u.label}
                      <span class="muted"
                        >${bound.has(u.id) ? 'WeChat already bound' : 'gets a WeChat identity now'}</span
                      ></span
                    >
                    <button name="user_id" value="${u.id}">Authorize</button>
                  </li>`,
              )}
              <li>
                <span class="grow"
                  >A new WeChat user
                  <span class="muted"
                    >not bound to any account: the app must bind a mobile</span
                  ></span
                >
                <button class="secondary" name="user_id" value="${NEW_USER}">Authorize</button>
              </li>
            </ul>
          </form>
        </section>`,
      },
      { formTargets },
    );
  });

  scope.post('/api/dev/wx-authorize', (request, reply) => {
    const { db } = services;
    const fields = bodyOf(request);
    const { kind, redirectUri, state } = readAuthorizeRequest(services, fields);
    const userId = fields.user_id === NEW_USER ? null : requiredId(fields, 'user_id');
    const { code, who } = db.transaction(() => {
      const identity =
        userId === null
          ? { openid: newOpenid(kind), who: 'a new WeChat user' }
          : openidOf(db, kind, userId);
      return { code: issueWxCode(db, kind, identity.openid), who: identity.who };
    })();
    if (wantsJson(request)) return { code };
    if (redirectUri) {
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      if (state !== undefined) target.searchParams.set('state', state);
      return reply.redirect(target.href, 302);
    }
    return sendPage(reply, {
      title: `WeChat authorize · ${KIND_INFO[kind].name}`,
      body: html`<section>
        <p class="notice ok">Authorized as ${who}.</p>
        <p>
          One-time code (valid ${WX_CODE_TTL_SECONDS / 60} minutes) for
          <strong>${KIND_INFO[kind].endpoint}</strong>:
        </p>
        <p class="code">${code}</p>
        ${state === undefined ? null : html`<p class="muted">state: ${state}</p>`}
        <p><a href="/api/dev/wx-authorize?kind=${kind}">Authorize again</a></p>
      </section>`,
    });
  });
}
