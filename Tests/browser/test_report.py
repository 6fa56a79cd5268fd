"""The review page `plumb snapshot verify --report` writes, driven in headless Chromium with Selenium.

Run by Tests/PlumbCLITests/BrowserTests.swift (so `swift test` runs it), or by hand:

    PLUMB=.build/debug/plumb python3 -m unittest -v Tests/browser/test_report.py

The report comes from the real tool: six scenes are recorded at 2x, then changed (a box moves,
a view appears, the canvas widens, a phone screen's messages move down) or lose their
references, and verified with `--report`. Set PLUMB_SCREENSHOTS=DIR to keep screenshots.
"""

import base64
import json
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import unittest

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_inspector import PLUMB, SAMPLES, SCREENSHOTS, make_driver  # noqa: E402

BOX = """size: {width: 100, height: 60}
views:
  - {id: box, background: "#3d7fd9"}
constraints:
  - "H:|-10-[box(40)]"
  - "V:|-10-[box(30)]"
"""
SCENES = ["box", "same", "fresh", "wide", "grow", "chat"]
TABS = {"diff": ["diff"], "actual": ["act"], "expected": ["ref"], "side": ["ref", "act"], "slider": ["act", "ref"]}
FIELDS = {"ref": "reference", "act": "actual", "diff": "changedPixels"}


def diff_keys(result):
    """The Diff tab's pictures: the faded expected one under the changed pixels alone."""
    return ["ref", "diff"] if result.get("changedPixels") else ["diff"]


def png_size(b64):
    return struct.unpack(">II", base64.b64decode(b64)[16:24])


class ReportPageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="plumb-report-")
        for name in SCENES[:-1]:
            cls.write(name + ".yaml", BOX)
        shutil.copy(os.path.join(SAMPLES, "chat-screen.yaml"), os.path.join(cls.folder, "chat.yaml"))
        cls.plumb(["snapshot", "record"] + [n + ".yaml" for n in SCENES] + ["--snapshots", "refs", "--scale", "2"], 0)
        cls.edit("box.yaml", "|-10-[box(40)]", "|-30-[box(40)]")
        cls.edit("wide.yaml", "width: 100", "width: 140")
        cls.edit("grow.yaml", '  - {id: box, background: "#3d7fd9"}\n',
                 '  - {id: box, background: "#3d7fd9"}\n  - {id: dot, background: "#e0a030"}\n')
        cls.edit("grow.yaml", '"V:|-10-[box(30)]"\n', '"V:|-10-[box(30)]"\n  - "H:[dot(20)]-10-|"\n  - "V:|-10-[dot(20)]"\n')
        cls.edit("chat.yaml", "m1.top == day.bottom + 12", "m1.top == day.bottom + 40")
        os.remove(os.path.join(cls.folder, "refs", "fresh.scale-2.png"))
        os.remove(os.path.join(cls.folder, "refs", "fresh.layout.txt"))
        cls.verify = cls.plumb(["snapshot", "verify"] + [n + ".yaml" for n in SCENES]
                               + ["--snapshots", "refs", "--scale", "2", "--report", "report.html"], 1)
        cls.page = os.path.join(cls.folder, "report.html")
        with open(os.path.join(cls.folder, "report.json")) as f:
            cls.results = {r["name"]: r for r in json.load(f)["results"]}
        cls.driver = make_driver(1280, 800)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.folder, ignore_errors=True)

    # ------------------------------------------------------------------ helpers

    @classmethod
    def write(cls, name, text):
        with open(os.path.join(cls.folder, name), "w") as f:
            f.write(text)

    @classmethod
    def edit(cls, name, old, new):
        with open(os.path.join(cls.folder, name)) as f:
            text = f.read()
        assert old in text, (name, old)
        cls.write(name, text.replace(old, new))

    @classmethod
    def plumb(cls, arguments, status, folder=None):
        result = subprocess.run([os.path.abspath(PLUMB)] + arguments, cwd=folder or cls.folder, capture_output=True, text=True)
        assert result.returncode == status, (arguments, result.returncode, result.stdout, result.stderr)
        return result

    def setUp(self):
        self.open(self.page)

    def open(self, path):
        self.driver.get("file://" + path)
        for _ in range(100):
            if self.js("return !!(window.plumbReport && window.plumbReport.ready)"):
                return
            time.sleep(0.05)
        self.fail("the page never became ready")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def screenshot(self, name):
        if SCREENSHOTS:
            os.makedirs(SCREENSHOTS, exist_ok=True)
            self.driver.save_screenshot(os.path.join(SCREENSHOTS, name + ".png"))

    def click(self, selector):
        """Clicks an element as a user would, once it is scrolled clear of the sticky bars."""
        element = self.driver.find_element(By.CSS_SELECTOR, selector)
        self.js("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return element

    def entry(self, name):
        return self.js("return [...document.querySelectorAll('.result')].find((e) => e.dataset.name === arguments[0]).id", name)

    def shown(self):
        return self.js("return [...document.querySelectorAll('.result')].filter((e) => !e.hidden).map((e) => e.dataset.name)")

    def shown_images(self, entry):
        """The pictures the entry's stage shows: which, their src, natural size and box on screen."""
        return self.js("""
            return [...document.querySelectorAll('#' + arguments[0] + ' .stage img')].map((i) => {
              const r = i.getBoundingClientRect();
              return {key: i.dataset.image, src: i.src, w: i.naturalWidth, h: i.naturalHeight,
                      box: [r.left, r.top, r.right, r.bottom]};
            });""", entry)

    def show(self, entry, tab):
        self.js("plumbReport.show(arguments[0], arguments[1])", entry, tab)
        for _ in range(100):
            if self.js("return [...document.querySelectorAll('#' + arguments[0] + ' .stage img')].every((i) => i.complete)", entry):
                return
            time.sleep(0.02)

    def image_failures(self):
        return [n for n, r in self.results.items() if r["kind"] == "image" and r["status"] in ("failed", "new")]

    # ------------------------------------------------------------------ tests

    def test_the_summary_counts_each_status(self):
        self.assertEqual(self.driver.find_element(By.ID, "summary").text, "8 failed, 2 new, 2 passed, 0 skipped")
        counts = self.js("return Object.fromEntries([...document.querySelectorAll('.filters button')]"
                         ".map((b) => [b.dataset.filter, +b.querySelector('b').textContent]))")
        self.assertEqual(counts, {"all": 12, "failed": 8, "new": 2, "passed": 2, "skipped": 0})
        self.assertIn("report: report.html (8 failed, 2 new, 2 passed, 0 skipped)", self.verify.stdout)
        self.screenshot("report-top")

    def test_failures_come_first_and_open_and_passes_are_folded_without_pictures(self):
        entries = self.js("return [...document.querySelectorAll('.result')].map((e) => [e.dataset.status, e.open, "
                          "e.querySelectorAll('img').length, !!e.querySelector('.viewer')])")
        self.assertEqual([s for s, _, _, _ in entries], ["failed"] * 2 + ["new"] * 2 + ["failed"] * 6 + ["passed"] * 2)
        for status, is_open, images, viewer in entries:
            self.assertEqual(is_open, status != "passed")
            if status == "passed":
                self.assertEqual((images, viewer), (0, False))
        # Every picture is in the page once: the tabs take it from one array of base64 strings.
        with open(self.page) as f:
            html = f.read()
        for name, result in self.results.items():
            for field in ("reference", "actual", "changedPixels"):
                if result.get(field) and result["kind"] == "image":
                    self.assertEqual(html.count(result[field]), 1, (name, field))
            # The whole diff image stays in the JSON and the artifacts; the page has its marks alone.
            if result.get("diff"):
                self.assertEqual(html.count(result["diff"]), 0, name)
        # Self-contained: no URL but the pictures' data: and the editor's vscode: links.
        self.assertEqual(set(re.findall(r"[a-z]+://", html)), {"vscode://"})
        self.assertEqual(re.findall(r"https?:", html), [])

    def test_the_counts_and_the_search_box_filter_the_list(self):
        everything = self.shown()
        self.assertEqual(len(everything), 12)
        buttons = {b.get_attribute("data-filter"): b for b in self.driver.find_elements(By.CSS_SELECTOR, ".filters button")}
        buttons["failed"].click()
        self.assertEqual(sorted(self.shown()), sorted(n for n, r in self.results.items() if r["status"] == "failed"))
        self.assertEqual(len(self.shown()), 8)
        self.assertEqual(buttons["failed"].get_attribute("aria-pressed"), "true")
        self.screenshot("report-failed-only")
        buttons["new"].click()
        self.assertEqual(sorted(self.shown()), ["fresh.layout.txt", "fresh.scale-2.png"])
        buttons["new"].click()   # clicking the chosen count again shows all
        self.assertEqual(self.shown(), everything)
        buttons["passed"].click()
        self.assertEqual(sorted(self.shown()), ["same.layout.txt", "same.scale-2.png"])
        buttons["skipped"].click()
        self.assertEqual(self.shown(), [])
        self.assertTrue(self.driver.find_element(By.ID, "none").is_displayed())
        buttons["all"].click()
        self.assertEqual(self.shown(), everything)
        search = self.driver.find_element(By.ID, "search")
        search.send_keys("CHAT")
        self.assertEqual(self.shown(), ["chat.scale-2.png", "chat.layout.txt"])
        search.clear()
        search.send_keys("wide.yaml")   # the group
        self.assertEqual(self.shown(), ["wide.scale-2.png", "wide.layout.txt"])

    def test_each_tab_shows_its_pictures(self):
        for name in self.image_failures():
            result, entry = self.results[name], self.entry(name)
            tabs = self.js("return [...document.querySelectorAll('#' + arguments[0] + ' .tabs button')].map((b) => b.dataset.tab)", entry)
            if result["status"] == "new":
                self.assertEqual(tabs, ["actual"], name)
            else:
                self.assertEqual(tabs, list(TABS), name)
            for tab in tabs:
                self.show(entry, tab)
                self.assertEqual(self.js("return document.querySelector('#' + arguments[0] + ' [aria-selected=true]').dataset.tab", entry), tab)
                shown = self.shown_images(entry)
                if tab == "diff" and not result.get("diff"):
                    note = self.driver.find_element(By.CSS_SELECTOR, "#%s .note" % entry).text
                    self.assertIn("No diff image: the sizes differ (expected 200×120 px, actual 280×120 px)", note)
                    self.assertEqual(shown, [])
                    continue
                self.assertEqual([i["key"] for i in shown], diff_keys(result) if tab == "diff" else TABS[tab], (name, tab))
                for image in shown:
                    expected = result[FIELDS[image["key"]]]
                    self.assertEqual(image["src"], "data:image/png;base64," + expected, (name, tab))
                    self.assertEqual((image["w"], image["h"]), png_size(expected), (name, tab))
        self.assertEqual(png_size(self.results["chat.scale-2.png"]["actual"]), (750, 1624))

    def test_every_picture_fits_the_window_in_every_tab(self):
        self.assertEqual(self.js("return [innerWidth, outerHeight]"), [1280, 800])
        for name in self.image_failures():
            entry = self.entry(name)
            for tab in self.js("return [...document.querySelectorAll('#' + arguments[0] + ' .tabs button')].map((b) => b.dataset.tab)", entry):
                self.show(entry, tab)
                if name == "chat.scale-2.png":
                    self.screenshot("report-%s" % tab)
                bottom = self.js("return document.getElementById('accept').getBoundingClientRect().top")
                top = self.js("return document.getElementById('top').getBoundingClientRect().bottom")
                for image in self.shown_images(entry):
                    left, above, right, below = image["box"]
                    self.assertGreaterEqual(left, 0, (name, tab))
                    self.assertLessEqual(right, 1280, (name, tab))
                    self.assertGreaterEqual(above, top, (name, tab))
                    self.assertLessEqual(below, bottom, (name, tab))
                self.assertLessEqual(self.js("return document.documentElement.scrollWidth"), 1280)
        # The phone screen is scaled down to fit; a click shows it 1:1, another fits it again.
        entry = self.entry("chat.scale-2.png")
        self.show(entry, "actual")
        fitted = self.shown_images(entry)[0]["box"]
        self.assertLess(fitted[3] - fitted[1], 600)
        image = self.driver.find_element(By.CSS_SELECTOR, "#%s .stage img" % entry)
        image.click()
        box = self.shown_images(entry)[0]["box"]
        self.assertEqual((box[2] - box[0], box[3] - box[1]), (750, 1624))
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "#%s .scale" % entry).text, "100%")
        self.assertLessEqual(self.js("return document.documentElement.scrollWidth"), 1280)
        image.click()
        self.assertEqual(self.shown_images(entry)[0]["box"], fitted)
        # + zooms by a quarter, ctrl+wheel too; Fit goes back.
        self.driver.find_element(By.CSS_SELECTOR, "#%s [data-zoom='+']" % entry).click()
        box = self.shown_images(entry)[0]["box"]
        self.assertAlmostEqual(box[3] - box[1], (fitted[3] - fitted[1]) * 1.25, delta=1)
        self.js("document.querySelector('#' + arguments[0] + ' .stage').dispatchEvent("
                "new WheelEvent('wheel', {deltaY: -100, ctrlKey: true, cancelable: true}))", entry)
        box = self.shown_images(entry)[0]["box"]
        self.assertAlmostEqual(box[3] - box[1], (fitted[3] - fitted[1]) * 1.5625, delta=1)
        self.driver.find_element(By.CSS_SELECTOR, "#%s [data-zoom='fit']" % entry).click()
        self.assertEqual(self.shown_images(entry)[0]["box"], fitted)

    def test_the_slider_uncovers_the_expected_picture(self):
        entry = self.entry("chat.scale-2.png")
        self.show(entry, "slider")
        width = lambda: self.js("return document.querySelector('#' + arguments[0] + ' .over').getBoundingClientRect().width", entry)
        pair = self.js("return document.querySelector('#' + arguments[0] + ' .pair').getBoundingClientRect().width", entry)
        self.assertAlmostEqual(width(), pair / 2, delta=1)
        self.js("const r = document.querySelector('#' + arguments[0] + ' input[type=range]');"
                "r.value = 20; r.dispatchEvent(new Event('input'))", entry)
        self.assertAlmostEqual(width(), pair * 0.2, delta=1)
        self.screenshot("report-slider-20")
        # The expected picture is the one under the cover (the left part).
        over = self.js("return document.querySelector('#' + arguments[0] + ' .over img').dataset.image", entry)
        self.assertEqual(over, "ref")

    def test_the_accept_box_builds_the_command_for_the_checked_failures(self):
        command = self.driver.find_element(By.ID, "accept-command")
        copy = self.driver.find_element(By.ID, "copy")
        self.assertEqual(command.text, "")
        self.assertFalse(copy.is_enabled())
        for name in ("box.scale-2.png", "fresh.layout.txt"):
            self.click("#%s .accept-box" % self.entry(name))
        self.assertTrue(self.js("return document.getElementById(arguments[0]).open", self.entry("box.scale-2.png")))
        run_folder = "cd %s && " % shlex.quote(self.folder)
        self.assertEqual(command.text, run_folder + "plumb snapshot accept report.json --only box.scale-2.png --only fresh.layout.txt")
        self.assertTrue(copy.is_enabled())
        self.screenshot("report-accept")
        # The command runs as printed from any folder: pasted elsewhere, it records those two and no other.
        refs, saved = os.path.join(self.folder, "refs"), os.path.join(self.folder, "refs-before")
        shutil.copytree(refs, saved)
        elsewhere = tempfile.mkdtemp(prefix="plumb-elsewhere-")
        path = os.path.dirname(os.path.abspath(PLUMB)) + os.pathsep + os.environ.get("PATH", "")
        run = subprocess.run(["sh", "-c", command.text], cwd=elsewhere, capture_output=True, text=True, env=dict(os.environ, PATH=path))
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("2 accepted, 8 left failing", run.stdout)

        def read(path):
            with open(path, "rb") as f:
                return f.read()

        def same(name):
            old = os.path.join(saved, name)
            return os.path.exists(old) and read(old) == read(os.path.join(refs, name))
        self.assertEqual(sorted(n for n in os.listdir(refs) if not same(n)), ["box.scale-2.png", "fresh.layout.txt"])
        self.assertEqual(os.listdir(elsewhere), [])
        shutil.rmtree(refs)
        shutil.move(saved, refs)
        shutil.rmtree(elsewhere)
        self.click("#select-all")
        failures = self.js("return [...document.querySelectorAll('.result')].filter((e) => e.open).map((e) => e.dataset.name)")
        self.assertEqual(command.text, run_folder + "plumb snapshot accept report.json " + " ".join("--only " + n for n in failures))
        self.assertEqual(len(failures), 10)
        self.click("#select-all")
        self.assertEqual(command.text, "")
        # The command names the JSON the run wrote beside its page, quoted for the shell.
        self.plumb(["snapshot", "verify", "chat.yaml", "--snapshots", "refs", "--scale", "2", "--report", "review page.html"], 1)
        self.open(os.path.join(self.folder, "review page.html"))
        self.click("#%s .accept-box" % self.entry("chat.layout.txt"))
        self.assertEqual(self.driver.find_element(By.ID, "accept-command").text,
                         run_folder + "plumb snapshot accept 'review page.json' --only chat.layout.txt")

    def test_text_diffs_are_coloured_hunks_and_new_text_is_shown(self):
        entry = self.entry("box.layout.txt")
        lines = self.js("""
            return [...document.querySelectorAll('#' + arguments[0] + ' .textdiff span')].map((s) => {
              const c = getComputedStyle(s);
              return [s.className, s.textContent, c.color, c.backgroundColor];
            });""", entry)
        self.assertEqual([(k, t) for k, t, _, _ in lines], [
            ("file", "--- reference"), ("file", "+++ actual"), ("hunk", "@@ -1,2 +1,2 @@"),
            ("ctx", " root View (0 0; 100 60)"), ("del", "-  box View (10 10; 40 30)"), ("add", "+  box View (30 10; 40 30)")])
        colours = {k: (c, b) for k, _, c, b in lines}
        self.assertEqual(colours["del"], ("rgb(130, 7, 30)", "rgb(255, 235, 233)"))   # red
        self.assertEqual(colours["add"], ("rgb(17, 99, 41)", "rgb(218, 251, 225)"))   # green
        self.assertEqual(colours["hunk"], ("rgb(87, 96, 106)", "rgb(234, 238, 242)"))   # grey
        self.js("document.getElementById(arguments[0]).scrollIntoView()", entry)
        self.screenshot("report-text-diff")
        fresh = self.driver.find_element(By.CSS_SELECTOR, "#%s pre.text" % self.entry("fresh.layout.txt")).text
        self.assertEqual(fresh + "\n", base64.b64decode(self.results["fresh.layout.txt"]["actual"]).decode())

    def test_each_failure_says_where_it_is_and_what_went_wrong(self):
        entry = self.entry("chat.scale-2.png")
        link = self.driver.find_element(By.CSS_SELECTOR, "#%s .location a" % entry).get_attribute("href")
        self.assertEqual(link, "vscode://file" + os.path.realpath(os.path.join(self.folder, "chat.yaml")) + ":1:1")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "#%s .location code" % entry).text, "chat.yaml:1:1")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "#%s .reference" % entry).text, "refs/chat.scale-2.png")
        changes = [li.text for li in self.driver.find_elements(By.CSS_SELECTOR, "#%s .changes li" % entry)]
        self.assertEqual(changes, self.results["chat.scale-2.png"]["changes"])
        self.assertIn("m1 moved from (12 129) to (12 157)", changes)
        message = self.driver.find_element(By.CSS_SELECTOR, "#%s details.message" % entry)
        self.assertIsNone(message.get_attribute("open"))   # folded, but there in full
        self.assertEqual(self.js("return arguments[0].querySelector('pre').textContent", message),
                         self.results["chat.scale-2.png"]["message"])
        artifacts = self.js("return [...document.querySelectorAll('#' + arguments[0] + ' .artifacts li')].map((l) => l.textContent)", entry)
        self.assertEqual(artifacts, self.results["chat.scale-2.png"]["artifacts"])
        self.assertEqual(len(artifacts), 3)


if __name__ == "__main__":
    unittest.main()
