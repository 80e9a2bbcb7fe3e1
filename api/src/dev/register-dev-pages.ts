import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { registerAgentPage } from './agent-page';
import { handleDevError } from './dev-error-handler';
import { registerIndexPage } from './index-page';
import { deliverThroughCallback } from './payment-callback';
import { registerPaymentProviderPage } from './payment-provider-page';
import { registerQrApprovalPage } from './qr-approval-page';
import { DevPageError, acceptFormBodies } from './request-input';
import { registerSmsOutboxPage } from './sms-outbox-page';
import { isTrustedOrigin } from './trusted-origins';
import { registerWechatAuthorizePage } from './wechat-authorize-page';

const changesState = (request: FastifyRequest): boolean =>
  !['GET', 'HEAD'].includes(request.method) || request.headers.upgrade !== undefined;

/**
 * The simulated outside services' pages (development mode only): SMS outbox, QR approval,
 * WeChat authorize, payment provider and the customer-service agent. They live in their own
 * plugin scope so the form parser and error pages stay out of the contract's routes.
 */
export function registerDevPages(app: FastifyInstance, services: Services): void {
  const deliver = deliverThroughCallback(app, services.paymentKey);
  void app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.setErrorHandler(handleDevError);
    scope.addHook('onRequest', async (request) => {
      if (changesState(request) && !isTrustedOrigin(services, request)) {
        throw new DevPageError(
          403,
          'Dev pages accept forms and sockets only from this server and the app.',
        );
      }
    });
    registerIndexPage(scope, services);
    registerSmsOutboxPage(scope, services);
    registerQrApprovalPage(scope, services);
    registerWechatAuthorizePage(scope, services);
    registerPaymentProviderPage(scope, services, deliver);
    registerAgentPage(scope, services);
  });
}
