// The gateway window's last page (server/src/modules/payment/return-page.ts): send the pay page
// that opened the popup to the result page and close the popup; on mobile, go there in place.
(function () {
  var script = document.currentScript;
  var target = script && script.getAttribute('data-target');
  if (!target || target.charAt(0) !== '/') return;
  try {
    if (
      window.opener &&
      !window.opener.closed &&
      window.opener.location.origin === location.origin
    ) {
      window.opener.location.href = target;
      window.close();
      return;
    }
  } catch {
    // the opener is elsewhere: show the result here
  }
  location.replace(target);
})();
