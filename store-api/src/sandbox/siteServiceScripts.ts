// The chat widget, tag manager and captcha stand-ins, served as JavaScript (globals:
// shared-lib/src/integrations/README.md). Like the other sandbox scripts they find the API from their own
// URL, so they work behind the shell's /api proxy. They obey the shop's Content-Security-Policy: no
// inline script, no style attributes or <style> (styles go through the CSSOM). What they show follows
// the page's language (<html lang>), English or Traditional Chinese.

/** `apiBase` from the script's own URL, given the folder it is served from (`chat`, `captcha`...). */
const apiBaseOf = (
  folder: string,
) => `var scriptSrc = (document.currentScript && document.currentScript.src) || '';
  var apiBase = scriptSrc.replace(/\\/sandbox\\/${folder}\\/[^/]*$/, '');`;

const SHARED_HELPERS = `function pick(texts) { return texts[document.documentElement.lang] || texts.en; }
  function el(tag, css, attrs) {
    var node = document.createElement(tag);
    for (var k in css || {}) node.style[k] = css[k];
    for (var a in attrs || {}) node.setAttribute(a, attrs[a]);
    return node;
  }
  function post(path, body) {
    return fetch(apiBase + path, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    }).then(function (r) { return r.json(); });
  }
  function uid() { var m = /(?:^|; )uid=([0-9a-f]{32})/.exec(document.cookie); return m ? m[1] : undefined; }
  var BUTTON = { minHeight: '44px', minWidth: '44px', padding: '0 16px', borderRadius: '8px', font: 'inherit',
    fontSize: '16px', cursor: 'pointer', border: '1px solid #5b3df5' };`;

/**
 * window.TopupChat = { open(), close(), isOpen() }: a small chat panel (a non-modal dialog with a message
 * log, a labelled field and Send); a message is recorded at POST /sandbox/chat/messages and answered
 * automatically. Escape or Close shuts it and gives the focus back to what opened it.
 */
export const CHAT_WIDGET_SCRIPT = `(function () {
  if (window.TopupChat) return;
  ${apiBaseOf('chat')}
  ${SHARED_HELPERS}
  var TEXTS = {
    en: { title: 'Live chat', close: 'Close chat', field: 'Your message', send: 'Send',
      welcome: 'Hello! How can we help you today?', you: 'You', agent: 'Support',
      reply: 'Thanks, we got your message. A support agent will answer here shortly.',
      failed: 'Your message could not be sent. Please try again.' },
    'zh-TW': { title: '線上客服', close: '關閉客服視窗', field: '您的訊息', send: '送出',
      welcome: '您好！今天有什麼可以幫您？', you: '您', agent: '客服',
      reply: '已收到您的訊息，客服人員將盡快在此回覆。',
      failed: '訊息未能送出，請再試一次。' },
  };
  var messages = [];
  var panel = null;
  var opener = null;
  function addMessage(log, who, text) {
    var line = el('p', { margin: '0 0 8px', lineHeight: '1.4' });
    var name = el('strong'); name.textContent = who + ': ';
    line.appendChild(name); line.appendChild(document.createTextNode(text));
    log.appendChild(line); log.scrollTop = log.scrollHeight;
  }
  function close() {
    if (!panel) return;
    panel.remove(); panel = null;
    if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    opener = null;
  }
  function open() {
    var t = pick(TEXTS);
    if (panel) { panel.querySelector('input').focus(); return; }
    opener = document.activeElement;
    panel = el('section', { position: 'fixed', right: '16px', bottom: '16px', zIndex: '19000',
      width: 'min(360px, calc(100vw - 32px))', maxHeight: 'min(480px, calc(100vh - 32px))', display: 'flex',
      flexDirection: 'column', background: '#fff', color: '#1b1830', borderRadius: '12px',
      boxShadow: '0 8px 32px rgba(27, 24, 48, 0.25)', fontFamily: 'system-ui, sans-serif', fontSize: '16px' },
      { role: 'dialog', 'aria-labelledby': 'sandbox-chat-title', 'data-sandbox-chat': '' });
    var head = el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between',
      padding: '8px 8px 8px 16px', background: '#5b3df5', color: '#fff', borderRadius: '12px 12px 0 0' });
    var title = el('h2', { margin: '0', fontSize: '18px' }, { id: 'sandbox-chat-title' });
    title.textContent = t.title;
    var shut = el('button', Object.assign({}, BUTTON, { background: 'transparent', color: '#fff', borderColor: '#fff' }),
      { type: 'button', 'aria-label': t.close });
    shut.textContent = '×';
    shut.addEventListener('click', close);
    head.appendChild(title); head.appendChild(shut);
    var log = el('div', { flex: '1', overflowY: 'auto', padding: '12px 16px', minHeight: '120px' },
      { role: 'log', 'aria-live': 'polite', 'aria-label': t.title });
    addMessage(log, t.agent, t.welcome);
    messages.forEach(function (m) { addMessage(log, m.who === 'you' ? t.you : t.agent, m.text); });
    var form = el('form', { display: 'flex', gap: '8px', padding: '12px 16px', borderTop: '1px solid #e3e1ee',
      alignItems: 'flex-end' });
    var field = el('div', { flex: '1', display: 'flex', flexDirection: 'column', gap: '4px' });
    var label = el('label', { fontSize: '14px' }, { for: 'sandbox-chat-input' });
    label.textContent = t.field;
    var input = el('input', { minHeight: '44px', fontSize: '16px', padding: '0 12px', border: '1px solid #8a87a0',
      borderRadius: '8px', width: '100%', boxSizing: 'border-box' },
      { id: 'sandbox-chat-input', type: 'text', maxlength: '1000', autocomplete: 'off' });
    field.appendChild(label); field.appendChild(input);
    var send = el('button', Object.assign({}, BUTTON, { background: '#5b3df5', color: '#fff' }), { type: 'submit' });
    send.textContent = t.send;
    form.appendChild(field); form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      input.value = '';
      messages.push({ who: 'you', text: text });
      addMessage(log, t.you, text);
      post('/sandbox/chat/messages', { text: text, uid: uid(), page: location.pathname }).then(function (envelope) {
        if (envelope.code !== 200) throw new Error(envelope.message);
        messages.push({ who: 'agent', text: t.reply });
        addMessage(log, t.agent, t.reply);
      }).catch(function () { addMessage(log, t.agent, t.failed); });
    });
    panel.addEventListener('keydown', function (event) { if (event.key === 'Escape') close(); });
    panel.appendChild(head); panel.appendChild(log); panel.appendChild(form);
    document.body.appendChild(panel);
    input.focus();
  }
  window.TopupChat = { open: open, close: close, isOpen: function () { return panel !== null; } };
})();
`;

