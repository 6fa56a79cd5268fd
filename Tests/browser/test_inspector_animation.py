"""The inspector page's time scrubber (`plumb inspect --change …`), driven in headless Chromium.

Run by Tests/PlumbCLITests/BrowserTests.swift (so `swift test` runs it), or by hand:

    PLUMB=.build/debug/plumb python3 -m unittest Tests/browser/test_inspector_animation.py

Needs what test_inspector.py needs (Debian's `chromium` and `chromium-driver`, Python's
`selenium`). Set PLUMB_SCREENSHOTS=DIR to keep screenshots of the pages.
"""

import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_inspector import SAMPLES, InspectorPageCase  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHANGE = ["--change", "window.width=300->100", "--duration", "1", "--fps", "10", "--curve", "linear"]


class InspectorAnimationTests(InspectorPageCase):
    # ------------------------------------------------------------------ helpers

    def page(self, *flags, name="purple", scene="purple-in-blue.yaml"):
        """Opens the page of a sample (purple-in-blue) that `plumb inspect` writes with these flags."""
        return super().page(os.path.join(SAMPLES, scene), name=name, expected_status=0, flags=flags)

    def text(self, element_id):
        return self.driver.find_element(By.ID, element_id).text

    def frame(self):
        return self.js("return window.plumbInspector.frame()")

    def scrub_to(self, index):
        """Moves the range input as a user would: focus it, then step with the arrow keys."""
        scrubber = self.driver.find_element(By.ID, "scrub-range")
        scrubber.click()
        scrubber.send_keys(Keys.HOME)
        for _ in range(index):
            scrubber.send_keys(Keys.ARROW_RIGHT)

    def shown_width(self):
        """The natural width of the picture the canvas shows, once loaded (the SVG's width in CSS pixels)."""
        return self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const image = document.getElementById('picture');
            if (image.complete && image.naturalWidth) done(image.naturalWidth); else image.onload = () => done(image.naturalWidth);
        """)

    # ------------------------------------------------------------------ tests

    def test_a_page_without_an_animation_has_no_scrubber(self):
        # answer-row has no animation: key (purple-in-blue's would animate it without flags).
        self.page(name="still", scene="answer-row.yaml")
        self.assertEqual(self.js("return document.getElementById('scrubber')"), None)
        self.assertEqual(self.frame(), None)

    def test_the_scrubber_shows_the_frame_and_moves_the_selection(self):
        self.page(*CHANGE, "--mode", "both")
        model = self.js("return window.plumbInspector.model()")
        films = model["animation"]["films"]
        self.assertEqual([f["mode"] for f in films], ["constraints", "interpolated"])
        self.assertEqual(self.frame(), {"film": 0, "index": 0})
        self.assertEqual(self.text("scrub-time"), "0 s")
        self.js("window.plumbInspector.select('purple')")
        first = self.js("return document.getElementById('picture').src")
        self.assertTrue(first.startswith("blob:"))
        self.assertEqual(self.shown_width(), 400)   # 300 pt
        self.scrub_to(5)
        self.assertEqual(self.frame(), {"film": 0, "index": 5})
        self.assertEqual(self.text("scrub-time"), "0.5 s")
        self.assertEqual(self.text("scrub-frame"), "frame 5 / 10")
        # The picture is frame 5's: its SVG is the one the page holds for that frame.
        picture = films[0]["frames"][5]["picture"]
        self.assertEqual(self.js("return document.getElementById('picture').dataset.picture"), str(picture))
        self.assertNotEqual(self.js("return document.getElementById('picture').src"), first)
        svg = self.js("return document.getElementById('plumb-frame-' + arguments[0]).textContent", picture)
        self.assertIn('width="200pt"', svg)   # the window is 200 wide at 0.5 s
        self.assertEqual(self.shown_width(), 267)   # and that is the picture shown: 200 pt
        # The selection's frame rectangle moved with the frame: purple at x 50 in a 200-wide window.
        rect = self.js("const r = document.querySelector('#layer-frames .sel-frame'); return [r.getAttribute('x'), r.getAttribute('width')].map(Number)")
        self.assertEqual(rect, [50, 100])
        self.assertEqual(self.text("scrub-status"), "holds: every constraint as the layout of this moment has it")
        self.assertIn("holds", self.driver.find_element(By.ID, "scrub-status").get_attribute("class"))
        self.shot("scrubber-constraints-5")
        # The interpolated film: Core Animation's straight line misses purple.width == 100 by 20.
        self.driver.find_element(By.CSS_SELECTOR, '#scrub-modes button[data-film="1"]').click()
        self.assertEqual(self.frame(), {"film": 1, "index": 5})
        self.assertEqual(self.text("scrub-status"), "purple.width == 100 @250 off by 20")
        self.assertIn("misses", self.driver.find_element(By.ID, "scrub-status").get_attribute("class"))
        red = self.js("return getComputedStyle(document.getElementById('scrub-status')).color")
        self.assertEqual(red, "rgb(255, 69, 58)")
        rect = self.js("const r = document.querySelector('#layer-frames .sel-frame'); return [r.getAttribute('x'), r.getAttribute('width')].map(Number)")
        self.assertEqual(rect, [60, 80])
        # The missed constraint's I-beam turns red.
        beam = "#layer-constraints .constraint-mark[data-constraint='%d'] .beam" % films[1]["frames"][5]["violations"][0]["constraint"]
        self.assertTrue(self.js("return document.querySelector(arguments[0]).classList.contains('conflicting')", beam))
        self.shot("scrubber-interpolated-5")
        # The last frame holds again.
        self.driver.find_element(By.ID, "scrub-range").send_keys(Keys.END)
        self.assertEqual(self.frame(), {"film": 1, "index": 10})
        self.assertIn("holds", self.text("scrub-status"))

    def test_play_advances_the_frames_and_space_pauses(self):
        self.page(*CHANGE, "--mode", "constraints", name="play")
        self.assertEqual(self.js("return document.querySelectorAll('#scrub-modes button').length"), 0)
        # The whole film lasts about a third of a second, less than one WebDriver call takes
        # on a loaded machine: playing and pausing happen inside one script, so that the
        # film cannot end (and a space restart it) between them.
        playing, paused = self.js("""
            document.getElementById('scrub-play').click();
            const playing = document.getElementById('scrub-play').getAttribute('aria-pressed');
            document.body.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true}));
            return [playing, window.plumbInspector.frame().index];""")
        self.assertEqual(playing, "true")
        self.assertLess(paused, 10)
        time.sleep(0.3)
        self.assertEqual(self.frame()["index"], paused)
        self.assertEqual(self.driver.find_element(By.ID, "scrub-play").get_attribute("aria-pressed"), "false")
        body = self.driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.SPACE)   # plays on, frame by frame, to the end, and stops there
        WebDriverWait(self.driver, 10).until(lambda d: self.frame()["index"] == 10)
        WebDriverWait(self.driver, 5).until(
            lambda d: d.find_element(By.ID, "scrub-play").get_attribute("aria-pressed") == "false")
        self.assertEqual(self.frame()["index"], 10)
        self.assertEqual(self.text("scrub-time"), "1 s")
        self.assertEqual(self.driver.find_element(By.ID, "scrub-play").get_attribute("aria-pressed"), "false")


if __name__ == "__main__":
    unittest.main()
