/**
 * The card field's script, served at `card-frame.js` (the page's CSP allows scripts from this
 * server only). It formats and checks the card as it is typed (Luhn, a future expiry), tells the
 * framing window `ready`, `change` and `resize`, and on its `confirm` sends the card to this
 * server's POST /confirm and answers `result` (the messages of payment-sandbox-frame.ts in the
 * contracts). It talks only to the allowed origins, and reads `confirm` only from its parent.
 */
export const CARD_FRAME_SCRIPT = String.raw`(function () {
  'use strict';
  var FRAME_SOURCE = 'postcraft-payment-sandbox';
  var HOST_SOURCE = 'postcraft';
  var form = document.getElementById('card');
  var errorBox = document.getElementById('card-error');
  var config = JSON.parse(form.getAttribute('data-config'));
  var text = config.texts;
  var inputs = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
    postal: document.getElementById('postal')
  };
  var order = ['number', 'expiry', 'cvc', 'postal'];
  var touched = {};
  var parentOrigin = null;
  var lastChange = '';
  var lastHeight = 0;
  var isBusy = false;

  var ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && config.origins.indexOf(ancestors[0]) >= 0) {
    parentOrigin = ancestors[0];
  }

  function post(message) {
    if (window.parent === window) return;
    message.source = FRAME_SOURCE;
    var targets = parentOrigin ? [parentOrigin] : config.origins;
    targets.forEach(function (origin) { window.parent.postMessage(message, origin); });
  }

  function digitsOf(value) { return value.replace(/\D/g, ''); }

  function isAmex(digits) { return /^3[47]/.test(digits); }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return digits.length >= 12 && sum % 10 === 0;
  }

  function formatNumber(digits) {
    var groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
    var parts = [];
    var at = 0;
    for (var g = 0; g < groups.length && at < digits.length; g++) {
      parts.push(digits.slice(at, at + groups[g]));
      at += groups[g];
    }
    return parts.join(' ');
  }

  function formatExpiry(digits) {
    if (digits.length === 1 && Number(digits) > 1) digits = '0' + digits;
    return digits.length > 2 ? digits.slice(0, 2) + ' / ' + digits.slice(2, 4) : digits;
  }

  var checks = {
    number: function () {
      var digits = digitsOf(inputs.number.value);
      var full = isAmex(digits) ? 15 : 16;
      if (digits.length >= full && luhn(digits)) return { complete: true, error: null };
      if (digits.length >= full && (digits.length === 19 || touched.number)) return { complete: false, error: text.numberInvalid };
      return { complete: false, error: touched.number && digits ? text.numberIncomplete : null };
    },
    expiry: function () {
      var digits = digitsOf(inputs.expiry.value);
      if (digits.length < 4) return { complete: false, error: touched.expiry && digits ? text.expiryIncomplete : null };
      var month = Number(digits.slice(0, 2));
      var year = 2000 + Number(digits.slice(2, 4));
      if (month < 1 || month > 12) return { complete: false, error: text.expiryInvalid };
      var now = new Date();
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
        return { complete: false, error: text.expiryPast };
      }
      return { complete: true, error: null, month: month, year: year };
    },
    cvc: function () {
      var digits = digitsOf(inputs.cvc.value);
      var needed = isAmex(digitsOf(inputs.number.value)) ? 4 : 3;
      if (digits.length === needed) return { complete: true, error: null };
      return { complete: false, error: touched.cvc && digits ? text.cvcIncomplete : null };
    },
    postal: function () {
      var value = inputs.postal.value.trim();
      if (value.length >= 3) return { complete: true, error: null };
      return { complete: false, error: touched.postal && value ? text.postalCodeIncomplete : null };
    }
  };

  var incomplete = {
    number: text.numberIncomplete,
    expiry: text.expiryIncomplete,
    cvc: text.cvcIncomplete,
    postal: text.postalCodeIncomplete
  };

  function stateOf() {
    var complete = true;
    var error = null;
    order.forEach(function (name) {
      var result = checks[name]();
      var fieldError = result.error || (touched.all && !result.complete ? incomplete[name] : null);
      inputs[name].setAttribute('aria-invalid', fieldError ? 'true' : 'false');
      if (!result.complete) complete = false;
      if (!error && fieldError) error = fieldError;
    });
    return { complete: complete, error: error };
  }

  function report() {
    var state = stateOf();
    errorBox.textContent = state.error || '';
    var key = JSON.stringify(state);
    if (key !== lastChange) {
      lastChange = key;
      post({ type: 'change', complete: state.complete, error: state.error });
    }
    return state;
  }

  function reportHeight() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0 && height !== lastHeight) {
      lastHeight = height;
      post({ type: 'resize', height: height });
    }
  }

  function onInput(name) {
    var input = inputs[name];
    var digits = digitsOf(input.value);
    if (name === 'number') input.value = formatNumber(digits.slice(0, 19));
    if (name === 'expiry') input.value = formatExpiry(digits.slice(0, 4));
    if (name === 'cvc') input.value = digits.slice(0, 4);
    if (name === 'postal') input.value = input.value.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 10);
    report();
    var next = order[order.indexOf(name) + 1];
    if (next && checks[name]().complete) inputs[next].focus();
  }

  order.forEach(function (name) {
    inputs[name].addEventListener('input', function () { onInput(name); });
    inputs[name].addEventListener('blur', function () { touched[name] = true; report(); });
  });
  form.addEventListener('submit', function (event) { event.preventDefault(); });

  function setDisabled(isDisabled) {
    order.forEach(function (name) { inputs[name].disabled = isDisabled; });
  }

  function answer(requestId, paymentIntent, error, redirectUrl) {
    post({
      type: 'result',
      requestId: requestId,
      paymentIntent: paymentIntent ? { id: String(paymentIntent.id), status: String(paymentIntent.status) } : null,
      error: error ? { code: String(error.code), message: String(error.message) } : null,
      redirectUrl: typeof redirectUrl === 'string' ? redirectUrl : null
    });
  }

  function confirm(message) {
    touched.all = true;
    order.forEach(function (name) { touched[name] = true; });
    var state = report();
    if (!state.complete) return answer(message.requestId, null, { code: 'incomplete', message: state.error || text.numberIncomplete }, null);
    if (isBusy) return answer(message.requestId, null, { code: 'busy', message: text.busy }, null);
    var expiry = checks.expiry();
    isBusy = true;
    setDisabled(true);
    fetch(config.confirmUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        clientSecret: message.clientSecret,
        returnUrl: message.returnUrl,
        language: config.language,
        theme: config.theme,
        card: {
          number: digitsOf(inputs.number.value),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: digitsOf(inputs.cvc.value),
          postalCode: inputs.postal.value.trim()
        }
      })
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        var error = body.error || (response.ok ? null : { code: 'api_error', message: text.network });
        answer(message.requestId, body.paymentIntent, error, body.redirectUrl);
      });
    }).catch(function () {
      answer(message.requestId, null, { code: 'network_error', message: text.network }, null);
    }).then(function () {
      isBusy = false;
      setDisabled(false);
    });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || config.origins.indexOf(event.origin) < 0) return;
    var data = event.data;
    if (!data || data.source !== HOST_SOURCE || data.type !== 'confirm') return;
    if (typeof data.requestId !== 'string' || typeof data.clientSecret !== 'string' || typeof data.returnUrl !== 'string') return;
    parentOrigin = event.origin;
    confirm(data);
  });

  post({ type: 'ready' });
  report();
  reportHeight();
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);
})();
`;
