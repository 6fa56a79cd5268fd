/**
 * Plumb inspector: the script of the page `plumb inspect` writes.
 *
 * The page starts from the model (JSON, in `<script id="plumb-model">`) and the picture (SVG, in
 * `<img id="picture">`) that the command inlined. A live preview server drives it through
 * `window.plumbInspector`:
 *
 *   plumbInspector.load(model, svgText)
 *       Replaces the model (an object in the format of PlumbInspect's InspectorModel, or its
 *       JSON text) and the picture (the SVG document's text). Keeps the selection by view key
 *       (a view's id; a generated name such as `Label:v3` for a view without one) when the new
 *       model still has it; keeps zoom, pan, layers, the search text and the 3D view.
 *   plumbInspector.onResize = function (width, height) { … }
 *       A hook for the server to set. Only in live mode (`"live": true` in the model) the page
 *       shows a size control (width and height inputs) and a drag handle at the canvas's
 *       bottom-right corner; both call onResize with the new root size in points (whole
 *       numbers, at least 1), while dragging at most once per animation frame. The page does
 *       not resize anything itself: the server answers with load(…). In static mode the
 *       controls are hidden and onResize is never called.
 *   plumbInspector.onVariant = function (change) { … }
 *       A hook for the server to set. In live mode, when the model has `variants`, the bar
 *       under the canvas shows its switches: device (the model's device list, with each
 *       one's size, safe area and size classes), orientation, text size, appearance,
 *       language and direction. Each choice calls onVariant with one part of the variant,
 *       e.g. {"device": "iphone-se"}, {"text-size": "AX3"}, {"language": ""} (empty: the
 *       file's own); the server answers with load(…), whose `variants` set the switches.
 *   plumbInspector.showError(text) / plumbInspector.clearError()
 *       Shows (or hides) a compiler-style error above the canvas, in monospace with its lines
 *       and caret kept as given (`file:line:col: error: …`). Messages wrap; a source line and
 *       the caret line under it don't (they scroll sideways), so the caret keeps its column.
 *       The last good layout stays on screen and usable.
 *   plumbInspector.fit()
 *       Zooms the canvas to fit the window (the Fit button).
 *   plumbInspector.select(key) / plumbInspector.selection()
 *       Selects a view or guide by key (null clears), and reads the selected key.
 *   plumbInspector.model()
 *       The current model.
 *   plumbInspector.showFrame(film, index) / plumbInspector.frame()
 *       On a page with an animation (`model.animation`, from `plumb inspect --change …`): shows a
 *       frame of a film (0 constraints, 1 interpolated for `--mode both`), and reads the shown
 *       one as {film, index}.
 *   plumbInspector.ready, plumbInspector.timings
 *       True once set up; `timings.ready` is performance.now() when the page became
 *       interactive, `timings.select` how long the last selection took to show (ms).
 */
