// The payment components SDK stand-ins, served as JavaScript (shape: shared-lib/src/integrations/README.md).
// They find the API origin from their own script URL, so they work behind the shell's /api proxy too.
import type { Locale } from '../http/locale';
import type { PaymentOutcome } from '../payments/paymentSessions';

/** The sandbox's outcome buttons (its SDK element and its hosted page), in both languages. */
export const OUTCOME_LABELS: Record<Locale, Record<PaymentOutcome, string>> = {
  en: { success: 'Pay now', pending: 'Leave pending', failed: 'Fail payment', cancel: 'Cancel' },
  'zh-TW': { success: '立即付款', pending: '保持處理中', failed: '讓付款失敗', cancel: '取消付款' },
};

/** The accessible name of the element's group of buttons. */
export const ELEMENT_GROUP_LABELS: Record<Locale, string> = { en: 'Sandbox payment', 'zh-TW': '沙盒付款' };

const apiBase = `var scriptSrc = (document.currentScript && document.currentScript.src) || '';
  var apiBase = scriptSrc.replace(/\\/sandbox\\/pay\\/sdk\\/[^/]*$/, '');`;

export const PAYMENT_CONTROLLER_SCRIPT = `(function () {
  ${apiBase}
  var ENVS = ['prod', 'demo', 'staging'];
  window.TopupPaymentController = {
    apiBase: apiBase,
    initialized: null,
    init: function (options) {
      if (!options || ENVS.indexOf(options.env) < 0) return Promise.reject(new Error('Unknown payment environment'));
      if (options.version !== '3.1.0') return Promise.reject(new Error('Unsupported SDK version ' + options.version));
      this.initialized = options;
      return Promise.resolve();
    },
  };
})();
`;

export const PAYMENT_ELEMENTS_SCRIPT = `(function () {
  ${apiBase}
  var TYPES = ['card', 'dropIn', 'applePayButton', 'googlePayButton'];
  var OUTCOMES = ['success', 'pending', 'failed', 'cancel'];
  // The element speaks the shop's language: the locale given to createElement, else to the controller
  // (Traditional Chinese for zh*).
  var LABELS = ${JSON.stringify(OUTCOME_LABELS)};
  var GROUP_LABELS = ${JSON.stringify(ELEMENT_GROUP_LABELS)};
  function locale(given) {
    var controller = window.TopupPaymentController;
    var chosen = given || (controller && controller.initialized && controller.initialized.locale) || 'en';
    return /^zh/i.test(String(chosen)) ? 'zh-TW' : 'en';
  }
  function createElement(type, options) {
    var handlers = {};
    var root = null;
    function emit(event, detail) { (handlers[event] || []).slice().forEach(function (h) { h(detail); }); }
    function settle(outcome) {
      var sessionId = options && options.sessionId;
      if (!sessionId) { emit('error', { message: 'sessionId option is missing' }); return; }
      // The sandbox provider reports the outcome to the store by signed callback, then says where to go.
      fetch(apiBase + '/sandbox/pay/checkout/' + encodeURIComponent(sessionId) + '/complete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': locale(options && options.locale) },
        body: JSON.stringify({ outcome: outcome }),
      }).then(function (r) { return r.json(); }).then(function (envelope) {
        if (envelope.code !== 200) { emit('error', envelope); return; }
        emit(envelope.data.status === 'succeeded' ? 'success' : 'change', envelope.data);
        if (options.redirect !== false) window.location.assign(envelope.data.redirectUrl);
      }, function (error) { emit('error', { message: String(error) }); });
    }
    return {
      mount: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        if (!target) throw new Error('Container not found');
        var lang = locale(options && options.locale);
        root = document.createElement('div');
        root.setAttribute('data-sandbox-payment', type);
        root.setAttribute('role', 'group');
        root.setAttribute('aria-label', GROUP_LABELS[lang]);
        OUTCOMES.forEach(function (outcome) {
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = LABELS[lang][outcome];
          button.setAttribute('data-outcome', outcome);
          button.addEventListener('click', function () { settle(outcome); });
          root.appendChild(button);
        });
        target.appendChild(root);
        setTimeout(function () { emit('ready', { type: type }); }, 0);
      },
      unmount: function () { if (root && root.parentNode) root.parentNode.removeChild(root); },
      destroy: function () { this.unmount(); handlers = {}; root = null; },
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return function () { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; }); };
      },
    };
  }
  window.TopupPaymentElements = { supportedTypes: TYPES, createElement: createElement };
})();
`;
