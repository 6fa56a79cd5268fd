// Plumb preview: keeps an inspector page in step with its scene file.
//
// The server announces each new version of the scene on a WebSocket (/scene/N/socket), and
// `"busy": true` while an edit is being loaded and laid out; the page then fetches
// /scene/N/model (laid out at the size the canvas's resize control asks for, if any) and hands
// it to the inspector, which keeps the selection. The variant switches under the canvas ask
// /scene/N/variant?KEY=VALUE, which lays the scene out in that variant and answers as the model
// does. While the file has an error, or the server can't make the model, the error is shown
// above the canvas and the last good layout stays on screen. A line at the top of the canvas says
// when the page is waiting for the server, and, once the server can't be reached, that it has
// stopped: the picture is greyed and the controls that need the server are turned off until it
// is back.
(function () {
  "use strict";
  const base = location.pathname.replace(/\/+$/, "");
  const state = { version: -1, size: null, busy: false, again: false, connected: false, serverBusy: false, gone: false };
  window.plumbPreview = state;

  // The status line, and the greyed page of a stopped server.
  const style = document.createElement("style");
  style.textContent = "#preview-status{margin:8px 8px 0;padding:6px 10px;border-radius:7px;font:12px system-ui,sans-serif;" +
    "background:#3a331d;border:1px solid rgba(255,214,10,.55);color:#ffe9a8}" +
    "#preview-status.gone{background:#3a1d1d;border-color:rgba(255,69,58,.6);color:#ffd9d6;font-weight:600}" +
    // Over the canvas's top margin, not above it: the canvas keeps its size and place.
    "#viewport>#preview-status{position:absolute;top:0;left:0;right:0;z-index:3;pointer-events:none}" +
    "body.preview-gone #stage{filter:grayscale(1);opacity:.5}" +
    "body.preview-gone .live-only{opacity:.45;pointer-events:none}";
  document.head.appendChild(style);

  // "Laying out…" while the server works on an edit or a request is on its way; "Reconnecting…"
  // while the socket is down; "… has stopped" once reconnecting fails. At the top of the canvas
  // (inspector.html), else at the top of the page.
  const note = document.createElement("div");
  note.id = "preview-status";
  note.setAttribute("role", "status");
  note.hidden = true;
  const viewport = document.getElementById("viewport");
  if (viewport) viewport.insertBefore(note, viewport.firstChild);
  else document.body.insertBefore(note, document.body.firstChild);

  function showStatus() {
    let text = "";
    if (state.gone) text = "The preview server has stopped: this page no longer follows the scene file. " +
      "Run plumb preview again and the page reconnects.";
    else if (!state.connected) text = "Reconnecting to plumb preview…";
    else if (state.serverBusy || state.busy) text = "Laying out the new version…";
    note.textContent = text;
    note.hidden = text === "";
    note.classList.toggle("gone", state.gone);
    document.body.classList.toggle("preview-gone", state.gone);
    state.status = text;
  }

  function showError(text) {
    const inspector = window.plumbInspector;
    if (inspector) inspector.showError(text);
    else { const pre = document.getElementById("error"); if (pre) pre.textContent = text; }
  }

  // Fetches `path` (a model or a variant switch) and loads its answer into the inspector; a new
  // screen (a device or orientation switch) is fitted to the window, as Xcode's canvas does.
  async function load(path) {
    const response = await fetch(base + path, { cache: "no-store" });
    if (!response.ok) {
      showError("plumb preview: the server answered " + response.status + ": " + (await response.text()));
      return;
    }
    const data = await response.json();
    const inspector = window.plumbInspector;
    if (!inspector) { if (data.model) location.reload(); else if (data.error) showError(data.error); return; }
    if (data.model) inspector.load(data.model, data.svg);
    if (data.model && /[?&](device|orientation)=/.test(path) && inspector.fit) inspector.fit();
    if (data.error) inspector.showError(data.error); else inspector.clearError();
    state.version = data.version;
    state.serverBusy = !!data.busy;
  }

  // One request at a time. What was asked meanwhile waits: the variant switches (merged), then
  // one model request (quick only if every waiting one was).
  function next() {
    if (state.pendingSwitch) { const change = state.pendingSwitch; state.pendingSwitch = null; return variantPath(change); }
    if (state.pendingRefresh) { const quick = state.pendingRefresh.quick; state.pendingRefresh = null; return modelPath(quick); }
    return null;
  }

  async function run(path) {
    state.busy = true;
    showStatus();
    try {
      await load(path);
    } catch (error) {
      console.warn("plumb preview:", error);
      showError("plumb preview: the model could not be loaded: " + error);
    } finally {
      state.busy = false;
      showStatus();
      const path = next();
      if (path) run(path);
    }
  }

  function modelPath(quick) {
    let query = state.size ? "?width=" + state.size[0] + "&height=" + state.size[1] : "";
    if (quick) query += (query ? "&" : "?") + "quick=1";
    return "/model" + query;
  }

  // `quick`: a step of a resize drag, which leaves out the constraintsAffectingLayout lists;
  // the full model follows once the drag has been still for 300 ms.
  function refresh(quick) {
    if (state.busy) {
      state.pendingRefresh = { quick: (state.pendingRefresh ? state.pendingRefresh.quick : true) && !!quick };
      return;
    }
    run(modelPath(quick));
  }

  // A switch under the canvas: one part of the variant, e.g. {"device": "iphone-se"}. A new
  // device or orientation lays the scene out at its screen's size, so the size asked for by a
  // resize is forgotten (the server forgets it too).
  function switchVariant(change) {
    if (state.gone) return;
    if ("device" in change || "orientation" in change) state.size = null;
    if (state.busy) { state.pendingSwitch = Object.assign(state.pendingSwitch || {}, change); return; }
    run(variantPath(change));
  }

  function variantPath(change) {
    return "/variant?" + new URLSearchParams(change).toString();
  }

  if (window.plumbInspector) {
    window.plumbInspector.onResize = function (width, height) {
      if (state.gone) return;
      state.size = [Math.round(width), Math.round(height)];
      refresh(true);
      clearTimeout(state.settle);
      state.settle = setTimeout(function () { refresh(false); }, 300);
    };
    window.plumbInspector.onVariant = switchVariant;
  }

  function connect() {
    const socket = new WebSocket("ws://" + location.host + base + "/socket");
    let opened = false;
    socket.onopen = function () {
      opened = true;
      // A server started again numbers its versions from 1: fetch whatever it has.
      if (state.gone) state.version = -1;
      state.connected = true;
      state.gone = false;
      showStatus();
    };
    socket.onmessage = function (event) {
      const message = JSON.parse(event.data);
      state.serverBusy = !!message.busy;
      showStatus();
      if (message.version !== state.version) refresh(false);
    };
    socket.onclose = function () {
      state.connected = false;
      // Closed without ever opening: nothing listens at the address any more.
      if (!opened) state.gone = true;
      showStatus();
      setTimeout(connect, opened ? 500 : 2000);
    };
  }
  connect();
})();
