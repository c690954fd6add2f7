"""Fixtures of the browser tests: the server under test (REFEREE_URL, set by
scripts/with-server), a small API client for the players the tests drive
from outside the page, and a headless Chromium (Debian's chromium and
chromedriver) driven by Selenium.

Run them with scripts/browser-tests.
"""

import json
import os
import random
import sys
import tempfile
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# The HTTP client the page's other test tools use (web/test/referee_http.py).
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "web", "test"))
import referee_http  # noqa: E402
from referee_http import BASE  # noqa: E402

SCREENSHOTS = os.environ.get("REFEREE_SCREENSHOTS", "target/screenshots")


class Api:
    """The API as a client outside the page calls it."""

    call = staticmethod(referee_http.call)

    def player(self, name):
        return self.call("POST", "/v1/players", body={"name": name})

    def game(self, token, game_id):
        return self.call("GET", f"/v1/games/{game_id}", token)

    def play_random_move(self, players, game_id, rng):
        """One legal move by whoever of `players` is on turn; its new version."""
        for player in players:
            game = self.game(player["token"], game_id)
            legal = game.get("legal_actions")
            if game["status"] != "active" or not legal:
                continue
            hand = game["view"]["hand"]
            if game["game"] == "woof-meow-biscuits":
                action = {"kind": "play", "card": rng.choice(legal["cards"])["id"]}
            elif legal["may_pass"] and (not legal["plays"] or rng.random() < 0.3):
                action = {"kind": "pass"}
            elif legal["may_challenge"] and (not legal["plays"] or rng.random() < 0.2):
                action = {"kind": "challenge"}
            else:
                play = legal["plays"][0]
                count = rng.randint(play["min_count"], min(play["max_count"], len(hand)))
                cards = [c["id"] for c in rng.sample(hand, count)]
                action = {"kind": "play", "cards": cards, "rank": rng.choice(play["ranks"])}
            answer = self.call(
                "POST",
                f"/v1/games/{game_id}/moves",
                player["token"],
                {"game": game["game"], "expected_version": game["version"], "action": action},
            )
            return answer["version"]
        return None

    def wait_finished(self, token, game_id, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            game = self.game(token, game_id)
            if game["status"] == "finished":
                return game
            time.sleep(0.2)
        raise AssertionError(f"game {game_id} did not finish in {timeout} s")


@pytest.fixture(scope="session")
def api():
    return Api()


@pytest.fixture
def rng():
    return random.Random(int(os.environ.get("BROWSER_TEST_SEED", "7")))


class Page:
    """The web page in a headless Chromium, with waits that fail with a
    useful message."""

    def __init__(self, driver, base=BASE):
        self.driver = driver
        # The server's address as this page opens it (a test may take
        # another name of the same loopback server: passkeys need a domain).
        self.base = base

    def open(self, route="#/"):
        self.driver.get(f"{self.base}/{route}")

    def wait(self, condition, message, timeout=15):
        return WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(
            lambda _: condition(), message
        )

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def present(self, css):
        return self.all(css)[0] if self.all(css) else None

    def text(self, css):
        """The rendered text of `css` ("" when absent), read in one go."""
        return self.driver.execute_script(
            "return document.querySelector(arguments[0])?.innerText ?? ''", css
        )

    def content(self, css):
        """The text of `css` whether shown or folded away ("" when absent)."""
        return self.driver.execute_script(
            "return document.querySelector(arguments[0])?.textContent ?? ''", css
        )

    def outside_viewport(self, css):
        """The elements of `css` whose box is not wholly inside the window
        as it is scrolled now: (what, box) pairs; [] when all are inside."""
        return self.driver.execute_script(
            """const w = window.innerWidth, h = window.innerHeight;
            return [...document.querySelectorAll(arguments[0])].map((e) => {
                const r = e.getBoundingClientRect();
                return [e.dataset.card ?? e.dataset.action ?? e.id ?? e.tagName,
                        [r.left, r.top, r.right, r.bottom].map(Math.round), [w, h]];
            }).filter(([, [l, t, r, b]]) => l < 0 || t < 0 || r > w || b > h);""",
            css,
        )

    def focus_within(self, css):
        """Whether the focused element is `css` or inside it."""
        return self.driver.execute_script(
            "return !!document.activeElement?.closest(arguments[0])", css
        )

    def enabled(self, css):
        """Whether `css` is there and neither disabled nor aria-disabled
        (a move the page keeps focusable to say why it is not available)."""
        return self.driver.execute_script(
            "const e = document.querySelector(arguments[0]);"
            " return !!e && !e.disabled && e.getAttribute('aria-disabled') !== 'true'",
            css,
        )

    def register(self, name):
        """Registers a new player through the page's form; its session."""
        self.open("#/")
        self.wait(lambda: self.present("#register-name"), "the sign-in form did not show")
        self.find("#register-name").send_keys(name)
        self.find("#register").click()
        self.wait(lambda: self.present("#create"), "the lobby did not show after registering")
        return self.session()

    def table_state(self):
        """The shown version and the enabled cards of the hand, read in one
        go (the page redraws the table whenever the game changes)."""
        return self.driver.execute_script(
            """return {
                version: Number(document.querySelector('#version')?.textContent ?? -1),
                enabled: [...document.querySelectorAll('.hand button.card')]
                    .filter((b) => !b.disabled).map((b) => Number(b.dataset.card)),
                finished: !!document.querySelector('#outcome'),
            }"""
        )

    def click(self, css, keyboard=False):
        """Clicks (or focuses and presses Enter on) `css`, finding it again
        if a redraw replaced it."""
        for _ in range(20):
            try:
                element = self.find(css)
                if keyboard:
                    element.send_keys("\n")
                else:
                    element.click()
                return
            except StaleElementReferenceException:
                time.sleep(0.05)
        raise AssertionError(f"{css} kept being redrawn")

    def play_card(self, card, version, keyboard=False):
        """Plays `card` of the hand by a click (or Enter) at the shown
        `version`, and waits until the game has moved on without an error."""
        self.click(f'.hand button.card[data-card="{card}"]', keyboard=keyboard)
        self.wait(
            lambda: self.table_state()["version"] > version or self.text("#move-error"),
            "the click did not move the game",
        )
        assert self.text("#move-error") == ""

    def choose_game(self, name_start, bots="random"):
        """Fills the lobby's create form: the game whose name starts with
        `name_start`, and `bots` in the other seats (None: no bots)."""
        self.find("#create-game").send_keys(name_start)
        if bots:
            self.wait(lambda: self.present(f'#create-bots option[value="{bots}"]'), "no bots offered")
            self.find("#create-bots").send_keys(f"fill the other seats with {bots}")

    def create_game(self, name_start, bots="random"):
        """Creates a game through the lobby's form; the new game's id, once
        its page shows."""
        self.choose_game(name_start, bots)
        self.find("#create").click()
        self.wait(lambda: self.present("#version"), "the new game did not open")
        return self.driver.current_url.rsplit("/", 1)[-1]

    def open_bundle(self, bundle):
        """Loads `bundle` from a file into the replay page; the verdict's text."""
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as out:
            json.dump(bundle, out)
        try:
            self.open("#/replay")
            self.wait(lambda: self.present("#bundle-file"), "no file input")
            self.find("#bundle-file").send_keys(out.name)
            self.wait(lambda: self.present("#verdict"), "no verdict")
        finally:
            os.unlink(out.name)
        return self.text("#verdict")

    def session(self):
        """The page's session: kept in the tab, or on the browser (the default)."""
        return json.loads(
            self.driver.execute_script(
                "return sessionStorage.getItem('referee.session') ?? localStorage.getItem('referee.session')"
            )
        )

    def accessibility_problems(self):
        """axe-core's serious and critical findings on the page as it is
        (tests/browser/node_modules, pinned in tests/browser/package.json)."""
        axe = os.path.join(os.path.dirname(__file__), "node_modules", "axe-core", "axe.min.js")
        with open(axe, encoding="utf-8") as source:
            self.driver.execute_script(source.read())
        result = self.driver.execute_async_script(
            """const done = arguments[arguments.length - 1];
            axe.run(document, {resultTypes: ['violations']})
               .then((r) => done(r.violations), (e) => done([{id: 'axe-failed', impact: 'critical', help: String(e), nodes: []}]));"""
        )
        return [
            f"{v['id']} ({v['impact']}): {v['help']}: "
            + "; ".join(n["html"][:120] for n in v["nodes"][:3])
            for v in result
            if v["impact"] in ("serious", "critical")
        ]

    def screenshot(self, name, directory=SCREENSHOTS):
        os.makedirs(directory, exist_ok=True)
        self.driver.execute_script("window.scrollTo(0, 0)")
        self.driver.save_screenshot(os.path.join(directory, f"{name}.png"))

    def errors(self, refused_requests_expected=False):
        """Errors the page logged to its console (a failed module load, an
        uncaught exception, and unless expected, a refused request)."""
        return [
            entry["message"]
            for entry in self.driver.get_log("browser")
            if entry["level"] == "SEVERE"
            and not (refused_requests_expected and "Failed to load resource" in entry["message"])
        ]


def new_browser():
    """A headless Chromium of its own: its own storage, as another person's browser."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    # As the machine's notes say: no sandbox as root, and no background
    # traffic (the network is closed).
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1100,1250",
    ):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    return Page(driver)


def browser_for_a_test():
    """A new browser, quit once the test is done."""
    browser = new_browser()
    try:
        yield browser
    finally:
        browser.driver.quit()


@pytest.fixture
def page():
    yield from browser_for_a_test()


@pytest.fixture
def other_page():
    """A second person's browser, beside `page`."""
    yield from browser_for_a_test()


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """On a failure, keeps a screenshot and prints what the page shows and
    logged, so a CI failure can be read without a browser."""
    outcome = yield
    report = outcome.get_result()
    page = item.funcargs.get("page") if report.when == "call" else None
    if report.failed and page is not None:
        try:
            # Never among the docs' screenshots.
            page.screenshot(f"FAILED-{item.name}", os.path.join(os.environ.get("CARGO_TARGET_DIR", "target"), "screenshots"))
            text = page.driver.execute_script("return document.body.innerText")
            logs = page.driver.get_log("browser")
            report.sections.append(("page", f"{page.driver.current_url}\n{text[:3000]}\n{logs}"))
        except Exception as error:  # the browser itself may be gone
            report.sections.append(("page", f"could not read the page: {error}"))
