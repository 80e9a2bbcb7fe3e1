import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Services } from '../services';
import { IS_CHECK_LABEL, listDemoUsers } from './demo-users';
import { html, sendPage } from './layout';

const TOOLS = [
  {
    href: '/api/dev/sms',
    name: 'SMS outbox',
    what: 'Every code the API "sent", newest first. Add ?format=json for scripts.',
  },
  {
    href: '/api/dev/qr',
    name: 'QR login approval',
    what: 'The page a login QR code opens: approve the waiting screen as any demo account.',
  },
  {
    href: '/api/dev/wx-authorize?kind=mini',
    name: 'WeChat authorize (Mini Program)',
    what: 'Issue a one-time code for POST /api/login/wx_mini.',
  },
  {
    href: '/api/dev/wx-authorize?kind=app',
    name: 'WeChat authorize (App)',
    what: 'Issue a one-time code for POST /api/login/wx_app.',
  },
  {
    href: '/api/dev/wx-authorize?kind=mp',
    name: 'WeChat authorize (Official Account browser)',
    what: 'Issue a one-time code for POST /api/login/wx_app.',
  },
  {
    href: '/api/dev/pay',
    name: 'Payment provider',
    what: 'The simulated cashier: confirm, cancel or fail a WeChat Pay payment.',
  },
  {
    href: '/api/dev/agent',
    name: 'Customer-service agent',
    what: 'Read conversations and answer users live.',
  },
] as const;

export function registerIndexPage(scope: FastifyInstance, services: Services): void {
  scope.get('/api/dev', (_request, reply) => {
    const users = listDemoUsers(services.db);
    return sendPage(reply, {
      title: 'Simulated services',
      body: html`<section>
          <h2>Pages</h2>
          <ul class="list">
            ${TOOLS.map(
              (tool) =>
                html`<li>
                  <div class="grow">
                    <a href="${tool.href}">${tool.name}</a>
                    <div class="muted">${tool.what}</div>
                  </div>
                </li>`,
            )}
          </ul>
        </section>
        <section>
          <h2>Demo accounts</h2>
          <p>Password for every account: <strong>${DEMO_PASSWORD}</strong></p>
          ${
            users.length
              ? html`<ul class="list">
                  ${users.map(
                    (u) =>
                      html`<li>
                        <span class="code">${u.mobile}</span><span class="grow">${u.label}</span>
                        <span class="tag">${u.role}</span>
                        <span class="tag ${u.is_check === 2 ? 'ok' : 'warn'}"
                          >is_check ${u.is_check} · ${IS_CHECK_LABEL[u.is_check]}</span
                        >
                      </li>`,
                  )}
                </ul>`
              : html`<p class="notice">
                  This database has no demo accounts. Reset it with
                  <code>npm run db:reset -w api</code>.
                </p>`
          }
        </section>
        <section>
          <h2>API</h2>
          <ul class="list">
            <li><a href="/api/docs">API reference (/api/docs)</a></li>
            <li><a href="/api/openapi.json">OpenAPI document (/api/openapi.json)</a></li>
            <li><a href="/api/health">Health (/api/health)</a></li>
          </ul>
          <p class="muted">These pages exist only while the API runs in development mode.</p>
        </section>`,
    });
  });
}
