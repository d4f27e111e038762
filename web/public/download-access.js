/*
 * The "E-mail me a fresh link" form on the page a browser gets when it may not download
 * a guide (api/downloads/download-pages.ts). Posts { email, slug } as JSON to
 * /api/download/resend-link and shows the answer's message in the page. Without this
 * script the browser posts the form to /forms/resend-link, which answers with a page.
 */
(function () {
  'use strict';
  var form = document.getElementById('resend-link');
  var input = document.getElementById('resend-email');
  var status = document.getElementById('resend-status');
  if (!form || !input || !status || !window.fetch) return;
  var button = form.querySelector('button');

  function show(text, isError) {
    status.textContent = text;
    status.className = isError ? 'status error' : 'status';
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var email = input.value.trim();
    if (!email || (input.checkValidity && !input.checkValidity())) {
      show('Please enter the e-mail address you used at checkout.', true);
      input.focus();
      return;
    }
    if (button) button.disabled = true;
    show('Sending…', false);
    fetch(form.getAttribute('data-endpoint'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: email, slug: form.getAttribute('data-slug') }),
    })
      .then(function (res) {
        return res
          .json()
          .catch(function () {
            return {};
          })
          .then(function (body) {
            var message = body && typeof body.message === 'string' ? body.message : '';
            if (res.ok) show(message || 'If that address bought this guide, a fresh download link is on its way.', false);
            else show(message || 'Something went wrong. Please try again in a few minutes.', true);
          });
      })
      .catch(function () {
        show('We could not reach the shop. Please check your connection and try again.', true);
      })
      .then(function () {
        if (button) button.disabled = false;
      });
  });
})();