(function () {
  'use strict';

  const SVGNS = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);
  const LAYERS = ['frames', 'alignment', 'margins', 'guides', 'baselines', 'constraints'];
  const api = window.plumbInspector = window.plumbInspector || {};
  api.timings = api.timings || {};
  api.onResize = api.onResize || null;
  api.onVariant = api.onVariant || null;

  let model = null;
  let keyIndex = new Map();        // key → {kind: 'view'|'guide', index}
  let rowByKey = new Map();        // key → outline row element
  let nodeByKey = new Map();       // key → outline node element
  let problemsByKey = new Map();   // key → 'conflict' | 'ambiguity'
  let selected = null;             // the selected key
  let showAlternative = false;
  let hotConstraint = null;
  let pictureURL = null;
  const view = { zoom: 1, x: 0, y: 0, fitted: false };
  const space = { open: false, built: false, rx: 16, ry: -30, gap: 70, scale: 1 };

  // ---------------------------------------------------------------- helpers

  function esc(text) {
    return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  }
  function fmt(n) {
    if (n === null || n === undefined) return '—';
    if (Number.isInteger(n)) return String(n);
    return String(Math.round(n * 100) / 100);
  }
  function rectText(r) { return '(' + fmt(r[0]) + ' ' + fmt(r[1]) + '; ' + fmt(r[2]) + ' ' + fmt(r[3]) + ')'; }
  function svg(tag, attrs, parent) {
    const el = document.createElementNS(SVGNS, tag);
    for (const name in attrs) el.setAttribute(name, attrs[name]);
    if (parent) parent.appendChild(el);
    return el;
  }
  function entry(key) {
    const found = keyIndex.get(key);
    if (!found) return null;
    return found.kind === 'view' ? model.views[found.index] : model.guides[found.index];
  }
  function itemKey(ref) { return ref.view !== undefined ? model.views[ref.view].key : model.guides[ref.guide].key; }
  function itemRect(ref) { return ref.view !== undefined ? model.views[ref.view].alignmentRect : model.guides[ref.guide].frame; }
  function sourceLink(source) {
    if (!source) return '';
    const name = source.file.split('/').pop() + ':' + source.line;
    if (!source.path) return '<span title="' + esc(source.file + ':' + source.line) + '">' + esc(name) + '</span>';
    const href = 'vscode://file' + encodeURI(source.path) + ':' + source.line + (source.column ? ':' + source.column : '');
    return '<a class="source" href="' + esc(href) + '" title="Open ' + esc(source.path + ':' + source.line) + ' in the editor">' + esc(name) + '</a>';
  }
  function guideKind(g) {
    return ({ user: 'LayoutGuide', layoutMargins: 'margins', safeArea: 'safe area', scrollContent: 'content', scrollFrame: 'frame' })[g.kind] || g.kind;
  }
  function glyphLetter(type) {
    return ({ Label: 'L', Button: 'B', TextField: 'T', ImageView: 'I', StackView: 'S', ScrollView: 'Sc', Checkbox: 'C' })[type] || 'V';
  }

  // ---------------------------------------------------------------- model

  function setModel(next) {
    model = typeof next === 'string' ? JSON.parse(next) : next;
    hovered = -1;
    keyIndex = new Map();
    model.views.forEach((v, i) => keyIndex.set(v.key, { kind: 'view', index: i }));
    model.guides.forEach((g, i) => keyIndex.set(g.key, { kind: 'guide', index: i }));
    problemsByKey = new Map();
    for (const a of model.ambiguities) problemsByKey.set(a.key, 'ambiguity');
    for (const c of model.conflicts) {
      for (const index of c.conflicting.concat(c.broken === undefined || c.broken === null ? [] : [c.broken])) {
        const constraint = model.constraints[index];
        for (const side of [constraint.first, constraint.second]) {
          if (side) problemsByKey.set(itemKey(side.item), 'conflict');
        }
      }
    }
    $('scene-name').textContent = model.scene;
    $('scene-size').textContent = fmt(model.size.width) + ' × ' + fmt(model.size.height) + ' pt · @' + fmt(model.scale) + 'x' + (model.direction === 'rtl' ? ' · RTL' : '');
    document.title = model.scene + ' · Plumb inspector';
    buildSummary();
    buildOutline();
    applySearch();
    sizeCanvas(model.size);
    setLive(!!model.live);
    if (space.open) build3D(); else space.built = false;
    setupScrubber();
  }

  function sizeCanvas(size) {
    const picture = $('picture');
    picture.style.width = size.width + 'px';
    picture.style.height = size.height + 'px';
    const overlay = $('overlay');
    overlay.setAttribute('width', size.width);
    overlay.setAttribute('height', size.height);
    overlay.setAttribute('viewBox', '0 0 ' + size.width + ' ' + size.height);
  }

  function setPicture(svgText) {
    if (pictureURL) URL.revokeObjectURL(pictureURL);
    pictureURL = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
    $('picture').src = pictureURL;
  }

  // ---------------------------------------------------------------- summary

  function buildSummary() {
    const problems = model.problems;
    const conflicts = problems.filter((p) => p.kind === 'conflict').length;
    const ambiguous = problems.length - conflicts;
    let counts = '<b>' + model.views.length + '</b> views · <b>' + model.constraints.length + '</b> constraints';
    if (conflicts) counts += ' · <span class="bad">' + conflicts + ' conflict' + (conflicts > 1 ? 's' : '') + '</span>';
    if (ambiguous) counts += ' · <span class="warn">' + ambiguous + ' ambiguous</span>';
    $('counts').innerHTML = counts;
    $('summary-counts').innerHTML = '<span><b>' + model.views.length + '</b> views</span><span><b>' +
      model.constraints.length + '</b> constraints</span><span><b>' + model.guides.length + '</b> guides</span>';
    if (!problems.length) {
      $('problems').innerHTML = '<li class="ok"><span class="icon ok">✓</span><span>No layout problems: every view is placed, every required constraint holds.</span></li>';
      return;
    }
    $('problems').innerHTML = problems.map((p, i) =>
      '<li class="problem ' + p.kind + '" data-problem="' + i + '" title="Select ' + esc(p.key || '') + '"><span class="icon ' + p.kind + '">' +
      (p.kind === 'conflict' ? '!' : '?') + '</span><span>' + esc(p.text) + '</span></li>').join('');
  }

  // ---------------------------------------------------------------- outline

  function buildOutline() {
    const views = model.views;
    const guidesOf = views.map(() => []);
    model.guides.forEach((g, i) => guidesOf[g.owner].push(i));
    const parts = [];
    // A walk with an explicit stack (trees may be deep): a number opens a view's node, a
    // string is HTML to emit (a view's guides, then the closing tags, after its children).
    const stack = [0];
    while (stack.length) {
      const next = stack.pop();
      if (typeof next === 'string') { parts.push(next); continue; }
      const v = views[next];
      const hasKids = v.children.length > 0 || guidesOf[next].length > 0;
      const badge = problemsByKey.get(v.key);
      parts.push('<div class="node" data-key="' + esc(v.key) + '"><div class="row' + (v.visible ? '' : ' invisible') +
        '" role="treeitem" data-key="' + esc(v.key) + '" style="padding-left:' + (6 + v.depth * 14) + 'px">' +
        '<span class="disclosure">' + (hasKids ? '▾' : '') + '</span><span class="glyph ' + esc(v.type) + '">' + glyphLetter(v.type) +
        '</span><span class="key">' + esc(v.key) + '</span><span class="type">' + esc(v.type) + '</span>' +
        (v.text ? '<span class="snippet">“' + esc(v.text.length > 40 ? v.text.slice(0, 40) + '…' : v.text) + '”</span>' : '') +
        (badge ? '<span class="badge ' + badge + '"></span>' : '') + '</div><div class="kids">');
      let guideRows = '';
      for (const gi of guidesOf[next]) {
        const g = model.guides[gi];
        const gBadge = problemsByKey.get(g.key);
        guideRows += '<div class="node guide-node" data-key="' + esc(g.key) + '"><div class="row" role="treeitem" data-key="' + esc(g.key) +
          '" style="padding-left:' + (6 + (v.depth + 1) * 14) + 'px"><span class="disclosure"></span><span class="glyph guide">G</span><span class="key">' +
          esc(g.key) + '</span><span class="type">' + esc(guideKind(g)) + '</span>' +
          (gBadge ? '<span class="badge ' + gBadge + '"></span>' : '') + '</div></div>';
      }
      stack.push('</div></div>');
      if (guideRows) stack.push(guideRows);
      for (let k = v.children.length - 1; k >= 0; k--) stack.push(v.children[k]);
    }
    const outline = $('outline');
    outline.innerHTML = parts.join('');
    rowByKey = new Map();
    nodeByKey = new Map();
    for (const node of outline.querySelectorAll('.node')) nodeByKey.set(node.dataset.key, node);
    for (const row of outline.querySelectorAll('.row')) rowByKey.set(row.dataset.key, row);
  }

  function applySearch() {
    const query = $('search').value.trim().toLowerCase();
    const nodes = $('outline').querySelectorAll('.node');
    if (!query) {
      for (const node of nodes) node.classList.remove('filtered-out');
      for (const row of rowByKey.values()) row.classList.remove('match');
      return;
    }
    const keep = new Set();
    const matches = new Set();
    const views = model.views;
    function keepWithAncestors(viewIndex) {
      for (let i = viewIndex; i !== null && i !== undefined && !keep.has(views[i].key); i = views[i].parent) keep.add(views[i].key);
    }
    views.forEach((v, i) => {
      const hay = (v.key + ' ' + (v.id || '') + ' ' + (v.text || '')).toLowerCase();
      if (hay.includes(query)) { matches.add(v.key); keepWithAncestors(i); }
    });
    model.guides.forEach((g) => {
      if (g.key.toLowerCase().includes(query)) { matches.add(g.key); keep.add(g.key); keepWithAncestors(g.owner); }
    });
    for (const node of nodes) {
      const key = node.dataset.key;
      node.classList.toggle('filtered-out', !keep.has(key));
      if (keep.has(key) && !matches.has(key)) node.classList.remove('collapsed');
    }
    for (const [key, row] of rowByKey) row.classList.toggle('match', matches.has(key));
  }

  // ---------------------------------------------------------------- selection

  function select(key, options) {
    const started = performance.now();
    const opts = options || {};
    if (key !== null && !keyIndex.has(key)) key = null;
    if (key !== selected) { showAlternative = false; hotConstraint = null; }
    if (selected && rowByKey.get(selected)) rowByKey.get(selected).classList.remove('selected');
    selected = key;
    const row = key && rowByKey.get(key);
    if (row) {
      row.classList.add('selected');
      for (let node = row.parentElement.parentElement.closest('.node'); node; node = node.parentElement.closest('.node')) node.classList.remove('collapsed');
      if (opts.scroll !== false) row.scrollIntoView({ block: 'nearest' });
    }
    renderPanel();
    drawSelection();
    if (space.built) mark3DSelection();
    api.timings.select = performance.now() - started;
  }

  function hitTest(x, y) {
    const views = model.views;
    for (let i = views.length - 1; i >= 0; i--) {
      const v = views[i];
      if (!v.visible) continue;
      const f = v.frame;
      if (x >= f[0] && y >= f[1] && x <= f[0] + f[2] && y <= f[1] + f[3]) return i;
    }
    return -1;
  }

  function moveSelection(direction) {
    if (!selected) { select(model.views[0].key); return; }
    const found = keyIndex.get(selected);
    if (found.kind === 'guide') {
      if (direction === 'left') select(model.views[model.guides[found.index].owner].key);
      return;
    }
    const index = found.index;
    const v = model.views[index];
    const siblings = v.parent === null || v.parent === undefined ? [index] : model.views[v.parent].children;
    const at = siblings.indexOf(index);
    let target = null;
    if (direction === 'up') target = at > 0 ? siblings[at - 1] : (index > 0 ? index - 1 : null);
    if (direction === 'down') target = at < siblings.length - 1 ? siblings[at + 1] : (index < model.views.length - 1 ? index + 1 : null);
    if (direction === 'left') target = v.parent === undefined ? null : v.parent;
    if (direction === 'right') target = v.children.length ? v.children[0] : null;
    if (target !== null && target !== undefined) select(model.views[target].key);
  }

  // ---------------------------------------------------------------- overlay

  function layerGroup(name, part) {
    const layer = $('layer-' + name);
    let group = layer.querySelector(':scope > g.' + part);
    if (!group) group = svg('g', { class: part }, layer);
    return group;
  }
  function clear(group) { while (group.firstChild) group.removeChild(group.firstChild); }

  function drawBase() {
    const u = 1 / view.zoom;
    const frames = layerGroup('frames', 'base');
    clear(frames);
    let d = '';
    for (const v of model.views) {
      if (!v.visible || v.parent === undefined || v.parent === null) continue;
      const f = v.frame;
      d += 'M' + f[0] + ' ' + f[1] + 'h' + f[2] + 'v' + f[3] + 'h' + (-f[2]) + 'z';
    }
    if (d) svg('path', { class: 'wire', d: d }, frames);
    const guides = layerGroup('guides', 'base');
    clear(guides);
    for (const g of model.guides) {
      if (g.kind !== 'user' || !model.views[g.owner].visible) continue;
      drawGuide(g, guides, u);
    }
  }

  function drawGuide(g, group, u) {
    const f = g.frame;
    svg('rect', { class: 'guide-rect' + (g.kind === 'user' ? '' : ' system'), x: f[0], y: f[1], width: Math.max(f[2], 0), height: Math.max(f[3], 0) }, group);
    const label = svg('text', { class: 'guide-name', x: f[0] + 3 * u, y: f[1] + 7 * u, 'font-size': 9 * u, 'text-anchor': 'start' }, group);
    label.textContent = g.key;
  }

  function drawSelection() {
    const u = 1 / view.zoom;
    const groups = {};
    for (const name of LAYERS) { groups[name] = layerGroup(name, 'sel'); clear(groups[name]); }
    const alternative = $('layer-alternative');
    clear(alternative);
    if (!selected) return;
    const found = keyIndex.get(selected);
    if (found.kind === 'guide') {
      const g = model.guides[found.index];
      drawGuide(g, groups.guides, u);
      svg('rect', { class: 'sel-frame', x: g.frame[0], y: g.frame[1], width: g.frame[2], height: g.frame[3] }, groups.frames);
      drawConstraints(g.constraints, groups.constraints, u);
      return;
    }
    const v = model.views[found.index];
    const f = v.frame;
    const ambiguity = model.ambiguities.find((a) => a.key === v.key);
    if (showAlternative && ambiguity && ambiguity.alternative) {
      const alt = ambiguity.alternative;
      svg('rect', { class: 'ghost-frame', x: f[0], y: f[1], width: f[2], height: f[3] }, alternative);
      svg('rect', { class: 'alt-frame', x: alt[0], y: alt[1], width: alt[2], height: alt[3] }, alternative);
      svg('path', { class: 'alt-arrow', d: 'M' + (f[0] + f[2] / 2) + ' ' + (f[1] + f[3] / 2) + 'L' + (alt[0] + alt[2] / 2) + ' ' + (alt[1] + alt[3] / 2) }, alternative);
      pill(alternative, 'ambiguous', 'exercised', alt[0] + alt[2] / 2, alt[1] - 9 * u, u);
    } else {
      svg('rect', { class: 'sel-frame', x: f[0], y: f[1], width: f[2], height: f[3] }, groups.frames);
    }
    const a = v.alignmentRect;
    svg('rect', { class: 'align-rect', x: a[0], y: a[1], width: a[2], height: a[3] }, groups.alignment);
    const m = v.margins;   // top, left, bottom, right
    const bands = [[f[0], f[1], f[2], m[0]], [f[0], f[1] + f[3] - m[2], f[2], m[2]],
      [f[0], f[1] + m[0], m[1], f[3] - m[0] - m[2]], [f[0] + f[2] - m[3], f[1] + m[0], m[3], f[3] - m[0] - m[2]]];
    for (const b of bands) {
      if (b[2] > 0 && b[3] > 0) svg('rect', { class: 'margin-band', x: b[0], y: b[1], width: b[2], height: b[3] }, groups.margins);
    }
    const inner = [f[0] + m[1], f[1] + m[0], f[2] - m[1] - m[3], f[3] - m[0] - m[2]];
    if (inner[2] > 0 && inner[3] > 0) svg('rect', { class: 'margin-edge', x: inner[0], y: inner[1], width: inner[2], height: inner[3] }, groups.margins);
    if (v.baselines) {
      svg('line', { class: 'baseline first', x1: a[0], x2: a[0] + a[2], y1: v.baselines.first, y2: v.baselines.first }, groups.baselines);
      if (Math.abs(v.baselines.last - v.baselines.first) > 0.01) {
        svg('line', { class: 'baseline last', x1: a[0], x2: a[0] + a[2], y1: v.baselines.last, y2: v.baselines.last }, groups.baselines);
      }
    }
    const guides = new Set(v.guides);
    for (const index of v.constraints) {
      const c = model.constraints[index];
      for (const side of [c.first, c.second]) if (side && side.item.guide !== undefined) guides.add(side.item.guide);
    }
    for (const gi of guides) if (model.guides[gi].kind !== 'user') drawGuide(model.guides[gi], groups.guides, u);
    drawConstraints(v.constraints, groups.constraints, u);
  }

  function pill(group, status, text, x, y, u) {
    const width = (text.length * 6.1 + 9) * u, height = 14 * u;
    const g = svg('g', {}, group);
    svg('rect', { class: 'pill ' + status, x: x - width / 2, y: y - height / 2, width: width, height: height, rx: 3 * u }, g);
    const t = svg('text', { class: 'pill-text', x: x, y: y + 0.5 * u, 'font-size': 10 * u }, g);
    t.textContent = text;
    return g;
  }

  function span(rect, horizontal) { return horizontal ? [rect[1], rect[1] + rect[3]] : [rect[0], rect[0] + rect[2]]; }

  function drawConstraints(indexes, group, u) {
    const used = new Map();
    for (const index of indexes) drawConstraint(model.constraints[index], index, group, u, used);
  }

  function drawConstraint(c, index, group, u, used) {
    const g = svg('g', { class: 'constraint-mark', 'data-constraint': index }, group);
    if (hotConstraint === index) g.classList.add('hot');
    const status = scrub.missed.has(index) ? 'conflicting' : c.status;   // red when the shown frame misses it
    const optional = c.priority < 1000 ? ' optional' : '';
    const beamClass = 'beam ' + status + optional + (hotConstraint === index ? ' hot' : '');
    const horizontal = c.axis === 'horizontal';
    const first = c.first, second = c.second;
    const ra = itemRect(first.item);
    const cap = 4 * u;
    const isSize = (attr) => attr === 'width' || attr === 'height';
    function line(x1, y1, x2, y2, extra) {
      svg('line', { class: extra ? 'beam extension ' + status : beamClass, x1: x1, y1: y1, x2: x2, y2: y2 }, g);
    }
    function beam(from, to, cross, vertical) {
      if (!vertical) {
        line(from, cross, to, cross);
        line(from, cross - cap, from, cross + cap);
        line(to, cross - cap, to, cross + cap);
      } else {
        line(cross, from, cross, to);
        line(cross - cap, from, cross + cap, from);
        line(cross - cap, to, cross + cap, to);
      }
    }
    function dimension(rect, widthwise, text) {
      if (widthwise) {
        const inside = rect[3] > 24 * u;
        const y = inside ? rect[1] + rect[3] - 8 * u : rect[1] + rect[3] + 8 * u;
        beam(rect[0], rect[0] + rect[2], y, false);
        if (text) pill(g, status, text, rect[0] + rect[2] / 2, y, u);
      } else {
        const inside = rect[2] > 24 * u;
        const x = inside ? rect[0] + rect[2] - 8 * u : rect[0] + rect[2] + 8 * u;
        beam(rect[1], rect[1] + rect[3], x, true);
        if (text) pill(g, status, text, x, rect[1] + rect[3] / 2, u);
      }
    }
    if (isSize(first.attribute)) {
      dimension(ra, first.attribute === 'width', c.label);
      if (second && isSize(second.attribute) && (second.item.view !== first.item.view || second.item.guide !== first.item.guide || second.attribute !== first.attribute)) {
        dimension(itemRect(second.item), second.attribute === 'width', '');
      }
      return;
    }
    if (!second) return;
    const rb = itemRect(second.item);
    // Positions along the constraint's axis; the beam runs across the items' shared span.
    const a = first.value, b = second.value;
    const sa = span(ra, horizontal), sb = span(rb, horizontal);
    const lo = Math.max(sa[0], sb[0]), hi = Math.min(sa[1], sb[1]);
    let cross = lo <= hi ? (lo + hi) / 2 : (sa[0] + sa[1]) / 2;
    const slot = Math.round(cross / (6 * u));
    const taken = used.get(slot) || 0;
    used.set(slot, taken + 1);
    cross += taken * 10 * u;
    const vertical = !horizontal;
    if (Math.abs(a - b) < 0.5) {
      // An alignment: a line through both items at the shared position; along the inner one
      // only (a little beyond it) when one item holds the other.
      const nested = (sa[0] >= sb[0] && sa[1] <= sb[1]) ? sa : (sb[0] >= sa[0] && sb[1] <= sa[1]) ? sb : null;
      const from = nested ? nested[0] - 6 * u : Math.min(sa[0], sb[0]);
      const to = nested ? nested[1] + 6 * u : Math.max(sa[1], sb[1]);
      if (horizontal) line(a, from, a, to); else line(from, a, to, a);
      if (c.label !== '=') {
        if (horizontal) pill(g, status, c.label, a, cross, u); else pill(g, status, c.label, cross, a, u);
      }
      return;
    }
    beam(b, a, cross, vertical);
    // Extension lines from an item to the beam when the beam runs outside it.
    for (const [value, sp] of [[a, sa], [b, sb]]) {
      if (cross < sp[0] || cross > sp[1]) {
        const edge = cross < sp[0] ? sp[0] : sp[1];
        if (horizontal) line(value, edge, value, cross, true); else line(edge, value, cross, value, true);
      }
    }
    const mid = (a + b) / 2;
    const text = c.label;
    if (horizontal) pill(g, status, text, mid, cross, u); else pill(g, status, text, cross, mid, u);
  }

  function setHot(index) {
    hotConstraint = index;
    for (const el of $('panel').querySelectorAll('.constraint')) el.classList.toggle('hot', Number(el.dataset.constraint) === index);
    drawSelection();
  }

  // ---------------------------------------------------------------- panel

  function constraintRow(index) {
    const c = model.constraints[index];
    const tag = c.status === 'satisfied' ? '' : '<span class="tag ' + c.status + '">' + c.status.toUpperCase() + '</span>';
    const priority = c.priority < 1000 ? '<span>priority ' + fmt(c.priority) + '</span>' : '';
    const origin = c.origin ? '<span>' + esc(c.origin) + '</span>' : '';
    return '<div class="constraint ' + c.status + '" data-constraint="' + index + '"><span class="dot ' + c.status + '"></span>' +
      '<div class="text">' + esc(c.description) + '</div><div class="meta">' + tag + priority + origin + sourceLink(c.source) + '</div></div>';
  }

  function affectingList(indexes) {
    if (!indexes.length) return '<div class="note">none</div>';
    return '<div class="affect-list">' + indexes.map((i) => {
      const c = model.constraints[i];
      return '<div class="constraint-ref" data-constraint="' + i + '"><span class="dot ' + c.status + '" style="display:inline-block;margin-right:6px"></span>' +
        esc(c.number + ' ' + (c.identifier ? "'" + c.identifier + "' " : '') + c.equation) + '</div>';
    }).join('') + '</div>';
  }

  function itemLink(key) { return '<a class="item-link" data-select="' + esc(key) + '">' + esc(key) + '</a>'; }

  function conflictBoxes(constraintIndexes) {
    const mine = new Set(constraintIndexes);
    return model.conflicts.filter((c) => c.conflicting.some((i) => mine.has(i)) || mine.has(c.broken)).map((c) => {
      const brokenText = c.brokenText;
      const members = c.conflictingText.map((text) => '<li class="' + (text === brokenText ? 'broken' : '') + '">' + esc(text) + (text === brokenText ? '  ← broken' : '') + '</li>').join('');
      const listed = c.conflictingText.includes(brokenText) ? '' : '<li class="broken">' + esc(brokenText) + '  ← broken</li>';
      return '<div class="problem-box conflict"><div class="headline">Unable to satisfy constraints simultaneously</div>' +
        '<div>Plumb broke <b class="broken-name" style="color:var(--red)">' + esc(c.broken !== undefined && c.broken !== null ? model.constraints[c.broken].number + ' ' + model.constraints[c.broken].equation : brokenText) +
        '</b> to recover. The set:</div><ul>' + members + listed + '</ul></div>';
    }).join('');
  }

  function renderPanel() {
    const panel = $('panel');
    if (!selected) {
      panel.innerHTML = '<div class="empty">Select a view on the canvas or in the hierarchy to see its frame, constraints and problems.<br><br>' +
        'Arrow keys move the selection: ↑ ↓ siblings, ← parent, → first child.</div>';
      return;
    }
    const found = keyIndex.get(selected);
    let html = '';
    if (found.kind === 'guide') {
      const g = model.guides[found.index];
      html += '<div class="panel-head"><div class="title"><span class="glyph guide">G</span>' + esc(g.key) + '</div><div class="sub">' +
        esc(g.kind === 'user' ? 'LayoutGuide' : g.kind + ' guide') + ' · owned by ' + itemLink(model.views[g.owner].key) +
        (g.declaration ? ' · declared at ' + sourceLink(g.declaration) : '') + '</div></div>';
      html += '<div class="section"><h3>Layout</h3><table class="facts"><tr><th>Layout frame</th><td>' + rectText(g.frame) + '</td></tr></table></div>';
      html += '<div class="section"><h3>Constraints <span class="n">' + g.constraints.length + '</span></h3>' +
        (g.constraints.length ? g.constraints.map(constraintRow).join('') : '<div class="note">No constraint names this guide.</div>') + '</div>';
      html += ambiguityBox(g.key) + (conflictBoxes(g.constraints) ? '<div class="section"><h3>Conflicts</h3>' + conflictBoxes(g.constraints) + '</div>' : '');
      panel.innerHTML = html;
      return;
    }
    const v = model.views[found.index];
    const parentKey = v.parent !== undefined && v.parent !== null ? model.views[v.parent].key : null;
    html += '<div class="panel-head"><div class="title"><span class="glyph ' + esc(v.type) + '">' + glyphLetter(v.type) + '</span>' + esc(v.key) + '</div>' +
      '<div class="sub">' + esc(v.type) + (parentKey ? ' · in ' + itemLink(parentKey) : ' · root') +
      (v.declaration ? ' · declared at ' + sourceLink(v.declaration) : '') + (v.hidden ? ' · hidden' : (!v.visible ? ' · in a hidden view' : '')) + '</div>' +
      (v.text ? '<div class="sub">“' + esc(v.text) + '”</div>' : '') + '</div>';
    const f = v.frame, a = v.alignmentRect;
    const insets = [a[1] - f[1], a[0] - f[0], (f[1] + f[3]) - (a[1] + a[3]), (f[0] + f[2]) - (a[0] + a[2])];
    const facts = [
      ['Frame', rectText(v.frameInParent) + (parentKey ? '  in ' + esc(parentKey) : '')],
      ['In root', rectText(f)],
      ['Alignment rect', rectText(a) + (insets.some((x) => Math.abs(x) > 0.001) ? '  insets [' + insets.map(fmt).join(', ') + ']' : '')],
      ['Margins', '[' + v.margins.map(fmt).join(', ') + ']  top, left, bottom, right'],
      ['Intrinsic size', fmt(v.intrinsicSize.horizontal) + ' × ' + fmt(v.intrinsicSize.vertical)],
    ];
    if (v.baselines) facts.push(['Baselines', 'first ' + fmt(v.baselines.first) + ', last ' + fmt(v.baselines.last)]);
    html += '<div class="section"><h3>Layout</h3><table class="facts">' + facts.map((r) => '<tr><th>' + r[0] + '</th><td>' + r[1] + '</td></tr>').join('') + '</table></div>';
    html += '<div class="section"><h3>Content priorities</h3><table class="facts"><tr><th></th><th>Horizontal</th><th>Vertical</th></tr>' +
      '<tr><th>Hugging</th><td>' + fmt(v.hugging.horizontal) + '</td><td>' + fmt(v.hugging.vertical) + '</td></tr>' +
      '<tr><th>Compression resistance</th><td>' + fmt(v.compression.horizontal) + '</td><td>' + fmt(v.compression.vertical) + '</td></tr></table></div>';
    html += ambiguityBox(v.key);
    const conflicts = conflictBoxes(v.constraints);
    if (conflicts) html += '<div class="section"><h3>Conflicts</h3>' + conflicts + '</div>';
    html += '<div class="section" id="panel-constraints"><h3>Constraints <span class="n">' + v.constraints.length + '</span></h3>' +
      (v.constraints.length ? v.constraints.map(constraintRow).join('') : '<div class="note">No constraint names this view.</div>') + '</div>';
    html += '<div class="section" id="panel-affecting"><h3>Affecting layout <span class="n">constraintsAffectingLayout(for:)</span></h3>' + (v.affecting
      ? '<div class="affect-axis"><div class="axis">Horizontal</div>' + affectingList(v.affecting.horizontal) + '</div>' +
        '<div class="affect-axis"><div class="axis">Vertical</div>' + affectingList(v.affecting.vertical) + '</div>'
      : '<div class="note">Not listed for a scene this large (finding them probes the solver once per constraint). ' +
        'Write the page with <code>plumb inspect --affecting all</code> to list them.</div>') + '</div>';
    panel.innerHTML = html;
  }

  function ambiguityBox(key) {
    const a = model.ambiguities.find((x) => x.key === key);
    if (!a) return '';
    const variables = a.variables.map((x) => '<li>' + esc(x.name) + ' = ' + fmt(x.value) + ' in ' + (x.min === undefined ? '−∞' : fmt(x.min)) + '…' + (x.max === undefined ? '∞' : fmt(x.max)) + '</li>').join('');
    const button = a.alternative ? '<button id="show-alternative" type="button">' + (showAlternative ? 'Show original' : 'Show alternative') + '</button>' +
      (showAlternative ? ' <span class="note">exercised frame ' + rectText(a.alternative) + '</span>' : '') : '';
    return '<div class="section"><h3>Ambiguity</h3><div class="problem-box ambiguity"><div class="headline">Ambiguous layout</div><div>' + esc(key + ' ' + a.message) +
      '</div><ul>' + variables + '</ul>' + button + '</div></div>';
  }

  // ---------------------------------------------------------------- canvas: zoom and pan

  function applyTransform() {
    $('stage').style.transform = 'translate(' + view.x + 'px,' + view.y + 'px) scale(' + view.zoom + ')';
    $('zoom-level').textContent = Math.round(view.zoom * 100) + '%';
    $('resize-handle').style.transform = 'scale(' + (1 / view.zoom) + ')';
    scheduleRedraw();
  }
  let redrawPending = false;
  function scheduleRedraw() {
    if (redrawPending) return;
    redrawPending = true;
    requestAnimationFrame(() => { redrawPending = false; drawBase(); drawSelection(); });
  }
  function zoomAt(factor, cx, cy) {
    view.fitted = false;
    const next = Math.min(32, Math.max(0.05, view.zoom * factor));
    view.x = cx - (cx - view.x) * (next / view.zoom);
    view.y = cy - (cy - view.y) * (next / view.zoom);
    view.zoom = next;
    applyTransform();
  }
  function fit() {
    const port = $('viewport').getBoundingClientRect();
    const w = model.size.width, h = model.size.height;
    const zoom = Math.max(0.05, Math.min((port.width - 64) / w, (port.height - 64) / h, 4));
    view.zoom = zoom;
    view.fitted = true;
    view.x = (port.width - w * zoom) / 2;
    view.y = (port.height - h * zoom) / 2;
    applyTransform();
  }
  function toRoot(event) {
    const port = $('viewport').getBoundingClientRect();
    return [(event.clientX - port.left - view.x) / view.zoom, (event.clientY - port.top - view.y) / view.zoom];
  }

  function setupCanvas() {
    const port = $('viewport');
    let drag = null;
    port.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 || space.open || event.target.id === 'resize-handle' || event.target.closest('#zoom-controls')) return;
      drag = { x: event.clientX, y: event.clientY, vx: view.x, vy: view.y, moved: false };
      try { port.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer */ }
    });
    port.addEventListener('pointermove', (event) => {
      if (!drag) { hover(event); return; }
      const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.moved && Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; port.classList.add('panning'); }
      if (drag.moved) { view.x = drag.vx + dx; view.y = drag.vy + dy; view.fitted = false; applyTransform(); }
    });
    port.addEventListener('pointerup', (event) => {
      if (!drag) return;
      const moved = drag.moved;
      drag = null;
      port.classList.remove('panning');
      if (!moved) canvasClick(event);
    });
    port.addEventListener('click', (event) => {
      // Pointer events already handled the click (synthetic clicks without them come here).
      if (event.detail === 0 && !space.open && !event.target.closest('#zoom-controls')) canvasClick(event);
    });
    port.addEventListener('wheel', (event) => {
      if (space.open || event.target.closest('#zoom-controls')) return;
      event.preventDefault();
      const rect = port.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
    }, { passive: false });
    $('zoom-in').addEventListener('click', () => { const r = port.getBoundingClientRect(); zoomAt(1.25, r.width / 2, r.height / 2); });
    $('zoom-out').addEventListener('click', () => { const r = port.getBoundingClientRect(); zoomAt(0.8, r.width / 2, r.height / 2); });
    $('zoom-fit').addEventListener('click', fit);
    $('zoom-actual').addEventListener('click', () => { const r = port.getBoundingClientRect(); zoomAt(1 / view.zoom, r.width / 2, r.height / 2); });
    // A fitted canvas stays fitted when its viewport changes size (the window, the error
    // banner, the bar under the canvas wrapping), so its corner and resize handle stay in view.
    new ResizeObserver(() => { if (view.fitted) fit(); }).observe(port);
  }

  let hovered = -1;
  function hover(event) {
    if (space.open || !model) return;
    const [x, y] = toRoot(event);
    const index = hitTest(x, y);
    if (index === hovered) return;
    hovered = index;
    const group = layerGroup('frames', 'hover');
    clear(group);
    const v = index >= 0 ? model.views[index] : null;
    $('viewport').title = v ? v.key + ' · ' + v.type : '';
    if (!v || v.key === selected) return;
    svg('rect', { class: 'hover-frame', x: v.frame[0], y: v.frame[1], width: v.frame[2], height: v.frame[3] }, group);
  }

  function canvasClick(event) {
    const started = performance.now();
    const [x, y] = toRoot(event);
    const index = hitTest(x, y);
    select(index >= 0 ? model.views[index].key : null);
    api.timings.click = performance.now() - started;
  }

  // ---------------------------------------------------------------- live mode

  function setLive(live) {
    for (const el of document.querySelectorAll('.live-only')) el.hidden = !live;
    if (live) {
      $('size-width').value = Math.round(model.size.width);
      $('size-height').value = Math.round(model.size.height);
    }
    if (live && model.variants) showVariants(model.variants); else $('variants').hidden = $('variant-traits').hidden = true;
  }

  // The variant switches, set from the model's `variants` after each load.
  // Xcode's names for its pseudolanguages, shortened.
  const PSEUDO_LANGUAGES = { double: 'Double length', accented: 'Accented', rtl: 'Right to left (pseudo)' };
  function insetsText(insets) { return insets.map(fmt).join(' '); }
  function classesText(classes) { return 'w:' + classes.horizontal + ' h:' + classes.vertical; }
  function orientationText(name, o) { return name + ': safe area ' + insetsText(o.safeArea) + ', ' + classesText(o.sizeClasses); }
  function fillSelect(select, options, value) {
    const key = JSON.stringify(options);
    if (select.dataset.options !== key) {
      select.innerHTML = options.map((o) => '<option value="' + esc(o[0]) + '"' + (o[2] ? ' title="' + esc(o[2]) + '"' : '') + '>' + esc(o[1]) + '</option>').join('');
      select.dataset.options = key;
    }
    select.value = value;
  }
  function showVariants(v) {
    fillSelect($('variant-device'), [['', 'Scene size']].concat(v.devices.map((d) => [d.name,
      d.displayName + ' · ' + fmt(d.size.width) + '×' + fmt(d.size.height),
      orientationText('portrait', d.portrait) + ' · ' + orientationText('landscape', d.landscape)])), v.device || '');
    $('variant-orientation').value = v.orientation;
    $('variant-orientation').disabled = !v.device;
    fillSelect($('variant-text-size'), v.textSizes.map((size) => [size, 'Text ' + size]), v.textSize);
    $('variant-appearance').value = v.appearance;
    fillSelect($('variant-language'), [['', 'File’s language']].concat(v.languages.map((code) => [code, PSEUDO_LANGUAGES[code] || code])), v.language || '');
    $('variant-direction').value = v.direction;
    $('variant-traits').textContent = 'safe area ' + insetsText(v.safeArea) + ' · ' + classesText(v.sizeClasses);
  }
  function requestVariant(key, value) {
    if (!model.live || typeof api.onVariant !== 'function') return;
    const change = {};
    change[key] = value;
    api.onVariant(change);
  }
  function requestResize(width, height) {
    if (!model.live || typeof api.onResize !== 'function') return;
    const w = Math.max(1, Math.round(width)), h = Math.max(1, Math.round(height));
    api.onResize(w, h);
  }
  function setupLive() {
    for (const select of document.querySelectorAll('#variants select')) {
      select.addEventListener('change', () => requestVariant(select.dataset.switch, select.value));
    }
    $('size-apply').addEventListener('click', () => requestResize(Number($('size-width').value), Number($('size-height').value)));
    for (const id of ['size-width', 'size-height']) {
      $(id).addEventListener('keydown', (event) => { if (event.key === 'Enter') $('size-apply').click(); });
    }
    const handle = $('resize-handle');
    const outline = $('resize-outline');
    let resizing = null;
    handle.addEventListener('pointerdown', (event) => {
      event.stopPropagation();
      try { handle.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer */ }
      resizing = { x: event.clientX, y: event.clientY, w: model.size.width, h: model.size.height, pending: null, frame: 0 };
    });
    handle.addEventListener('pointermove', (event) => {
      if (!resizing) return;
      const w = Math.max(1, Math.round(resizing.w + (event.clientX - resizing.x) / view.zoom));
      const h = Math.max(1, Math.round(resizing.h + (event.clientY - resizing.y) / view.zoom));
      outline.hidden = false;
      outline.style.width = w + 'px';
      outline.style.height = h + 'px';
      $('size-width').value = w;
      $('size-height').value = h;
      resizing.pending = [w, h];
      if (!resizing.frame) {
        resizing.frame = requestAnimationFrame(() => {
          if (!resizing) return;
          resizing.frame = 0;
          if (resizing.pending) requestResize(resizing.pending[0], resizing.pending[1]);
        });
      }
    });
    handle.addEventListener('pointerup', () => {
      if (!resizing) return;
      const last = resizing.pending;
      if (resizing.frame) cancelAnimationFrame(resizing.frame);
      resizing = null;
      outline.hidden = true;
      if (last) requestResize(last[0], last[1]);
    });
  }

  // ---------------------------------------------------------------- 3D

  function hexToRGBA(hex, alpha) {
    if (!hex) return null;
    const h = hex.replace('#', '');
    const r = parseInt(h.slice(0, 2), 16), g = parseInt(h.slice(2, 4), 16), b = parseInt(h.slice(4, 6), 16);
    const own = h.length >= 8 ? parseInt(h.slice(6, 8), 16) / 255 : 1;
    return 'rgba(' + r + ',' + g + ',' + b + ',' + (alpha * own).toFixed(3) + ')';
  }

  function build3D() {
    const root = $('space');
    const w = model.size.width, h = model.size.height;
    const byDepth = [];
    model.views.forEach((v, i) => {
      if (i === 0) return;
      (byDepth[v.depth] = byDepth[v.depth] || []).push(i);
    });
    let html = '<div class="plane" data-depth="0" style="width:' + w + 'px;height:' + h + 'px;transform:translate(' + (-w / 2) + 'px,' + (-h / 2) + 'px)">' +
      '<img src="' + esc($('picture').src) + '" style="width:' + w + 'px;height:' + h + 'px;pointer-events:auto;cursor:pointer" data-key="' + esc(model.views[0].key) + '" alt="" draggable="false"></div>';
    for (let d = 1; d < byDepth.length; d++) {
      if (!byDepth[d]) continue;
      html += '<div class="plane" data-depth="' + d + '" style="width:' + w + 'px;height:' + h + 'px;transform:translate(' + (-w / 2) + 'px,' + (-h / 2) + 'px) translateZ(' + (d * space.gap) + 'px)">';
      for (const i of byDepth[d]) {
        const v = model.views[i];
        const f = v.frame;
        const fill = hexToRGBA(v.background, 0.4);
        html += '<div class="slab' + (v.ambiguous ? ' ambiguous' : '') + (v.visible ? '' : ' hidden-view') + '" data-key="' + esc(v.key) + '" style="left:' + f[0] + 'px;top:' + f[1] +
          'px;width:' + Math.max(f[2], 1) + 'px;height:' + Math.max(f[3], 1) + 'px' + (fill ? ';background-color:' + fill : '') + '" title="' + esc(v.key + ' · ' + v.type) + '">' + esc(v.key) + '</div>';
      }
      html += '</div>';
    }
    root.innerHTML = html;
    space.built = true;
    const port = $('viewport').getBoundingClientRect();
    const depth = byDepth.length * space.gap;
    space.scale = Math.max(0.05, Math.min(port.width / (w * 1.2 + depth), port.height / (h * 1.15 + depth * 0.4), 3));
    apply3D();
    mark3DSelection();
  }
  function apply3D() {
    $('space').style.transform = 'scale(' + space.scale + ') rotateX(' + space.rx + 'deg) rotateY(' + space.ry + 'deg)';
  }
  function mark3DSelection() {
    for (const el of $('space').querySelectorAll('.slab.selected')) el.classList.remove('selected');
    if (!selected) return;
    for (const el of $('space').querySelectorAll('.slab')) if (el.dataset.key === selected) el.classList.add('selected');
  }
  function set3D(open) {
    space.open = open;
    $('toggle-3d').setAttribute('aria-pressed', open ? 'true' : 'false');
    $('space-view').hidden = !open;
    $('stage').hidden = open;
    $('zoom-controls').hidden = open;
    if (open) build3D();
  }
  function setup3D() {
    $('toggle-3d').addEventListener('click', () => set3D(!space.open));
    const spaceView = $('space-view');
    let drag = null;
    spaceView.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      drag = { x: event.clientX, y: event.clientY, rx: space.rx, ry: space.ry, moved: false, target: event.target };
      try { spaceView.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer */ }
    });
    spaceView.addEventListener('pointermove', (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.moved && Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; spaceView.classList.add('dragging'); }
      if (!drag.moved) return;
      space.ry = drag.ry + dx * 0.4;
      space.rx = Math.max(-85, Math.min(85, drag.rx - dy * 0.4));
      apply3D();
    });
    spaceView.addEventListener('pointerup', () => {
      if (!drag) return;
      const { moved, target } = drag;
      drag = null;
      spaceView.classList.remove('dragging');
      if (!moved && target && target.dataset && target.dataset.key) select(target.dataset.key);
    });
    spaceView.addEventListener('wheel', (event) => {
      event.preventDefault();
      space.scale = Math.min(8, Math.max(0.05, space.scale * Math.exp(-event.deltaY * 0.0015)));
      apply3D();
    }, { passive: false });
  }

  // ---------------------------------------------------------------- animation: the time scrubber
  //
  // With `model.animation` (plumb inspect --change …) the page has a scrubber under the canvas:
  // a range over the frames, play/pause at the animation's fps, the time, the frame number, a
  // switch between the films (constraints, interpolated) and what the frame misses. Showing a
  // frame puts its rectangles into the model's views, guides and anchors, its picture (the
  // image/svg+xml script element plumb-frame-N) on the canvas, and draws again.

  const scrub = { film: 0, index: 0, timer: 0, urls: new Map(), missed: new Set() };

  function timeText(seconds) { return String(Math.round(seconds * 1000) / 1000) + ' s'; }

  function framePicture(index) {
    if (scrub.urls.has(index)) return scrub.urls.get(index);
    const element = $('plumb-frame-' + index);
    let blob;
    if (element.dataset.encoding === 'base64') {
      const binary = atob(element.textContent.trim());
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      blob = new Blob([bytes], { type: 'image/svg+xml' });
    } else {
      blob = new Blob([element.textContent], { type: 'image/svg+xml' });
    }
    const url = URL.createObjectURL(blob);
    scrub.urls.set(index, url);
    return url;
  }

  function setupScrubber() {
    const bar = $('scrubber');
    pause();
    if (!bar) return;
    const animation = model.animation;
    bar.hidden = !animation;
    scrub.missed = new Set();
    if (!animation) return;
    const films = animation.films;
    scrub.film = Math.min(scrub.film, films.length - 1);
    $('scrub-title').textContent = animation.title + ' · ' + fmt(animation.duration) + ' s, ' + animation.curve + ', ' + fmt(animation.fps) + ' fps';
    $('scrub-modes').innerHTML = films.length > 1
      ? films.map((f, i) => '<button type="button" data-film="' + i + '">' + esc(f.mode) + '</button>').join('')
      : '<span class="tag-mode">' + esc(films[0].mode) + '</span>';
    showFrame(scrub.film, scrub.index);
  }

  function showFrame(filmIndex, frameIndex) {
    const film = model.animation.films[filmIndex];
    const index = Math.max(0, Math.min(film.frames.length - 1, frameIndex));
    scrub.film = filmIndex;
    scrub.index = index;
    const frame = film.frames[index];
    model.views.forEach((v, i) => {
      const dy = frame.frames[i][1] - v.frame[1];
      if (v.baselines) v.baselines = { first: v.baselines.first + dy, last: v.baselines.last + dy };
      v.frame = frame.frames[i];
      v.frameInParent = frame.framesInParent[i];
      v.alignmentRect = frame.alignmentRects[i];
      v.visible = frame.visible[i];
      const row = rowByKey.get(v.key);
      if (row) row.classList.toggle('invisible', !v.visible);
    });
    model.guides.forEach((g, i) => { g.frame = frame.guides[i]; });
    model.constraints.forEach((c, i) => {
      const values = frame.anchors[i];
      c.first.value = values[0];
      if (c.second && values.length > 1) c.second.value = values[1];
    });
    model.size = frame.size;
    sizeCanvas(frame.size);
    const picture = $('picture');
    picture.src = framePicture(frame.picture);
    picture.dataset.picture = frame.picture;
    const range = $('scrub-range');
    range.max = film.frames.length - 1;
    range.value = index;
    $('scrub-time').textContent = timeText(frame.time);
    $('scrub-frame').textContent = 'frame ' + index + ' / ' + (film.frames.length - 1);
    for (const button of $('scrub-modes').querySelectorAll('button')) {
      button.setAttribute('aria-pressed', Number(button.dataset.film) === filmIndex ? 'true' : 'false');
    }
    const status = $('scrub-status');
    const misses = frame.violations;
    scrub.missed = new Set(misses.map((m) => m.constraint).filter((i) => i !== undefined && i !== null));
    status.className = 'scrub-status ' + (misses.length ? 'misses' : 'holds');
    status.textContent = misses.length
      ? misses.map((m) => m.name + ' off by ' + fmt(m.error)).join(' · ')
      : 'holds: every constraint as the layout of this moment has it';
    status.title = status.textContent;
    hovered = -1;
    drawBase();
    drawSelection();
    renderPanel();
    if (space.open) build3D();
  }

  function pause() {
    if (scrub.timer) clearInterval(scrub.timer);
    scrub.timer = 0;
    const button = $('scrub-play');
    if (button) { button.textContent = '▶'; button.setAttribute('aria-pressed', 'false'); }
  }

  function play() {
    const animation = model.animation;
    if (!animation) return;
    const last = animation.films[scrub.film].frames.length - 1;
    if (scrub.index >= last) showFrame(scrub.film, 0);
    $('scrub-play').textContent = '❚❚';
    $('scrub-play').setAttribute('aria-pressed', 'true');
    scrub.timer = setInterval(() => {
      if (scrub.index >= last) { pause(); return; }
      showFrame(scrub.film, scrub.index + 1);
    }, 1000 / animation.fps);
  }

  function togglePlay() { if (scrub.timer) pause(); else play(); }

  function wireScrubber() {
    if (!$('scrubber')) return;
    $('scrub-range').addEventListener('input', (event) => {
      pause();
      showFrame(scrub.film, Number(event.target.value));
    });
    $('scrub-play').addEventListener('click', togglePlay);
    $('scrub-modes').addEventListener('click', (event) => {
      const button = event.target.closest('[data-film]');
      if (button) showFrame(Number(button.dataset.film), scrub.index);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key !== ' ' || !model.animation || event.target.id === 'scrub-play') return;
      const tag = event.target.tagName;
      if ((tag === 'INPUT' && event.target.type !== 'range') || tag === 'SELECT' || tag === 'TEXTAREA') return;
      event.preventDefault();
      togglePlay();
    });
  }

  // ---------------------------------------------------------------- wiring

  function setupPanels() {
    $('outline').addEventListener('click', (event) => {
      const row = event.target.closest('.row');
      if (!row) return;
      if (event.target.classList.contains('disclosure') && event.target.textContent) {
        row.parentElement.classList.toggle('collapsed');
        return;
      }
      select(row.dataset.key, { scroll: false });
    });
    $('search').addEventListener('input', applySearch);
    $('problems').addEventListener('click', (event) => {
      const item = event.target.closest('[data-problem]');
      if (!item) return;
      const problem = model.problems[Number(item.dataset.problem)];
      if (problem && problem.key) select(problem.key);
    });
    $('panel').addEventListener('click', (event) => {
      const link = event.target.closest('[data-select]');
      if (link) { select(link.dataset.select); return; }
      if (event.target.id === 'show-alternative') {
        showAlternative = !showAlternative;
        renderPanel();
        drawSelection();
      }
    });
    $('panel').addEventListener('mouseover', (event) => {
      const row = event.target.closest('[data-constraint]');
      const index = row ? Number(row.dataset.constraint) : null;
      if (index !== hotConstraint) setHot(index);
    });
    $('panel').addEventListener('mouseleave', () => { if (hotConstraint !== null) setHot(null); });
    for (const box of document.querySelectorAll('#layers input')) {
      box.addEventListener('change', () => { $('layer-' + box.dataset.layer).style.display = box.checked ? '' : 'none'; });
    }
    document.addEventListener('keydown', (event) => {
      const tag = event.target.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
      const direction = ({ ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' })[event.key];
      if (direction) { event.preventDefault(); moveSelection(direction); }
      if (event.key === 'Escape') select(null);
    });
  }

  api.load = function (nextModel, svgText) {
    const keep = selected;
    const keepAlternative = showAlternative;
    const collapsed = [...$('outline').querySelectorAll('.node.collapsed')].map((node) => node.dataset.key);
    if (svgText !== undefined && svgText !== null) setPicture(svgText);
    setModel(nextModel);
    for (const key of collapsed) { const node = nodeByKey.get(key); if (node) node.classList.add('collapsed'); }
    selected = null;
    select(keep && keyIndex.has(keep) ? keep : null, { scroll: false });
    if (selected === keep && keepAlternative) { showAlternative = true; renderPanel(); drawSelection(); }
    drawBase();
  };
  // A line of carets (and tildes) under a source line.
  const CARET_LINE = /^\s*\^[\^~]*\s*$/;
  api.showError = function (text) {
    // The same text, with each source line and its caret line in a block that doesn't wrap.
    const pre = $('error-text');
    pre.textContent = '';
    const lines = String(text).split('\n');
    let plain = '';
    for (let i = 0; i < lines.length; i++) {
      const end = i === lines.length - 1 ? '' : '\n';
      if (i + 1 < lines.length && CARET_LINE.test(lines[i + 1])) {
        if (plain) pre.appendChild(document.createTextNode(plain));
        plain = '';
        const excerpt = document.createElement('span');
        excerpt.className = 'excerpt';
        excerpt.textContent = lines[i] + '\n' + lines[i + 1] + (i + 1 === lines.length - 1 ? '' : '\n');
        pre.appendChild(excerpt);
        i++;
      } else {
        plain += lines[i] + end;
      }
    }
    if (plain) pre.appendChild(document.createTextNode(plain));
    $('error-banner').hidden = false;
  };
  api.clearError = function () {
    $('error-banner').hidden = true;
    $('error-text').textContent = '';
  };
  api.fit = function () { fit(); };
  api.select = function (key) { select(key === undefined ? null : key); };
  api.selection = function () { return selected; };
  api.model = function () { return model; };
  api.showFrame = function (film, index) { if (model.animation) { pause(); showFrame(film, index); } };
  api.frame = function () { return model.animation ? { film: scrub.film, index: scrub.index } : null; };

  function start() {
    setModel(JSON.parse($('plumb-model').textContent));
    setupPanels();
    wireScrubber();
    setupCanvas();
    setupLive();
    setup3D();
    fit();
    drawBase();
    renderPanel();
    api.ready = true;
    api.timings.ready = performance.now();
  }
  start();
})();
