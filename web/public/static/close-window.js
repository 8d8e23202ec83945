// The gateway's popup lands here when the person closes the payment window (closeUrl): tell the
// pay page that opened it (it goes to the failure page of the order, lib/gateway-window.ts), close.
(function () {
  try {
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage('gateway-window-closed', location.origin);
    }
  } catch {
    // the opener is elsewhere: nothing to tell
  }
  window.close();
})();
