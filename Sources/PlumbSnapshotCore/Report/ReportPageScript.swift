/// The report page's script: filters and search, the image tabs with fit, 1:1 and zoom, the
/// slider, and the accept command. `window.plumbReport` exposes it to tests.
enum ReportPageScript {
    static let js = #"""
        (() => {
        'use strict';
        const $ = (s, r = document) => r.querySelector(s), $$ = (s, r = document) => [...r.querySelectorAll(s)];
        const images = JSON.parse($('#plumb-images').textContent);
        const top = $('#top'), footer = $('#accept'), command = $('#accept-command'), copy = $('#copy'), all = $('#select-all');
        const tabs = { diff: ['diff'], actual: ['act'], expected: ['ref'], side: ['ref', 'act'], slider: ['act', 'ref'] };
        const captions = { ref: 'Expected', act: 'Actual', diff: 'Diff' };
        const diffCaption = 'Diff: changed pixels red, anti-aliasing yellow, over the faded expected image';
        let filter = 'all', query = '';

        function picture(v, key) {
          const img = document.createElement('img'), size = v.dataset[key + 'Size'].split('x');
          img.src = 'data:image/png;base64,' + images[v.dataset[key]];
          img.alt = captions[key];
          img.dataset.image = key;
          img.dataset.w = size[0];
          img.dataset.h = size[1];
          return img;
        }
        function figure(img, caption) {
          const f = document.createElement('figure'), c = document.createElement('figcaption');
          c.textContent = caption;
          f.append(c, img);
          return f;
        }
        function render(v) {
          const tab = v.dataset.tab, stage = $('.stage', v), keys = tabs[tab];
          $$('.tabs button', v).forEach((b) => b.setAttribute('aria-selected', b.dataset.tab === tab));
          stage.textContent = '';
          stage.className = 'stage ' + tab;
          if (tab === 'diff' && !v.dataset.diff) {
            const note = document.createElement('p'), r = v.dataset.refSize, a = v.dataset.actSize;
            note.className = 'note';
            note.textContent = 'No diff image: the sizes differ (expected ' + r.replace('x', '×') + ' px, actual '
              + a.replace('x', '×') + ' px). Compare them side by side or with the slider.';
            stage.append(note);
          } else if (tab === 'slider') {
            const pair = document.createElement('div'), over = document.createElement('div'), range = document.createElement('input');
            pair.className = 'pair';
            over.className = 'over';
            over.append(picture(v, 'ref'));
            pair.append(picture(v, 'act'), over);
            range.type = 'range';
            range.value = 50;
            range.setAttribute('aria-label', 'Expected (left) against actual (right)');
            range.addEventListener('input', () => { over.style.width = range.value + '%'; });
            over.style.width = '50%';
            const box = figure(pair, '◀ Expected | Actual ▶');
            box.className = 'slider';
            box.append(range);
            stage.append(box);
          } else if (tab === 'diff' && v.dataset.marks) {
            // The marks alone, over the expected picture faded as the diff image fades it.
            const pair = document.createElement('div'), faded = picture(v, 'ref');
            pair.className = 'pair marks';
            faded.className = 'faded';
            pair.append(faded, picture(v, 'diff'));
            stage.append(figure(pair, diffCaption));
          } else {
            keys.forEach((key) => stage.append(figure(picture(v, key), keys.length > 1 || key !== 'diff' ? captions[key] : diffCaption)));
          }
          layout(v);
        }
        // Fit: one scale for the tab's pictures, as large as fits the stage's width and the window's
        // height below the sticky bars and the failure's header (never above 1:1); or the zoom set.
        function layout(v) {
          const stage = $('.stage', v), imgs = $$('img', stage);
          if (!imgs.length) $('.scale', v).textContent = '';
          if (!imgs.length || !stage.clientWidth) return;   // no picture, or folded or filtered out: laid out when shown
          const w = imgs.map((i) => +i.dataset.w), h = imgs.map((i) => +i.dataset.h), side = v.dataset.tab === 'side';
          const width = side ? w.reduce((a, b) => a + b) : Math.max(...w), height = Math.max(...h);
          // Below the sticky header (and the entry's scroll margin), the entry's header and the
          // caption; above the range input of the slider and the sticky footer.
          const above = top.offsetHeight + 6 + stage.getBoundingClientRect().top - v.closest('.result').getBoundingClientRect().top + 18;
          const room = innerHeight - above - (footer ? footer.offsetHeight : 0) - (v.dataset.tab === 'slider' ? 30 : 0) - 8;
          const fit = Math.min(1, (stage.clientWidth - (side ? 16 : 0) - 2) / width, Math.max(room, 40) / height);
          const scale = v.zoom || fit;
          imgs.forEach((img, n) => { img.style.width = w[n] * scale + 'px'; img.style.height = h[n] * scale + 'px'; });
          const pair = $('.pair', stage);
          if (pair) { pair.style.width = width * scale + 'px'; pair.style.height = height * scale + 'px'; }
          stage.classList.toggle('zoomed', !!v.zoom);
          stage.classList.toggle('pixels', scale > 1);
          $('.scale', v).textContent = Math.round(scale * 100) + '%';
          v.scale = scale;
        }
        function zoom(v, how) {
          const now = v.scale || 1;
          v.zoom = how === 'fit' ? null : how === '1' ? 1 : Math.min(16, Math.max(0.05, how === '+' ? now * 1.25 : now / 1.25));
          layout(v);
        }
        function show(entry) {
          const v = $('.viewer', entry);
          if (!v || !entry.open) return;
          if (v.rendered) layout(v); else { v.rendered = true; render(v); }
        }
        function apply() {
          let shown = 0;
          $$('.result').forEach((e) => {
            const text = (e.dataset.name + ' ' + e.dataset.group).toLowerCase();
            e.hidden = !((filter === 'all' || e.dataset.status === filter) && text.includes(query));
            shown += !e.hidden;
          });
          $$('.filters button').forEach((b) => b.setAttribute('aria-pressed', b.dataset.filter === filter));
          $('#none').hidden = shown > 0;
          $$('.viewer').forEach((v) => v.rendered && layout(v));
        }
        const quote = (s) => /^[\w@%+=:,.\/-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'";
        function sidecar() {
          const given = $('#accept').dataset.sidecar;
          if (given) return given;
          const page = decodeURIComponent(location.pathname.split('/').pop() || '');
          return /\.html?$/i.test(page) ? page.replace(/\.html?$/i, '.json') : 'report.json';
        }
        // Runs as printed from any folder: the run's folder first (the report's paths are relative to it).
        function acceptCommand() {
          const names = $$('.accept-box:checked').map((b) => b.value), folder = $('#accept').dataset.folder;
          if (!names.length) return '';
          const accept = ['plumb snapshot accept', quote(sidecar())].concat(names.map((n) => '--only ' + quote(n))).join(' ');
          return folder ? 'cd ' + quote(folder) + ' && ' + accept : accept;
        }
        function updateCommand() {
          const boxes = $$('.accept-box'), checked = boxes.filter((b) => b.checked).length;
          command.textContent = acceptCommand();
          copy.disabled = !checked;
          copy.textContent = 'Copy';
          all.checked = checked > 0 && checked === boxes.length;
          all.indeterminate = checked > 0 && checked < boxes.length;
        }

        $$('.filters button').forEach((b) => b.addEventListener('click', () => {
          filter = filter === b.dataset.filter ? 'all' : b.dataset.filter;
          apply();
        }));
        $('#search').addEventListener('input', (e) => { query = e.target.value.trim().toLowerCase(); apply(); });
        $$('.result').forEach((entry) => entry.addEventListener('toggle', () => show(entry)));
        $$('.accept').forEach((label) => label.addEventListener('click', (e) => {
          // A click on the checkbox inside the summary must not fold the entry.
          e.stopPropagation();
          if (e.target === label) { e.preventDefault(); $('input', label).click(); }
        }));
        $$('.accept-box').forEach((b) => b.addEventListener('change', updateCommand));
        if (footer) {
          all.addEventListener('change', () => { $$('.accept-box').forEach((b) => { b.checked = all.checked; }); updateCommand(); });
          copy.addEventListener('click', () => {
            const text = command.textContent, done = () => { copy.textContent = 'Copied'; };
            const fallback = () => {
              const range = document.createRange();
              range.selectNodeContents(command);
              getSelection().removeAllRanges();
              getSelection().addRange(range);
              if (document.execCommand('copy')) done();
            };
            if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, fallback); else fallback();
          });
        }
        $$('.viewer').forEach((v) => {
          $$('.tabs button', v).forEach((b) => b.addEventListener('click', () => { v.dataset.tab = b.dataset.tab; render(v); }));
          $$('.zoom button', v).forEach((b) => b.addEventListener('click', () => zoom(v, b.dataset.zoom)));
          const stage = $('.stage', v);
          stage.addEventListener('click', (e) => { if (e.target.tagName === 'IMG') zoom(v, v.zoom ? 'fit' : '1'); });
          stage.addEventListener('wheel', (e) => {
            if (!e.ctrlKey) return;
            e.preventDefault();
            zoom(v, e.deltaY < 0 ? '+' : '-');
          }, { passive: false });
        });
        function measure() {
          document.documentElement.style.setProperty('--top', top.offsetHeight + 'px');
          $$('.viewer').forEach((v) => v.rendered && layout(v));
        }
        addEventListener('resize', measure);
        document.documentElement.style.setProperty('--top', top.offsetHeight + 'px');
        $$('.result').forEach(show);
        apply();
        if (footer) updateCommand();
        window.plumbReport = {
          ready: true, images, acceptCommand, sidecar,
          filter(status) { filter = status; apply(); },
          search(text) { const box = $('#search'); box.value = text; box.dispatchEvent(new Event('input')); },
          show(id, tab) {
            const entry = document.getElementById(id), v = $('.viewer', entry);
            entry.open = true;
            show(entry);
            if (v && tabs[tab] && $('[data-tab="' + tab + '"]', v)) { v.dataset.tab = tab; render(v); }
            entry.scrollIntoView();
          },
        };
        // A link to one result, or to one of its tabs: report.html#r3 or report.html#r3/slider.
        const [id, tab] = decodeURIComponent(location.hash.slice(1)).split('/');
        if (id && /^r\d+$/.test(id) && document.getElementById(id)) window.plumbReport.show(id, tab);
        })();
        """#
}
