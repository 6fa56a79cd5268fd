// Plumb preview: keeps an inspector page in step with its scene file.
//
// The server announces each new version of the scene on a WebSocket (/scene/N/socket); the
// page then fetches /scene/N/model (laid out at the size the canvas's resize control asks
// for, if any) and hands it to the inspector, which keeps the selection. While the file has
// an error, the error is shown above the canvas and the last good layout stays on screen.
(function () {
  "use strict";
  const base = location.pathname.replace(/\/+$/, "");
  const state = { version: -1, size: null, busy: false, again: false, connected: false };
  window.plumbPreview = state;

  // `quick`: a step of a resize drag, which leaves out the constraintsAffectingLayout lists;
  // the full model follows once the drag has been still for 300 ms.
  async function refresh(quick) {
    if (state.busy) { state.again = true; state.againQuick = state.againQuick !== false && !!quick; return; }
    state.busy = true;
    try {
      let query = state.size ? "?width=" + state.size[0] + "&height=" + state.size[1] : "";
      if (quick) query += (query ? "&" : "?") + "quick=1";
      const response = await fetch(base + "/model" + query, { cache: "no-store" });
      const data = await response.json();
      const inspector = window.plumbInspector;
      if (!inspector) { if (data.model) location.reload(); return; }
      if (data.model) inspector.load(data.model, data.svg);
      if (data.error) inspector.showError(data.error); else inspector.clearError();
      state.version = data.version;
    } catch (error) {
      console.warn("plumb preview:", error);
    } finally {
      state.busy = false;
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
    socket.onopen = function () { state.connected = true; };
    socket.onmessage = function (event) {
      const message = JSON.parse(event.data);
      if (message.version !== state.version) refresh(false);
    };
    socket.onclose = function () { state.connected = false; setTimeout(connect, 500); };
  }
  connect();
})();
