// The identity-widget stand-in, served as JavaScript (shape: shared-lib/src/integrations/README.md).
// Like the vendor's widget it speaks the language it is given (options.lang, from the i18n_redirected cookie).

/** The widget's texts; {sn} is the order. */
export const IDENTITY_WIDGET_TEXTS = {
  en: { title: 'Sandbox identity check for order {sn}', approve: 'Approve (GREEN)', reject: 'Reject (RED)' },
  'zh-TW': { title: '訂單 {sn} 的沙盒身分驗證', approve: '核准', reject: '退回' },
} as const;

export const IDENTITY_WIDGET_SCRIPT = `(function () {
  var TEXTS = ${JSON.stringify(IDENTITY_WIDGET_TEXTS)};
  var scriptSrc = (document.currentScript && document.currentScript.src) || '';
  var apiBase = scriptSrc.replace(/\\/sandbox\\/identity\\/[^/]*$/, '');
  function init(options) {
    if (!options || typeof options.accessToken !== 'string') throw new Error('accessToken must be a string');
    var token = options.accessToken;
    var texts = TEXTS[/^zh/i.test(String(options.lang || '')) ? 'zh-TW' : 'en'];
    var container = null;
    var root = null;
    function emit(event, payload) { try { options.onEvent(event, payload); } catch (e) { console.error(e); } }
    function button(label, onClick) {
      var b = document.createElement('button');
      b.type = 'button'; b.textContent = label; b.addEventListener('click', onClick); root.appendChild(b);
      return b;
    }
    // The sandbox reviewer records the decision at the provider first (store-api asks it from there), then
    // the widget reports it, as the vendor's widget does.
    function review(answer) {
      emit('onStepCompleted', { step: 'IDENTITY' });
      fetch(apiBase + '/sandbox/identity/review', {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: token, answer: answer }),
      }).then(function (r) { return r.json(); }).then(function (envelope) {
        if (envelope.code !== 200) { emit('onError', { code: 'invalid-token' }); return; }
        var result = answer === 'GREEN'
          ? { reviewAnswer: 'GREEN' }
          : { reviewAnswer: 'RED', rejectLabels: ['DOCUMENT_DAMAGED'], moderationComment: envelope.data.rejectReason };
        emit('onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: result });
      }, function () { emit('onError', { code: 'network-error' }); });
    }
    function render() {
      if (!container) return;
      if (root && root.parentNode) root.parentNode.removeChild(root);
      root = document.createElement('div');
      root.setAttribute('data-sandbox-identity', '');
      root.className = 'sandbox-identity ' + (options.theme || 'dark');
      container.appendChild(root);
      fetch(apiBase + '/sandbox/identity/applicant?token=' + encodeURIComponent(token)).then(function (r) { return r.json(); }).then(function (envelope) {
        if (envelope.code !== 200) { emit('onError', { code: 'invalid-token' }); return; }
        emit('onInitialized');
        emit('onApplicantLoaded', { applicantId: envelope.data.applicantId });
        var title = document.createElement('p');
        title.textContent = texts.title.replace('{sn}', envelope.data.orderSn);
        root.appendChild(title);
        emit('onApplicantStatusChanged', { reviewStatus: 'init' });
        button(texts.approve, function () { review('GREEN'); }).setAttribute('data-answer', 'GREEN');
        button(texts.reject, function () { review('RED'); }).setAttribute('data-answer', 'RED');
      }, function () { emit('onError', { code: 'network-error' }); });
    }
    return {
      launch: function (element) { container = element; render(); },
      updateAccessToken: function (next) { token = next; render(); },
      sendMessage: function (message) {
        if (!root) return;
        var note = document.createElement('p'); note.setAttribute('role', 'alert'); note.textContent = message; root.appendChild(note);
      },
      destroy: function () { if (root && root.parentNode) root.parentNode.removeChild(root); root = null; container = null; },
    };
  }
  window.TopupIdentityWidget = { init: init };
})();
`;
