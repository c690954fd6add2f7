"""The one small HTTP client of the page's Python test tools
(web/test/fixtures.py, web/test/make_verify_fixtures.py and the browser
tests' tests/browser/conftest.py): JSON in and out against REFEREE_URL,
waiting out 429 and 503 as their Retry-After says. Standard library only.
"""

import json
import os
import time
import urllib.error
import urllib.request

BASE = os.environ.get("REFEREE_URL", "http://127.0.0.1:8080").rstrip("/")


class Problem(Exception):
    """A refusal: the status and the problem document (or its text)."""

    def __init__(self, status, body):
        super().__init__(f"HTTP {status}: {body}")
        self.status = status
        self.body = body


def call(method, path, token=None, body=None, raw=False):
    """One request; the parsed JSON answer (None when empty), or its bytes
    with `raw`. Retries 429 and 503 after their Retry-After."""
    data = None if body is None else json.dumps(body).encode()
    for _ in range(60):
        req = urllib.request.Request(BASE + path, data=data, method=method)
        if data is not None:
            req.add_header("content-type", "application/json")
        if token:
            req.add_header("authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                text = resp.read()
                if raw:
                    return text
                return json.loads(text) if text else None
        except urllib.error.HTTPError as err:
            text = err.read()
            if err.code in (429, 503):
                time.sleep(max(float(err.headers.get("Retry-After") or 1), 0.05))
                continue
            try:
                problem = json.loads(text)
            except ValueError:
                problem = text.decode(errors="replace")
            raise Problem(err.code, problem) from None
    raise Problem(429, f"{method} {path}: still refused after 60 attempts")
