// Closes the gateway's popup when the person closes the payment window (closeUrl).
window.close();