/** The tag manager: a dataLayer with its start event, and one hit recorded per page load. */
export const TAG_MANAGER_SCRIPT = `(function () {
  ${apiBaseOf('tag-manager')}
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
  fetch(apiBase + '/sandbox/tag-manager/hits', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, keepalive: true,
    body: JSON.stringify({ event: 'gtm.js', page: location.pathname }),
  }).catch(function () {});
})();
`;

/**
 * window.TopupCaptcha: new TopupCaptcha(appId, callback).show() opens a modal challenge; "I am not a
 * robot" asks the sandbox for a ticket (ret 0), Cancel or Escape answers ret 2 (closed), a failed call
 * ret 1. destroy() removes it.
 */
export const CAPTCHA_SCRIPT = `(function () {
  if (window.TopupCaptcha) return;
  ${apiBaseOf('captcha')}
  ${SHARED_HELPERS}
  var TEXTS = {
    en: { title: 'Security check', lead: 'Confirm you are a person to send the form.', pass: 'I am not a robot',
      cancel: 'Cancel' },
    'zh-TW': { title: '安全驗證', lead: '請確認您不是機器人，才能送出表單。', pass: '我不是機器人', cancel: '取消' },
  };
  function Captcha(appId, callback) { this.appId = appId; this.callback = callback; this.root = null; }
  Captcha.prototype.destroy = function () {
    if (this.root) this.root.remove();
    this.root = null;
  };
  Captcha.prototype.show = function () {
    var self = this;
    var t = pick(TEXTS);
    var opener = document.activeElement;
    this.destroy();
    var overlay = el('div', { position: 'fixed', inset: '0', zIndex: '29000', display: 'flex', alignItems: 'center',
      justifyContent: 'center', background: 'rgba(27, 24, 48, 0.55)', padding: '16px' }, { 'data-sandbox-captcha': '' });
    var dialog = el('section', { background: '#fff', color: '#1b1830', borderRadius: '12px', padding: '20px',
      width: 'min(360px, 100%)', boxSizing: 'border-box', fontFamily: 'system-ui, sans-serif', fontSize: '16px' },
      { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sandbox-captcha-title',
        'aria-describedby': 'sandbox-captcha-lead' });
    var title = el('h2', { margin: '0 0 8px', fontSize: '20px' }, { id: 'sandbox-captcha-title' });
    title.textContent = t.title;
    var lead = el('p', { margin: '0 0 16px' }, { id: 'sandbox-captcha-lead' });
    lead.textContent = t.lead;
    var actions = el('div', { display: 'flex', flexWrap: 'wrap', gap: '8px' });
    var pass = el('button', Object.assign({}, BUTTON, { background: '#5b3df5', color: '#fff' }), { type: 'button' });
    pass.textContent = t.pass;
    var cancel = el('button', Object.assign({}, BUTTON, { background: '#fff', color: '#5b3df5' }), { type: 'button' });
    cancel.textContent = t.cancel;
    var done = false;
    function answer(choice) {
      if (done) return;
      done = true;
      pass.disabled = true; cancel.disabled = true;
      post('/sandbox/captcha/verify', { appId: self.appId, answer: choice }).then(function (envelope) {
        if (envelope.code !== 200) throw new Error(envelope.message);
        return envelope.data;
      }).catch(function () { return { ret: 1 }; }).then(function (result) {
        self.destroy();
        if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
        self.callback(result);
      });
    }
    pass.addEventListener('click', function () { answer('pass'); });
    cancel.addEventListener('click', function () { answer('close'); });
    dialog.addEventListener('keydown', function (event) { if (event.key === 'Escape') answer('close'); });
    actions.appendChild(pass); actions.appendChild(cancel);
    dialog.appendChild(title); dialog.appendChild(lead); dialog.appendChild(actions);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.root = overlay;
    pass.focus();
  };
  window.TopupCaptcha = Captcha;
})();
`;
