// Short polling: every element with data-poll="URL" re-fetches its fragment every few seconds
// and swaps it in when it changed. Fragments are rendered (and escaped) by the server.
(function () {
  "use strict";
  var EVERY_MS = 2000;

  function poll(element) {
    var url = element.getAttribute("data-poll");
    var last = element.innerHTML;
    function tick() {
      if (document.hidden) { return; }
      fetch(url, { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
        .then(function (response) {
          if (response.redirected) { window.location.reload(); throw new Error("signed out"); }
          if (!response.ok) { throw new Error("poll " + response.status); }
          return response.text();
        })
        .then(function (html) {
          if (html !== last) {
            element.innerHTML = html;
            last = element.innerHTML;
            element.setAttribute("data-updated", String(Date.now()));
          }
        })
        .catch(function () { /* the next tick tries again */ });
    }
    window.setInterval(tick, EVERY_MS);
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-poll]").forEach(poll);
  });
})();
