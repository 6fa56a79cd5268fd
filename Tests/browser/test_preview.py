"""`plumb preview` driven in headless Chromium with Selenium: a saved change reaches the page
and keeps the selection, the size control re-lays the scene out, a broken edit and a layout
that solves to an infinite frame show their error over the last good layout, the page says
when the server is busy, and the server refuses what isn't a scene's page. The variant
switches under the canvas lay the scene out again (and every open page follows), the resize
handle can be grabbed at the fit zoom, the page says when its server has stopped, and a long
error wraps.

Run by Tests/PlumbCLITests/BrowserTests.swift (so `swift test` runs it), or by hand:

    PLUMB=.build/debug/plumb python3 -m unittest Tests/browser/test_preview.py

Needs what test_inspector.py needs (Debian's chromium and chromium-driver, Python's selenium).
Set PLUMB_SCREENSHOTS=DIR to keep screenshots.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_inspector import PLUMB, SCREENSHOTS, make_driver  # noqa: E402

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

SCENE = """name: live-box
size: {width: 200, height: 100}
views:
  - {id: box, background: "#ff3b30"}
  - {id: note, type: label, text: Hello, parent: box}
constraints:
  - box.edges == root.edges + [10, 20, 10, 20]
  - note.center == box.center
"""


def start_server(scene, port=0):
    """`plumb preview SCENE --port PORT`: the process, its address and its port (stop_server ends it)."""
    server = subprocess.Popen([PLUMB, "preview", scene, "--port", str(port)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    for line in server.stdout:
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if found:
            return server, found.group(0), int(found.group(1))
    raise AssertionError("plumb preview printed no address: " + server.stderr.read())


def stop_server(server):
    server.terminate()
    server.wait(timeout=30)
    server.stdout.close()
    server.stderr.close()


def with_views(views, constraints):
    """SCENE with more views and constraints after its own."""
    head, tail = SCENE.split("constraints:\n")
    return head + "".join("  - %s\n" % v for v in views) + "constraints:\n" + tail + "".join("  - %s\n" % c for c in constraints)


# 53 views whose widths are each 10^6 times the next's, the last 10 wide: v0 solves to 10^313,
# which is infinite. The preview must not show that layout (a blank or broken picture).
INFINITE_CHAIN = with_views(["{id: v%d}" % i for i in range(53)],
                            ["v52.width == 10"] + ["v%d.width == 1000000 * v%d.width" % (i, i + 1) for i in range(52)]
                            + [c % i for i in range(53) for c in ("v%d.leading == root.leading", "v%d.top == root.top",
                                                                  "v%d.height == 10")])

# A column of 150 labels under the box. The page says it is busy for as long as the server works
# on the edit and the model is on its way, however short that is: the test records what the
# status line said rather than polling for it, so it holds on a fast machine and a loaded one.
LABELS = 150
LONG_LIST = with_views(["{id: l%d, type: label, text: 'row %d'}" % (i, i) for i in range(LABELS)],
                       ["l0.top == root.top"] + ["l%d.top == l%d.bottom" % (i, i - 1) for i in range(1, LABELS)]
                       + ["l%d.leading == root.leading" % i for i in range(LABELS)])


class PreviewTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="plumb-preview-")
        cls.scene = os.path.join(cls.folder, "box.yaml")
        with open(cls.scene, "w") as f:
            f.write(SCENE)
        cls.server, cls.base, cls.port = start_server(cls.scene)
        cls.driver = make_driver()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        stop_server(cls.server)
        shutil.rmtree(cls.folder, ignore_errors=True)

    def setUp(self):
        self.write(SCENE)
        self.switch_back()
        self.driver.get(self.base + "scene/0")
        self.wait_for(lambda: self.js("return !!(window.plumbInspector && plumbInspector.ready && window.plumbPreview)"))
        self.wait_for(lambda: self.frame("box") == [20, 10, 160, 80])
        # Connected, and nothing on its way (the last test's edit may still be being laid out).
        self.wait_for(lambda: self.js("return plumbPreview.connected && !plumbPreview.busy && !plumbPreview.serverBusy"))

    # ------------------------------------------------------------------ helpers

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def write(self, text):
        with open(self.scene + ".tmp", "w") as f:
            f.write(text)
        os.replace(self.scene + ".tmp", self.scene)

    def wait_for(self, condition, seconds=15.0):
        """Polls until the condition holds; the long limit only matters on a loaded machine (the
        whole suite runs in parallel, a package build among it): a healthy page answers at once."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if condition():
                return time.monotonic()
            time.sleep(0.02)
        self.fail("timed out")

    def switch_back(self):
        """Every part of the variant back to the file's own (the server keeps it between pages)."""
        urllib.request.urlopen(self.base + "scene/0/variant?device=&text-size=&appearance=&language=&direction=", timeout=30).read()

    def frame(self, key):
        """The view's frame in the page's current model, [x, y, width, height] in the parent."""
        return self.js("""
            const v = plumbInspector.model().views.find(v => v.key === arguments[0]);
            if (!v) return null;
            return v.frameInParent;""", key)

    def shot(self, name):
        if SCREENSHOTS:
            os.makedirs(SCREENSHOTS, exist_ok=True)
            self.driver.save_screenshot(os.path.join(SCREENSHOTS, name + ".png"))

    # ------------------------------------------------------------------ tests

    def test_a_saved_change_reaches_the_page_and_keeps_the_selection(self):
        self.js("plumbInspector.select('note')")
        self.assertEqual(self.js("return plumbInspector.selection()"), "note")
        written = time.monotonic()
        self.write(SCENE.replace("[10, 20, 10, 20]", "[5, 5, 5, 5]"))
        shown = self.wait_for(lambda: self.frame("box") == [5, 5, 190, 90])
        # Printed, not asserted: speed lives in benchmarks, and this runs beside other suites.
        sys.stderr.write("\na saved change reached the page after %.2f s\n" % (shown - written))
        self.assertEqual(self.js("return plumbInspector.selection()"), "note")
        self.assertTrue(self.driver.find_element(By.ID, "error-banner").get_attribute("hidden"))
        self.shot("preview-changed")

    def test_the_size_control_lays_the_scene_out_again(self):
        width = self.driver.find_element(By.ID, "size-width")
        height = self.driver.find_element(By.ID, "size-height")
        self.assertTrue(width.is_displayed())
        width.clear()
        width.send_keys("375")
        height.clear()
        height.send_keys("120")
        self.driver.find_element(By.ID, "size-apply").click()
        self.wait_for(lambda: self.frame("box") == [20, 10, 335, 100])
        self.assertEqual(self.frame("root"), [0, 0, 375, 120])
        # What the resize handle calls while it is dragged.
        self.js("plumbInspector.onResize(300, 200)")
        self.wait_for(lambda: self.frame("box") == [20, 10, 260, 180])
        self.shot("preview-resized")

    def test_a_broken_edit_shows_its_error_over_the_last_good_layout(self):
        self.write(SCENE.replace("box.edges == root.edges", "box.edges == root.edgez"))
        banner = self.driver.find_element(By.ID, "error-banner")
        self.wait_for(lambda: banner.is_displayed())
        text = self.driver.find_element(By.ID, "error-text").text
        self.assertIn("box.yaml:7:18: error: invalid equation: expected another item's edges here, like 'root.edges'", text)
        self.assertIn("  - box.edges == root.edgez + [10, 20, 10, 20]\n                 ^", text)
        self.assertEqual(self.frame("box"), [20, 10, 160, 80])
        self.shot("preview-error")
        self.write(SCENE)
        self.wait_for(lambda: not banner.is_displayed())

    def test_a_layout_that_fails_shows_the_banner_over_the_last_good_layout(self):
        self.write(INFINITE_CHAIN)
        banner = self.driver.find_element(By.ID, "error-banner")
        self.wait_for(lambda: banner.is_displayed())
        text = self.driver.find_element(By.ID, "error-text").text
        # Compiler form, the file first (file:line:col once the scene itself is refused).
        self.assertTrue(text.startswith(self.scene + ":"), text)
        self.assertIn(": error: ", text)
        self.assertEqual(self.frame("box"), [20, 10, 160, 80])
        self.assertIsNone(self.frame("v0"))
        self.shot("preview-layout-failed")
        self.write(SCENE)
        self.wait_for(lambda: not banner.is_displayed())

    def test_the_page_says_when_it_is_busy(self):
        status = self.driver.find_element(By.ID, "preview-status")
        self.assertFalse(status.is_displayed())
        # Every text the status line shows, in order, as the page shows it.
        self.js("""
            window.statusSeen = [];
            const note = document.getElementById('preview-status');
            new MutationObserver(() => { if (!note.hidden) statusSeen.push(note.textContent); })
                .observe(note, {attributes: true, childList: true, characterData: true, subtree: true});""")
        self.write(LONG_LIST)
        self.wait_for(lambda: self.frame("l%d" % (LABELS - 1)) is not None, seconds=60)
        self.wait_for(lambda: not status.is_displayed())
        self.assertIn("Laying out the new version…", self.js("return statusSeen"))
        self.assertEqual(self.frame("l%d" % (LABELS - 1))[0], 0)
        self.assertEqual(self.frame("box"), [20, 10, 160, 80])

    def test_the_server_refuses_what_is_not_a_scene_page(self):
        for path in ["box.yaml", "scene/1", "scene/0/../../box.yaml", "etc/passwd"]:
            with self.assertRaises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(self.base + path, timeout=5)
            self.assertEqual(refused.exception.code, 404, path)
        request = urllib.request.Request(self.base + "scene/0", headers={"Host": "attacker.example:%d" % self.port})
        with self.assertRaises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=5)
        self.assertEqual(refused.exception.code, 403)

    def test_the_switches_lay_the_scene_out_in_that_variant(self):
        bar = self.driver.find_element(By.ID, "variants")
        self.assertTrue(bar.is_displayed())
        # The device list is `plumb devices`' presets, each with its size, safe area and classes.
        device = Select(self.driver.find_element(By.ID, "variant-device"))
        se = self.driver.find_element(By.CSS_SELECTOR, "#variant-device option[value='iphone-se']")
        self.assertEqual(se.text, "iPhone SE (3rd generation) · 375×667")
        self.assertEqual(se.get_attribute("title"),
                         "portrait: safe area 20 0 0 0, w:compact h:regular · landscape: safe area 0 0 0 0, w:compact h:compact")
        self.assertEqual(len(device.options), 1 + len(self.js("return plumbInspector.model().variants.devices")))
        self.assertFalse(self.driver.find_element(By.ID, "variant-orientation").is_enabled())
        self.js("plumbInspector.select('note')")

        # A second page of the same scene follows every switch, as it follows an edit.
        first = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        self.driver.get(self.base + "scene/0")
        self.wait_for(lambda: self.js("return !!(window.plumbInspector && plumbInspector.ready)"))
        second = self.driver.current_window_handle
        self.driver.switch_to.window(first)

        device.select_by_value("iphone-se")
        self.wait_for(lambda: self.frame("root") == [0, 0, 375, 667])
        self.assertEqual(self.frame("box"), [20, 10, 335, 647])
        traits = self.driver.find_element(By.ID, "variant-traits")
        self.assertEqual(traits.text, "safe area 20 0 0 0 · w:compact h:regular")
        self.assertEqual(self.js("return plumbInspector.selection()"), "note")

        Select(self.driver.find_element(By.ID, "variant-orientation")).select_by_value("landscape")
        self.wait_for(lambda: self.frame("root") == [0, 0, 667, 375])
        self.assertEqual(traits.text, "safe area 0 0 0 0 · w:compact h:compact")

        width = self.frame("note")[2]
        Select(self.driver.find_element(By.ID, "variant-language")).select_by_value("double")
        self.wait_for(lambda: self.js("return plumbInspector.model().views.find(v => v.key === 'note').text") == "Hello Hello")
        self.assertGreater(self.frame("note")[2], width)
        Select(self.driver.find_element(By.ID, "variant-direction")).select_by_value("rtl")
        self.wait_for(lambda: self.js("return plumbInspector.model().direction") == "rtl")
        Select(self.driver.find_element(By.ID, "variant-appearance")).select_by_value("dark")
        Select(self.driver.find_element(By.ID, "variant-text-size")).select_by_value("AX3")
        self.wait_for(lambda: self.js("const v = plumbInspector.model().variants; return v.appearance + ' ' + v.textSize") == "dark AX3")
        self.assertEqual([Select(self.driver.find_element(By.ID, "variant-" + name)).first_selected_option.get_attribute("value")
                          for name in ("device", "orientation", "text-size", "appearance", "language", "direction")],
                         ["iphone-se", "landscape", "AX3", "dark", "double", "rtl"])
        self.shot("preview-variant")

        self.driver.switch_to.window(second)
        self.wait_for(lambda: self.js("const v = plumbInspector.model().variants; return v.appearance + ' ' + v.textSize") == "dark AX3")
        self.assertEqual(self.frame("root"), [0, 0, 667, 375])
        self.driver.close()
        self.driver.switch_to.window(first)

        device.select_by_value("")
        self.wait_for(lambda: self.frame("root") == [0, 0, 200, 100])
        self.assertFalse(self.driver.find_element(By.ID, "variant-orientation").is_enabled())

    def test_the_resize_handle_can_be_grabbed_at_the_fit_zoom(self):
        handle = self.driver.find_element(By.ID, "resize-handle")
        on_top = """
            const r = document.getElementById('resize-handle').getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return hit ? hit.id : null;"""
        # The file's 200×100, a phone, and a size whose corner lands in the viewport's own corner
        # at the fit zoom (where the zoom buttons used to sit over it).
        port = self.js("const r = document.getElementById('viewport').getBoundingClientRect(); return [r.width, r.height]")
        for size in ([200, 100], [393, 852], [int(port[0]) - 64, int(port[1]) - 64]):
            self.js("plumbInspector.onResize(arguments[0], arguments[1])", *size)
            self.wait_for(lambda: self.frame("root") == [0, 0] + size)
            self.driver.find_element(By.ID, "zoom-fit").click()
            self.assertEqual(self.js(on_top), "resize-handle", size)
        self.shot("preview-handle")
        # And dragged there: the scene grows by the distance over the zoom.
        zoom = self.js("return parseFloat(document.getElementById('zoom-level').textContent) / 100")
        before = self.frame("root")
        ActionChains(self.driver).click_and_hold(handle).move_by_offset(-40, -30).release().perform()
        self.wait_for(lambda: self.frame("root")[2] < before[2])
        after = self.frame("root")
        self.assertAlmostEqual(after[2], before[2] - 40 / zoom, delta=1)
        self.assertAlmostEqual(after[3], before[3] - 30 / zoom, delta=1)

    def test_the_page_says_when_its_server_is_gone(self):
        scene = os.path.join(self.folder, "gone.yaml")
        with open(scene, "w") as f:
            f.write(SCENE)
        server, base, port = start_server(scene)
        try:
            self.driver.get(base + "scene/0")
            self.wait_for(lambda: self.js("return !!(window.plumbPreview && plumbPreview.connected && !plumbPreview.busy)"))
            status = self.driver.find_element(By.ID, "preview-status")
            self.assertFalse(status.is_displayed())
            stop_server(server)
            self.wait_for(lambda: status.is_displayed() and "has stopped" in status.text)
            self.assertEqual(status.text, "The preview server has stopped: this page no longer follows the scene file. "
                                          "Run plumb preview again and the page reconnects.")
            self.assertTrue(self.js("return document.body.classList.contains('preview-gone')"))
            # The picture is greyed and the controls that need the server are off.
            self.assertEqual(self.js("return getComputedStyle(document.getElementById('stage')).filter"), "grayscale(1)")
            self.assertEqual(self.js("return getComputedStyle(document.getElementById('variants')).pointerEvents"), "none")
            self.assertEqual(self.js("return getComputedStyle(arguments[0]).color", status), "rgb(255, 217, 214)")
            self.shot("preview-gone")
            # A server started again on the port brings the page back.
            server, base, port = start_server(scene, port)
            self.wait_for(lambda: not status.is_displayed())
            self.assertFalse(self.js("return document.body.classList.contains('preview-gone')"))
            self.assertEqual(self.frame("box"), [20, 10, 160, 80])
        finally:
            stop_server(server)

    def test_a_long_error_wraps(self):
        # A window where the message is wider than the banner.
        self.driver.set_window_size(1100, 800)
        self.addCleanup(self.driver.set_window_size, 1440, 900)
        self.write(SCENE.replace("note.center == box.center", "note.centreX == box.centerX\n  - note.centerY == box.centerY"))
        banner = self.driver.find_element(By.ID, "error-banner")
        self.wait_for(lambda: banner.is_displayed())
        text = self.driver.find_element(By.ID, "error-text")
        self.assertIn("Did you mean 'centerX'?", text.text)
        # Nothing runs past the banner's right edge: the message wraps onto a second line, and
        # the source line and its caret stay whole, the caret under the bad attribute.
        geometry = self.js("""
            const pre = document.getElementById('error-text');
            const node = [...pre.childNodes].find(n => n.nodeType === 3 && n.textContent.includes('Did you mean'));
            const range = document.createRange();
            const at = node.textContent.indexOf('Did you mean');
            range.setStart(node, at);
            range.setEnd(node, at + 'Did you mean'.length);
            const hint = range.getBoundingClientRect();
            const box = pre.getBoundingClientRect();
            const message = document.createRange();
            message.setStart(node, 0);
            message.setEnd(node, node.textContent.indexOf('\\n'));
            const tops = new Set([...message.getClientRects()].map(r => Math.round(r.top)));
            return {overflow: pre.scrollWidth - pre.clientWidth, hintRight: hint.right, boxRight: box.right, messageLines: tops.size};""")
        self.assertLessEqual(geometry["overflow"], 0)
        self.assertLessEqual(geometry["hintRight"], geometry["boxRight"])
        self.assertGreater(geometry["messageLines"], 1)
        self.assertIn("  - note.centreX == box.centerX\n         ^", self.js("return document.getElementById('error-text').textContent"))
        self.shot("preview-error-wraps")
        self.write(SCENE)
        self.wait_for(lambda: not banner.is_displayed())


if __name__ == "__main__":
    unittest.main()
