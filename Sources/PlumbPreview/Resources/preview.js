// Plumb preview: keeps an inspector page in step with its scene file.
//
// The server announces each new version of the scene on a WebSocket (/scene/N/socket), and
// `"busy": true` while an edit is being loaded and laid out; the page then fetches
// /scene/N/model (laid out at the size the canvas's resize control asks for, if any) and hands
// it to the inspector, which keeps the selection. While the file has an error, or the server
// can't make the model, the error is shown above the canvas and the last good layout stays on
// screen. A line above the canvas says when the page is waiting for the server.
(function () {
  "use strict";
  const base = location.pathname.replace(/\/+$/, "");
  const state = { version: -1, size: null, busy: false, again: false, connected: false, serverBusy: false };
  window.plumbPreview = state;

  // "Laying out…" while the server works on an edit or a request is on its way; "Reconnecting…"
  // while the socket is down. Placed before the error banner (inspector.html) when there is one.
  const note = document.createElement("div");
  note.id = "preview-status";
  note.setAttribute("role", "status");
  note.hidden = true;
  note.style.cssText = "margin:8px 8px 0;padding:6px 10px;border-radius:7px;font:12px system-ui,sans-serif;" +
    "background:#3a331d;border:1px solid rgba(255,214,10,.55);color:#ffe9a8";
  const banner = document.getElementById("error-banner");
  if (banner && banner.parentNode) banner.parentNode.insertBefore(note, banner);
  else document.body.insertBefore(note, document.body.firstChild);

  function showStatus() {
    let text = "";
    if (!state.connected) text = "Reconnecting to plumb preview…";
    else if (state.serverBusy || state.busy) text = "Laying out the new version…";
    note.textContent = text;
    note.hidden = text === "";
    state.status = text;
  }

  function showError(text) {
    const inspector = window.plumbInspector;
    if (inspector) inspector.showError(text);
    else { const pre = document.getElementById("error"); if (pre) pre.textContent = text; }
  }

  // `quick`: a step of a resize drag, which leaves out the constraintsAffectingLayout lists;
  // the full model follows once the drag has been still for 300 ms.
  async function refresh(quick) {
    if (state.busy) { state.again = true; state.againQuick = state.againQuick !== false && !!quick; return; }
    state.busy = true;
    showStatus();
    try {
      let query = state.size ? "?width=" + state.size[0] + "&height=" + state.size[1] : "";
      if (quick) query += (query ? "&" : "?") + "quick=1";
      const response = await fetch(base + "/model" + query, { cache: "no-store" });
      if (!response.ok) {
        showError("plumb preview: the server answered " + response.status + ": " + (await response.text()));
        return;
      }
      const data = await response.json();
      const inspector = window.plumbInspector;
      if (!inspector) { if (data.model) location.reload(); else if (data.error) showError(data.error); return; }
      if (data.model) inspector.load(data.model, data.svg);
      if (data.error) inspector.showError(data.error); else inspector.clearError();
      state.version = data.version;
      state.serverBusy = !!data.busy;
    } catch (error) {
      console.warn("plumb preview:", error);
      showError("plumb preview: the model could not be loaded: " + error);
    } finally {
      state.busy = false;
      showStatus();
      if (state.again) { const q = state.againQuick; state.again = false; state.againQuick = undefined; refresh(q); }
    }
  }

  if (window.plumbInspector) {
    window.plumbInspector.onResize = function (width, height) {
      state.size = [Math.round(width), Math.round(height)];
      refresh(true);
      clearTimeout(state.settle);
      state.settle = setTimeout(function () { refresh(false); }, 300);
    };
  }

  function connect() {
    const socket = new WebSocket("ws://" + location.host + base + "/socket");
    socket.onopen = function () { state.connected = true; showStatus(); };
    socket.onmessage = function (event) {
      const message = JSON.parse(event.data);
      state.serverBusy = !!message.busy;
      showStatus();
      if (message.version !== state.version) refresh(false);
    };
    socket.onclose = function () {
      state.connected = false;
      showStatus();
      setTimeout(connect, 500);
    };
  }
  connect();
})();
