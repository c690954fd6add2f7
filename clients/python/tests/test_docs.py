"""docs/API.md shows the Biscuits bot as it is in examples/bots/python."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_the_guide_shows_the_bot_as_it_is():
    guide = (ROOT / "docs/API.md").read_text()
    block = guide.split("<!-- python-bot:start -->\n```python\n", 1)[1].split("```\n<!-- python-bot:end -->", 1)[0]
    assert block == (ROOT / "examples/bots/python/biscuits.py").read_text(), (
        "docs/API.md's Python bot differs from examples/bots/python/biscuits.py: copy the file into the block"
    )
